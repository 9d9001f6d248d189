CREATE TABLE "media_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_guid" uuid NOT NULL,
	"title" text NOT NULL,
	"time_seconds" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_containers" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"pres_id" integer NOT NULL,
	"kind" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	CONSTRAINT "media_containers_pres_kind" UNIQUE("pres_id","kind")
);
--> statement-breakpoint
CREATE TABLE "media_renditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_guid" uuid NOT NULL,
	"pres_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"width" integer,
	"height" integer,
	"bit_rate_kbps" integer,
	CONSTRAINT "media_renditions_pres_file" UNIQUE("pres_id","file_name")
);
--> statement-breakpoint
CREATE TABLE "slide_media" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"container_guid" uuid NOT NULL,
	"pres_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" double precision NOT NULL,
	CONSTRAINT "slide_media_pres_file" UNIQUE("pres_id","file_name")
);
--> statement-breakpoint
ALTER TABLE "media_chapters" ADD CONSTRAINT "media_chapters_container_guid_media_containers_guid_fk" FOREIGN KEY ("container_guid") REFERENCES "public"."media_containers"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_containers" ADD CONSTRAINT "media_containers_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_renditions" ADD CONSTRAINT "media_renditions_container_guid_media_containers_guid_fk" FOREIGN KEY ("container_guid") REFERENCES "public"."media_containers"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_renditions" ADD CONSTRAINT "media_renditions_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_media" ADD CONSTRAINT "slide_media_container_guid_media_containers_guid_fk" FOREIGN KEY ("container_guid") REFERENCES "public"."media_containers"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_media" ADD CONSTRAINT "slide_media_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;