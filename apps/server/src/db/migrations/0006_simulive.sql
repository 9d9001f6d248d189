CREATE TABLE "simulive_broadcasts" (
	"conference_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"offset_seconds" double precision NOT NULL,
	"changed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulive_broadcasts" ADD CONSTRAINT "simulive_broadcasts_conference_id_conference_calls_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conference_calls"("id") ON DELETE cascade ON UPDATE no action;
