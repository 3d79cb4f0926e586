-- Facts a REST process keeps in memory rather than reading on every call (db/notices.ts), and the
-- notices that say they changed, sent when the change commits. PostgreSQL's processes listen for
-- them; PGlite serves one process, which knows its own writes.
--
-- 'token_version': a member's token version, checked on every call a member makes. Sent as
-- '<user id>:<new version>' when a password is set or reset, '<user id>:-1' for a member deleted,
-- '*' when the table is emptied.
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
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "announce_token_version"();--> statement-breakpoint
-- 'catalog': 'books' when books are added or removed (the catalog's size, which its opening page
-- shows), 'genres' when the genres change (every catalog page lists them). Once per statement.
CREATE OR REPLACE FUNCTION "announce_catalog"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_added_or_removed" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_added_or_removed" AFTER INSERT OR DELETE OR TRUNCATE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalog"('books');--> statement-breakpoint
DROP TRIGGER IF EXISTS "genres_changed" ON "genres";--> statement-breakpoint
CREATE TRIGGER "genres_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "genres"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_catalog"('genres');
