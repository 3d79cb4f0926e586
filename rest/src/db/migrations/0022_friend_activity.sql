-- Friends' activity (activity/): one row per thing a member did that their friends may see, written
-- in the same transaction as the write itself. Whose eyes it reaches is decided when it is read
-- (privacy and friendship as they are then), so rows carry no audience.
CREATE TABLE IF NOT EXISTS "activities" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "book_id" integer REFERENCES "books"("id") ON DELETE CASCADE,
  "shelf" text,
  "review_id" integer REFERENCES "reviews"("id") ON DELETE CASCADE,
  "pages" integer,
  "percent" integer,
  "challenge" jsonb,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "activities_kind" CHECK ("kind" IN ('shelved', 'progress', 'finished', 'reviewed', 'challenge_milestone'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activities_user_time" ON "activities" ("user_id", "created_at" DESC, "id" DESC);
