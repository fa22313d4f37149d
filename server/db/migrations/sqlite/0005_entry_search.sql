-- docs/decisions.md #19: finding entries by their words. entry_search_docs holds each live entry's
-- words (folded by server/entries/search-words.ts); the FTS5 table indexes them through the
-- triggers, so the server writes one ordinary table in the entry's own transaction.
CREATE TABLE `entry_search_docs` (
	`id` integer PRIMARY KEY NOT NULL,
	`entry_id` text NOT NULL REFERENCES `entries`(`id`) ON DELETE CASCADE,
	`words` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `entry_search_docs_entry_idx` ON `entry_search_docs` (`entry_id`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `entry_search` USING fts5(words, content='entry_search_docs', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
CREATE TRIGGER `entry_search_docs_insert` AFTER INSERT ON `entry_search_docs` BEGIN
	INSERT INTO `entry_search`(rowid, words) VALUES (new.id, new.words);
END;
--> statement-breakpoint
CREATE TRIGGER `entry_search_docs_delete` AFTER DELETE ON `entry_search_docs` BEGIN
	INSERT INTO `entry_search`(`entry_search`, rowid, words) VALUES ('delete', old.id, old.words);
END;
--> statement-breakpoint
CREATE TRIGGER `entry_search_docs_update` AFTER UPDATE ON `entry_search_docs` BEGIN
	INSERT INTO `entry_search`(`entry_search`, rowid, words) VALUES ('delete', old.id, old.words);
	INSERT INTO `entry_search`(rowid, words) VALUES (new.id, new.words);
END;
--> statement-breakpoint
CREATE TABLE `entry_tags` (
	`entry_id` text NOT NULL REFERENCES `entries`(`id`) ON DELETE CASCADE,
	`tag` text NOT NULL,
	PRIMARY KEY(`tag`, `entry_id`)
);
--> statement-breakpoint
CREATE INDEX `entry_tags_entry_idx` ON `entry_tags` (`entry_id`);
--> statement-breakpoint
-- Existing entries are indexed by the server as it starts (search-backfill.ts): their words and
-- tags are folded by the same TypeScript as new ones, which SQL alone cannot repeat.
INSERT INTO `server_settings` (`key`, `value`) VALUES ('entry-search-backfill', 'pending') ON CONFLICT DO NOTHING;
