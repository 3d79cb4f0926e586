-- Staff (routes/staff/): a member's role, books hidden from the public catalog, and the audit log
-- every staff write appends to in the same transaction as the change (staff/audit.ts).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_role";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("role" in ('member', 'staff', 'admin'));--> statement-breakpoint
-- A hidden book has orders and so cannot be deleted: it leaves the catalog, search and sitemap,
-- while the orders that hold it still show it.
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "hidden_at" timestamp with time zone;--> statement-breakpoint
-- The catalog's opening page walks the visible best sellers, index-only as before.
CREATE INDEX IF NOT EXISTS "books_visible_sales_idx" ON "books" ("sales_count" DESC, "id") WHERE "hidden_at" IS NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "audit_log" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "actor_email" text NOT NULL,
  "action" text NOT NULL,
  "entity" text NOT NULL,
  "entity_id" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_created" ON "audit_log" ("created_at" DESC, "id" DESC);--> statement-breakpoint
-- Hiding or showing a book changes the catalog's size, which REST keeps in memory (0007_notices).
DROP TRIGGER IF EXISTS "books_hidden_or_shown" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_hidden_or_shown" AFTER UPDATE OF "hidden_at" ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalog"('books');
