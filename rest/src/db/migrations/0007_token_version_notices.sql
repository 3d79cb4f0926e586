-- Every REST process keeps its members' token versions in memory (auth/tokenVersions.ts) rather
-- than reading one on every call. A change (a new password, set or reset) is announced on the
-- channel 'token_version' as '<user id>:<new version>' when it commits, and a process listening
-- there (PostgreSQL) forgets the member's version at once; '<user id>:-1' for a member deleted,
-- '*' when the table is emptied. PGlite serves one process, which forgets on its own writes.
CREATE OR REPLACE FUNCTION "announce_token_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('token_version', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('token_version', OLD.id || ':-1');
  ELSE
    PERFORM pg_notify('token_version', NEW.id || ':' || NEW.token_version);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_token_version_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_token_version_changed" AFTER UPDATE OF "token_version" ON "users"
  FOR EACH ROW WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version) EXECUTE FUNCTION "announce_token_version"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_deleted" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "announce_token_version"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_truncated" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "announce_token_version"();
