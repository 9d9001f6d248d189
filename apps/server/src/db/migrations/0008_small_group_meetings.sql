CREATE TABLE "small_group_meetings" (
	"id" integer PRIMARY KEY NOT NULL,
	"pres_id" integer NOT NULL,
	"conference_id" integer NOT NULL,
	"meeting_pin" text NOT NULL,
	"has_started" boolean DEFAULT false NOT NULL,
	"has_ended" boolean DEFAULT false NOT NULL,
	"started_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"is_launch_in_progress" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "small_group_meetings_pres_id_unique" UNIQUE("pres_id")
);
--> statement-breakpoint
ALTER TABLE "small_group_meetings" ADD CONSTRAINT "small_group_meetings_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "small_group_meetings" ADD CONSTRAINT "small_group_meetings_conference_id_conference_calls_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conference_calls"("id") ON DELETE cascade ON UPDATE no action;
