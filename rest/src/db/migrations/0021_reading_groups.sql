-- Reading groups (social/groups.ts): a group with an optional book it is reading, its members,
-- and its discussion: posts and one level of replies, each with a spoiler flag; staff can hide a
-- post (hidden_at), which keeps it for its author and staff only.
CREATE TABLE IF NOT EXISTS "reading_groups" (
  "id" serial PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "description" text NOT NULL,
  "book_id" integer REFERENCES "books"("id") ON DELETE SET NULL,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reading_groups_created" ON "reading_groups" ("created_at", "id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reading_group_members" (
  "group_id" integer NOT NULL REFERENCES "reading_groups"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "joined_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("group_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reading_group_members_user" ON "reading_group_members" ("user_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reading_group_posts" (
  "id" serial PRIMARY KEY NOT NULL,
  "group_id" integer NOT NULL REFERENCES "reading_groups"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "parent_id" integer REFERENCES "reading_group_posts"("id") ON DELETE CASCADE,
  "content" text NOT NULL,
  "contains_spoiler" boolean DEFAULT false NOT NULL,
  "hidden_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reading_group_posts_group" ON "reading_group_posts" ("group_id", "parent_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reading_group_posts_user" ON "reading_group_posts" ("user_id", "created_at");
--> statement-breakpoint
-- Book Social's active friends (social/stats.ts) look for a friend's reviews of the last 30 days.
CREATE INDEX IF NOT EXISTS "reviews_user_updated" ON "reviews" ("user_id", "updated_at");
