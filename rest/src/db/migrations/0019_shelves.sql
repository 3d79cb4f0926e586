-- Shelves, readings, progress history and reading challenges (reading/).
CREATE TABLE IF NOT EXISTS "shelf_entries" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "book_id" integer NOT NULL REFERENCES "books"("id") ON DELETE CASCADE,
  "shelf" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone NOT NULL,
  CONSTRAINT "shelf_entries_shelf" CHECK ("shelf" IN ('want_to_read', 'currently_reading', 'read', 'did_not_finish'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "shelf_entries_user_book" ON "shelf_entries" ("user_id", "book_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shelf_entries_user_shelf" ON "shelf_entries" ("user_id", "shelf", "updated_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "readings" (
  "id" serial PRIMARY KEY NOT NULL,
  "entry_id" integer NOT NULL REFERENCES "shelf_entries"("id") ON DELETE CASCADE,
  "started_on" date,
  "finished_on" date,
  "state" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "readings_state" CHECK ("state" IN ('reading', 'read', 'did_not_finish'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "readings_entry" ON "readings" ("entry_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reading_progress" (
  "id" serial PRIMARY KEY NOT NULL,
  "reading_id" integer NOT NULL REFERENCES "readings"("id") ON DELETE CASCADE,
  "pages" integer,
  "percent" integer,
  "recorded_at" timestamp with time zone NOT NULL,
  CONSTRAINT "reading_progress_one_measure" CHECK (("pages" IS NULL) <> ("percent" IS NULL))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reading_progress_reading" ON "reading_progress" ("reading_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reading_challenges" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "calendar" text NOT NULL,
  "year" integer NOT NULL,
  "goal" integer NOT NULL,
  "updated_at" timestamp with time zone NOT NULL,
  CONSTRAINT "reading_challenges_user_id_calendar_year_pk" PRIMARY KEY ("user_id", "calendar", "year"),
  CONSTRAINT "reading_challenges_calendar" CHECK ("calendar" IN ('ad', 'bs')),
  CONSTRAINT "reading_challenges_goal" CHECK ("goal" >= 1)
);
--> statement-breakpoint
-- The profile's currently-reading book is now the latest on the Currently Reading shelf: the book a
-- member had set moves there, with an open reading.
INSERT INTO "shelf_entries" ("user_id", "book_id", "shelf", "updated_at")
  SELECT "id", "currently_reading_id", 'currently_reading', now() FROM "users" WHERE "currently_reading_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "readings" ("entry_id", "state")
  SELECT e."id", 'reading' FROM "shelf_entries" e
  WHERE e."shelf" = 'currently_reading' AND NOT EXISTS (SELECT 1 FROM "readings" r WHERE r."entry_id" = e."id");
