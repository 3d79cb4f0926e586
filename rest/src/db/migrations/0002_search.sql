-- Search across scripts: a plain lowercase Roman form beside each title and author name. The
-- service fills it (catalog/transliteration.ts) on insert, and for rows left empty when it opens
-- the database (db/client.ts), since the transliteration runs in Node, not in SQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "title_latin" text;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN IF NOT EXISTS "name_latin" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_title_latin_trgm" ON "books" USING gin ("title_latin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_title_latin_joined_trgm" ON "books" USING gin (replace("title_latin", ' ', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "authors_name_latin_trgm" ON "authors" USING gin ("name_latin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "authors_name_latin_joined_trgm" ON "authors" USING gin (replace("name_latin", ' ', '') gin_trgm_ops);--> statement-breakpoint
-- The catalog's orderings: best selling first (the default), by price (books_price_idx exists), by title.
CREATE INDEX IF NOT EXISTS "books_sales_idx" ON "books" USING btree ("sales_count" DESC, "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_title_idx" ON "books" USING btree ("title", "id");
--> statement-breakpoint
-- 'Readers also enjoyed' starts from a book's favourites, wishlist entries and orders.
CREATE INDEX IF NOT EXISTS "favorite_books_book_idx" ON "favorite_books" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wishlist_items_book_idx" ON "wishlist_items" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_book_idx" ON "order_items" USING btree ("book_id");
