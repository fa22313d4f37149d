-- docs/decisions.md #24: every server process keeps, per reader and URL, the ETag it last answered
-- (server/http/read-memo.ts) and answers from it only while no write has committed since. A
-- process knows its own commits; these triggers tell it everyone else's: any statement that
-- changes a table a read answer draws on, by any process, command or hand-typed SQL, sends one
-- notice on `ritual_writes` when its transaction commits (PostgreSQL folds a transaction's equal
-- notices into one, and a rolled-back one sends none). Tables no read answer shows (throttles,
-- replay records, mail tokens, the socket adapter's, the search index written beside entries)
-- send none; server/db/write-notices.test.ts holds every other table to having the trigger.
CREATE FUNCTION "ritual_note_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ritual_writes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY[
    'activity', 'bookmarks', 'chat_messages', 'collaborators', 'comments', 'entries',
    'entry_tags', 'events', 'invitations', 'journals', 'log_items', 'media', 'purchases',
    'server_settings', 'sessions', 'shadows', 'sync_changes', 'users'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER "note_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "ritual_note_write"()',
      name
    );
  END LOOP;
END
$$;
