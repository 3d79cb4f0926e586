-- Refunds (refunds/): money owed back to a member, sent through Khalti's refund API or made by
-- staff outside (eSewa, cash on delivery) and recorded with its reference. One cause is owed once:
-- a payment is refunded at most once for its order's cancellation or for paying twice, a rental's
-- deposit once. The Khalti sandbox keeps the refunds it made, as Khalti keeps its own.
CREATE TABLE IF NOT EXISTS "refunds" (
  "id" serial PRIMARY KEY,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "payment_id" integer REFERENCES "payments"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "amount_paisa" bigint NOT NULL CONSTRAINT "refunds_amount_positive" CHECK ("amount_paisa" > 0),
  "cause" text NOT NULL CHECK ("cause" IN ('order_cancelled', 'second_payment', 'rental_returned')),
  "rental_id" integer,
  "method" text NOT NULL CHECK ("method" IN ('khalti', 'manual')),
  "state" text NOT NULL DEFAULT 'pending' CHECK ("state" IN ('pending', 'sending', 'refunded', 'failed')),
  "attempts" integer NOT NULL DEFAULT 0,
  "last_error" text,
  "reference" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "sent_at" timestamp with time zone,
  "refunded_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "refunds_one_per_payment_cause" ON "refunds" ("payment_id", "cause") WHERE "cause" <> 'rental_returned';--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "refunds_one_per_cash_order_cause" ON "refunds" ("order_id", "cause") WHERE "payment_id" IS NULL AND "cause" <> 'rental_returned';--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "refunds_one_per_rental" ON "refunds" ("rental_id") WHERE "rental_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_order" ON "refunds" ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_state" ON "refunds" ("state", "created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "khalti_sandbox_refunds" (
  "id" serial PRIMARY KEY,
  "transaction_id" text NOT NULL,
  "pidx" text NOT NULL,
  "amount_paisa" bigint NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "khalti_sandbox_refunds_transaction" ON "khalti_sandbox_refunds" ("transaction_id");
