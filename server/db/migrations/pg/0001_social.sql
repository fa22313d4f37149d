ALTER TABLE "chat_messages" ADD COLUMN "last_modified" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "example_position" integer;--> statement-breakpoint
CREATE INDEX "activity_user_idx" ON "activity" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_recipient_idx" ON "chat_messages" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "events_user_created_idx" ON "events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_idx" ON "invitations" USING btree ("journal_id","invitee_id") WHERE status = 'pending' and deleted_at is null;