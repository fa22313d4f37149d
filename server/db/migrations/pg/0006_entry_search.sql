-- docs/decisions.md #19: finding entries by their words. Words arrive folded (lower case, no
-- accents: server/entries/search-words.ts), so the 'simple' configuration needs no unaccent.
CREATE TABLE "entry_search_docs" (
	"entry_id" uuid PRIMARY KEY NOT NULL REFERENCES "entries"("id") ON DELETE CASCADE,
	"words" text NOT NULL,
	"vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "words")) STORED
);
--> statement-breakpoint
CREATE INDEX "entry_search_docs_vector_idx" ON "entry_search_docs" USING gin ("vector");
--> statement-breakpoint
CREATE TABLE "entry_tags" (
	"entry_id" uuid NOT NULL REFERENCES "entries"("id") ON DELETE CASCADE,
	"tag" text NOT NULL,
	PRIMARY KEY ("tag", "entry_id")
);
--> statement-breakpoint
CREATE INDEX "entry_tags_entry_idx" ON "entry_tags" ("entry_id");
--> statement-breakpoint
-- Existing entries are indexed by the server as it starts (search-backfill.ts): their words and
-- tags are folded by the same TypeScript as new ones, which SQL alone cannot repeat.
INSERT INTO "server_settings" ("key", "value") VALUES ('entry-search-backfill', 'pending') ON CONFLICT DO NOTHING;
