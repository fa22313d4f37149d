-- docs/decisions.md #23: a kept entry's reach as one text, which a pull reads instead of joining
-- the columns; entries kept before get theirs from the columns, in the form reachText writes.
ALTER TABLE `entry_records` ADD `reach` text;--> statement-breakpoint
UPDATE `entry_records` SET `reach` = `journal_id` || '|' || `user_id` || '|'
	|| (CASE WHEN `private` THEN 'true' ELSE 'false' END) || '|' || coalesce(`hidden_at`, '') || '|'
	|| coalesce(`share_key`, '') || '|' || coalesce(`file_media_id`, '') || '|'
	|| coalesce(`preview_media_id`, '') || '|' || coalesce(`audio_cover_media_id`, '');
