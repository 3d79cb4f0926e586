-- What a member writes on an order at checkout for the store or the courier (up to 500
-- characters, checked by the route); NULL: nothing written, as on every order placed before.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "notes" text;
