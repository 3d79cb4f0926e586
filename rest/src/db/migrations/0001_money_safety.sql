ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "orders_unpaid_created" ON "orders" USING btree ("created_at") WHERE NOT "orders"."is_completed" AND "orders"."cancelled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- Older databases may hold several open payments for one order: keep the newest open, so the index below can exist.
UPDATE "payments" SET "status" = 'Superseded' WHERE "status" IN ('Initiated', 'Pending') AND EXISTS (SELECT 1 FROM "payments" AS "newer" WHERE "newer"."order_id" = "payments"."order_id" AND "newer"."status" IN ('Initiated', 'Pending') AND "newer"."id" > "payments"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" IN ('Initiated', 'Pending');--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");
