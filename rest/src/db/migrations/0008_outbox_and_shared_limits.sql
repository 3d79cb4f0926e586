-- Mail leaves through an outbox (mail/outbox.ts), written in the transaction of the change that
-- sends it and delivered by a worker off the request path, with retries.
CREATE TABLE IF NOT EXISTS "mail_outbox" (
  "id" serial PRIMARY KEY NOT NULL,
  "to_address" text NOT NULL,
  "subject" text NOT NULL,
  "body" text NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone,
  "failed_at" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_due" ON "mail_outbox" ("next_attempt_at") WHERE "failed_at" IS NULL;--> statement-breakpoint
-- The limits' counts (limits/), shared by every REST process on this database.
CREATE TABLE IF NOT EXISTS "limit_counts" (
  "key" text PRIMARY KEY NOT NULL,
  "hits" integer NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "last_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "limit_counts_window_start" ON "limit_counts" ("window_start");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "known_sign_in_addresses" (
  "email" text NOT NULL,
  "network" text NOT NULL,
  "until" timestamp with time zone NOT NULL,
  CONSTRAINT "known_sign_in_addresses_email_network_pk" PRIMARY KEY ("email", "network")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "known_sign_in_addresses_until" ON "known_sign_in_addresses" ("until");
