-- docs/decisions.md #23: each live entry as a pull sends it, kept beside what deciding its readers
-- needs and written in the transaction that changed it. Entries changed before stay without a
-- row and a pull presents them from their tables, as before.
CREATE TABLE "entry_records" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"journal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"private" boolean NOT NULL,
	"hidden_at" bigint,
	"share_key" text,
	"file_media_id" uuid,
	"preview_media_id" uuid,
	"audio_cover_media_id" uuid
);
