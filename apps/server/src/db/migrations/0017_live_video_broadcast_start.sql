-- When attendees first got a live video event's broadcast: its replay begins there.
ALTER TABLE "live_video_events" ADD COLUMN "broadcast_started_at" timestamp (3) with time zone;
