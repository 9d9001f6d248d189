CREATE TABLE "media_captions" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_guid" uuid NOT NULL,
	"pres_id" integer NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "media_captions_container_language" UNIQUE("container_guid","language")
);
--> statement-breakpoint
ALTER TABLE "media_captions" ADD CONSTRAINT "media_captions_container_guid_media_containers_guid_fk" FOREIGN KEY ("container_guid") REFERENCES "public"."media_containers"("guid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "media_captions" ADD CONSTRAINT "media_captions_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;
