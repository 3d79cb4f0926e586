-- A worker's hold on a mail it is sending, in the database's own time (now()): the store's clock
-- may be moved (tests, TEST_CLOCK), and a lease on that clock ended while the mail was still being
-- sent, so another process sent it again (mail/delivery.ts).
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "leased_until" timestamp with time zone;
--> statement-breakpoint
-- Mail to one address leaves in the order it was written (delivery.ts looks for an earlier one).
CREATE INDEX IF NOT EXISTS "mail_outbox_by_address" ON "mail_outbox" ("to_address", "id") WHERE "failed_at" IS NULL;
