-- Slides being made from an uploaded PDF, one render per event (the latest): how far it is, why it
-- failed, and the server process making it, which says it is still at it as pages are made.
CREATE TABLE "slide_deck_renders" (
	"pres_id" integer PRIMARY KEY NOT NULL,
	"render_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"page_count" integer,
	"error" text,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slide_deck_renders_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action
);
