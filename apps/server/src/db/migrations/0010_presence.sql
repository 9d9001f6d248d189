ALTER TABLE "conference_participants" ADD COLUMN "last_seen_at" timestamp (3) with time zone;
