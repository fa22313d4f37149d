-- docs/decisions.md #23: a live entry's change-log rows keep it as readers receive it, written
-- in the transaction that changed it. Rows from before stay null and are presented as before.
ALTER TABLE "sync_changes" ADD COLUMN "record" text;--> statement-breakpoint
ALTER TABLE "sync_changes" ADD COLUMN "record_facts" text;
