CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_idx` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `reminder_sends` (
	`log_item_id` text NOT NULL,
	`day` text NOT NULL,
	`status` text NOT NULL,
	`due_at` integer NOT NULL,
	`claimed_at` integer NOT NULL,
	`sent_at` integer,
	PRIMARY KEY(`log_item_id`, `day`),
	FOREIGN KEY (`log_item_id`) REFERENCES `log_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminder_sends_status_idx` ON `reminder_sends` (`status`,`due_at`);--> statement-breakpoint
ALTER TABLE `log_items` ADD `remind_at` text;--> statement-breakpoint
ALTER TABLE `log_items` ADD `remind_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `log_items` ADD `remind_set_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `reminders_paused` integer DEFAULT false NOT NULL;