CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" bigint NOT NULL,
	"last_used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"log_item_id" uuid NOT NULL,
	"day" text NOT NULL,
	"status" text NOT NULL,
	"due_at" bigint NOT NULL,
	"claimed_at" bigint NOT NULL,
	"sent_at" bigint,
	CONSTRAINT "reminder_sends_log_item_id_day_pk" PRIMARY KEY("log_item_id","day")
);
--> statement-breakpoint
ALTER TABLE "log_items" ADD COLUMN "remind_at" text;--> statement-breakpoint
ALTER TABLE "log_items" ADD COLUMN "remind_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "log_items" ADD COLUMN "remind_set_at" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_log_item_id_log_items_id_fk" FOREIGN KEY ("log_item_id") REFERENCES "public"."log_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_sends_status_idx" ON "reminder_sends" USING btree ("status","due_at");