-- A typo search walks the best sellers comparing each one's Roman title (catalog/books.ts
-- bestMatchesWalk, about a thousand books at 100,000): with the Roman title in the index, the walk
-- reads the index alone, not each book's row. Only the Roman title: a query that also reads the
-- title as typed (a substring search) still finds a whole scan of this index no cheaper than the
-- trigram indexes, so its plans do not change.
DROP INDEX IF EXISTS "books_visible_sales_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_visible_sales_idx" ON "books" ("sales_count" DESC, "id") INCLUDE ("title_latin") WHERE "hidden_at" IS NULL;
