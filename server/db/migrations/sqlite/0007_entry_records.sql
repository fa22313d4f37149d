-- docs/decisions.md #23: each live entry as a pull sends it, kept beside what deciding its readers
-- needs and written in the transaction that changed it. Entries changed before stay without a
-- row and a pull presents them from their tables, as before.
CREATE TABLE `entry_records` (
	`entry_id` text PRIMARY KEY NOT NULL,
	`body` text NOT NULL,
	`journal_id` text NOT NULL,
	`user_id` text NOT NULL,
	`private` integer NOT NULL,
	`hidden_at` integer,
	`share_key` text,
	`file_media_id` text,
	`preview_media_id` text,
	`audio_cover_media_id` text
);
