CREATE TABLE "esewa_sandbox_payments" (
	"transaction_uuid" text PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"total_amount_paisa" bigint NOT NULL,
	"success_url" text NOT NULL,
	"failure_url" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
