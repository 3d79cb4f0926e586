-- The catalog's sort orders beside price and title (catalog/books.ts ORDERINGS), each a walk of
-- one index over the books the public may see: best rating (the weighted rating of
-- catalog/books.ts weightedRatingSql, the very expression), most rated, and newest in the store.
CREATE INDEX IF NOT EXISTS "books_weighted_rating_idx" ON "books" ((("rating_sum" + 35)::numeric / ("total_ratings" + 10)) DESC, "id") WHERE "hidden_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_most_rated_idx" ON "books" ("total_ratings" DESC, "id") WHERE "hidden_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_newest_idx" ON "books" ("created_at" DESC, "id") WHERE "hidden_at" IS NULL;
--> statement-breakpoint
-- The genre list shows each genre's count of books (catalog/genres.ts): the books of a genre
-- change with its books' genres, and with books added, removed, hidden or shown again.
DROP TRIGGER IF EXISTS "book_genres_changed" ON "book_genres";--> statement-breakpoint
CREATE TRIGGER "book_genres_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "book_genres"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalog"('genres');--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_genre_counts_changed" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_genre_counts_changed" AFTER INSERT OR DELETE OR UPDATE OF "hidden_at" ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalog"('genres');
