-- Messages sent through the contact form (contact/messages.ts), kept for the store's staff, who
-- answer each once by email (routes/staffContact.ts).
CREATE TABLE IF NOT EXISTS "contact_messages" (
  "id" serial PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "subject" text NOT NULL,
  "message" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "reply" text,
  "replied_at" timestamp with time zone,
  "replied_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_created_at" ON "contact_messages" ("created_at");
