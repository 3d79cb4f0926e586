-- Digital copies (media/bookFiles.ts, library/): the one file of an eBook or audiobook that staff
-- uploaded, stored under DATA_DIR/uploads/book-files with a random name that no static route serves.
CREATE TABLE IF NOT EXISTS "book_files" (
  "book_id" integer PRIMARY KEY NOT NULL REFERENCES "books"("id") ON DELETE CASCADE,
  "stored_name" text NOT NULL,
  "original_name" text NOT NULL,
  "media_type" text NOT NULL,
  "bytes" bigint NOT NULL,
  "sha256" text NOT NULL,
  "uploaded_at" timestamp with time zone NOT NULL,
  "uploaded_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
-- An order of digital copies only goes to no address (orders/orders.ts): its snapshot is empty.
ALTER TABLE "orders" ALTER COLUMN "shipping_full_name" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_address_name" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_address_line1" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_city" DROP NOT NULL;
