-- Transcode jobs are claimed by one server process at a time: who holds the job and when it last
-- said it is still at it (a claim older than the stale timeout is taken over).
ALTER TABLE "media_uploads" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD COLUMN "claimed_at" timestamp with time zone;
