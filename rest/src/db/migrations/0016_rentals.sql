-- Rentals (rentals/): one row per rented copy, written when the rental starts (a printed copy at
-- its delivery, a digital one at payment), with its due date and, once it ends, how it ended and
-- the money. The reminder columns are the times each reminder falls due and the times it was sent:
-- the job sets a sent time with a conditional UPDATE, so each reminder goes once whatever the
-- number of REST processes.
CREATE TABLE IF NOT EXISTS "rentals" (
  "id" serial PRIMARY KEY,
  "order_item_id" integer NOT NULL UNIQUE REFERENCES "order_items"("id") ON DELETE CASCADE,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "book_id" integer NOT NULL REFERENCES "books"("id"),
  "digital" boolean NOT NULL,
  "period_days" integer NOT NULL,
  "deposit" numeric(10, 2) NOT NULL,
  "fee" numeric(10, 2) NOT NULL,
  "started_at" timestamp with time zone NOT NULL,
  "due_at" timestamp with time zone NOT NULL,
  "state" text DEFAULT 'active' NOT NULL,
  "ended_at" timestamp with time zone,
  "damaged" boolean,
  "late_fee" numeric(10, 2),
  "refund" numeric(10, 2),
  "remind_before_at" timestamp with time zone NOT NULL,
  "reminded_before_at" timestamp with time zone,
  "remind_due_at" timestamp with time zone NOT NULL,
  "reminded_due_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "rentals_state" CHECK ("state" IN ('active', 'returned', 'purchased', 'ended'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rentals_user_started" ON "rentals" ("user_id", "started_at");
--> statement-breakpoint
-- The jobs' question ('which running rentals fall due?'), kept to the running ones.
CREATE INDEX IF NOT EXISTS "rentals_active_due" ON "rentals" ("due_at") WHERE "state" = 'active';
--> statement-breakpoint
-- The rebuy discount's question ('did this member's rental of this book end lately?').
CREATE INDEX IF NOT EXISTS "rentals_user_book_ended" ON "rentals" ("user_id", "book_id", "ended_at");
