-- Authoring: events made in the manage area take ids from 10001 on, so they never meet the demo
-- events' fixed ids (1001-6999).
CREATE SEQUENCE "authored_presentation_ids" INCREMENT BY 1 MINVALUE 10001 MAXVALUE 2147483647 START WITH 10001 CACHE 1;--> statement-breakpoint
-- Who may open the manage area besides site admins. Users already coordinating an event are
-- coordinators.
ALTER TABLE "users" ADD COLUMN "is_event_coordinator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "is_event_coordinator" = true WHERE "id" IN (SELECT "user_id" FROM "user_presentation_roles" WHERE ("live_video_role" & 4) = 4);--> statement-breakpoint
-- The settings an event was authored with (kind, start time wall clock and zone, options); null
-- for events that were not made in the manage area.
ALTER TABLE "presentations" ADD COLUMN "authoring" jsonb;--> statement-breakpoint
-- Each slide's text, kept from the page of the uploaded PDF.
ALTER TABLE "slides" ADD COLUMN "text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- A video uploaded in the manage area while it is transcoded (SPEC §3 VideoResolutions[].Status).
-- Its media container and renditions are written only once every resolution is ready (SPEC §4),
-- so attendees never see a half-made video.
CREATE TABLE "media_uploads" (
	"container_guid" uuid PRIMARY KEY NOT NULL,
	"pres_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"resolutions" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploads_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action
);
