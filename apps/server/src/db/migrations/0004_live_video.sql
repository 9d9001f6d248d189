CREATE TABLE "live_video_events" (
	"pres_id" integer PRIMARY KEY NOT NULL,
	"conference_id" integer,
	"replay_type" text NOT NULL,
	"has_started" boolean DEFAULT false NOT NULL,
	"has_ended" boolean DEFAULT false NOT NULL,
	"started_at" timestamp (3) with time zone,
	"focused_view" integer DEFAULT 30 NOT NULL,
	"previous_focused_view" integer DEFAULT 30 NOT NULL,
	"has_broadcast_started" boolean DEFAULT false NOT NULL,
	"is_replay_available" boolean DEFAULT false NOT NULL,
	"is_replay_expired" boolean DEFAULT false NOT NULL,
	"stream_key" text NOT NULL,
	"replay_media_key" text,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_video_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"pres_id" integer NOT NULL,
	"folder" text NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "live_video_events" ADD CONSTRAINT "live_video_events_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_video_events" ADD CONSTRAINT "live_video_events_conference_id_conference_calls_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conference_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_video_recordings" ADD CONSTRAINT "live_video_recordings_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_video_recordings_pres" ON "live_video_recordings" USING btree ("pres_id","started_at");
