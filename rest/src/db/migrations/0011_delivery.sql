-- Where Pustak delivers and how an order is paid. An address gains the courier's phone number
-- (ten digits, delivery/phone.ts) and its district (delivery/districts.ts); addresses saved
-- before keep NULLs, readable but not deliverable until edited. An order keeps its own copy of
-- both, like the rest of its address, and its payment method: 'CASH_ON_DELIVERY' is confirmed
-- unpaid and never cancelled by the unpaid-order hold; NULL is a wallet chosen when paying.
ALTER TABLE "shipping_addresses" ADD COLUMN IF NOT EXISTS "phone" text;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN IF NOT EXISTS "district" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "shipping_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "shipping_district" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "payment_method" text;--> statement-breakpoint
-- The open cash-on-delivery orders of one member, counted before each new one (orders/orders.ts).
CREATE INDEX IF NOT EXISTS "orders_open_cash_on_delivery" ON "orders" ("user_id")
  WHERE "payment_method" = 'CASH_ON_DELIVERY' AND NOT "is_completed" AND "cancelled_at" IS NULL;
