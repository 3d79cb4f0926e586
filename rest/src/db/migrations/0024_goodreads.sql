-- Books gain an optional ISBN-13 (thirteen digits, check digit verified by catalog/isbn.ts), at
-- most one book per ISBN; and the rows of a member's Goodreads import that found no book, kept
-- until the member matches them to a book or skips them (reading/goodreads/).
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "isbn13" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "books_isbn13" ON "books" ("isbn13") WHERE "isbn13" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "goodreads_rows" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "row_key" text NOT NULL,
  "row" jsonb NOT NULL,
  "book_id" integer REFERENCES "books"("id") ON DELETE SET NULL,
  "skipped" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "goodreads_rows_user_key" ON "goodreads_rows" ("user_id", "row_key");
