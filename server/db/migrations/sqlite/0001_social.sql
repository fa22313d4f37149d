ALTER TABLE `chat_messages` ADD `last_modified` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `chat_recipient_idx` ON `chat_messages` (`recipient_id`,`id`);--> statement-breakpoint
ALTER TABLE `journals` ADD `example_position` integer;--> statement-breakpoint
CREATE INDEX `activity_user_idx` ON `activity` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `events_user_created_idx` ON `events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_pending_idx` ON `invitations` (`journal_id`,`invitee_id`) WHERE status = 'pending' and deleted_at is null;