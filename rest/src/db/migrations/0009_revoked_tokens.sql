-- Tokens signed out one by one (auth/revokedTokens.ts): a token's id (`jti`) until the token
-- expires. Every REST process keeps the unexpired ids in memory, told of each new one by the
-- 'revoked_token' notice: '<jti>:<expiry in seconds since 1970>', sent when the sign-out commits.
CREATE TABLE IF NOT EXISTS "revoked_tokens" (
  "jti" text PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "revoked_tokens_expires_at" ON "revoked_tokens" ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "revoked_tokens_user_id" ON "revoked_tokens" ("user_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "announce_revoked_token"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('revoked_token', NEW.jti || ':' || floor(extract(epoch from NEW.expires_at))::bigint);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "revoked_tokens_added" ON "revoked_tokens";--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_added" AFTER INSERT ON "revoked_tokens"
  FOR EACH ROW EXECUTE FUNCTION "announce_revoked_token"();
