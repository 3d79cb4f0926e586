-- Fulfilment (orders/fulfilment.ts): each step's time, the courier and tracking number, the cash
-- collected on delivery, and who cancelled an order. Staff's queues read the open orders.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "cash_received" numeric(10, 2);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_fulfilment_queue" ON "orders" ("created_at") WHERE "cancelled_at" IS NULL AND "delivered_at" IS NULL;
