-- docs/decisions.md #23: a kept entry's reach as one text, which a pull reads instead of joining
-- the columns; entries kept before get theirs from the columns, in the form reachText writes.
ALTER TABLE "entry_records" ADD COLUMN "reach" text;--> statement-breakpoint
UPDATE "entry_records" SET "reach" = "journal_id"::text || '|' || "user_id"::text || '|'
	|| (CASE WHEN "private" THEN 'true' ELSE 'false' END) || '|' || coalesce("hidden_at"::text, '') || '|'
	|| coalesce("share_key", '') || '|' || coalesce("file_media_id"::text, '') || '|'
	|| coalesce("preview_media_id"::text, '') || '|' || coalesce("audio_cover_media_id"::text, '');
