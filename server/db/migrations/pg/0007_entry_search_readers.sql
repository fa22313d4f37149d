-- docs/decisions.md #19: the search index carries each entry's journal and author, so the
-- GIN question can keep to the journals a reader may open without joining entries first (the
-- planner otherwise walks entries newest first, testing each: issue 20's 27 ms at the 95th
-- percentile). They only narrow the candidates; the exact read rule is still joined in after.
-- Triggers keep them, so no code path that moves an entry can leave them stale.
ALTER TABLE "entry_search_docs" ADD COLUMN "journal_id" uuid;
--> statement-breakpoint
ALTER TABLE "entry_search_docs" ADD COLUMN "user_id" uuid;
--> statement-breakpoint
UPDATE "entry_search_docs" AS d SET "journal_id" = e."journal_id", "user_id" = e."user_id"
FROM "entries" AS e WHERE e."id" = d."entry_id";
--> statement-breakpoint
CREATE FUNCTION "entry_search_docs_readers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e."journal_id", e."user_id" INTO NEW."journal_id", NEW."user_id"
  FROM "entries" AS e WHERE e."id" = NEW."entry_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "entry_search_docs_readers" BEFORE INSERT OR UPDATE OF "entry_id" ON "entry_search_docs"
FOR EACH ROW EXECUTE FUNCTION "entry_search_docs_readers"();
--> statement-breakpoint
CREATE FUNCTION "entries_search_docs_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "entry_search_docs" SET "journal_id" = NEW."journal_id", "user_id" = NEW."user_id"
  WHERE "entry_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "entries_search_docs_move" AFTER UPDATE OF "journal_id", "user_id" ON "entries"
FOR EACH ROW WHEN (OLD."journal_id" IS DISTINCT FROM NEW."journal_id" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
EXECUTE FUNCTION "entries_search_docs_move"();
