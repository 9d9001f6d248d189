ALTER TABLE "conference_questions" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "conference_questions" ADD COLUMN "answered_at" timestamp (3) with time zone;
