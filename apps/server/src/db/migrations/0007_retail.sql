-- Retail shows (SPEC §2 /register, §7 retail calls): the code of a show's public link. A visitor
-- registers before watching.
CREATE TABLE "retail_shows" (
	"pres_id" integer PRIMARY KEY NOT NULL,
	"link_code" text NOT NULL,
	CONSTRAINT "retail_shows_link_code_unique" UNIQUE("link_code")
);
--> statement-breakpoint
ALTER TABLE "retail_shows" ADD CONSTRAINT "retail_shows_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One row per registration for a retail show; the console lists and exports them.
CREATE TABLE "retail_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"pres_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"country_code" text NOT NULL,
	"link_code" text,
	"registered_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retail_registrations" ADD CONSTRAINT "retail_registrations_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_registrations" ADD CONSTRAINT "retail_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One registration per address and show: registering again updates it.
CREATE UNIQUE INDEX "retail_registrations_pres_email" ON "retail_registrations" USING btree ("pres_id","email");--> statement-breakpoint
-- A session that registered for a retail show is granted that show by its registration.
ALTER TABLE "session_grants" ADD COLUMN "retail_registration_id" integer;--> statement-breakpoint
ALTER TABLE "session_grants" ADD CONSTRAINT "session_grants_retail_registration_id_retail_registrations_id_fk" FOREIGN KEY ("retail_registration_id") REFERENCES "public"."retail_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- SPEC §7 updatelogforcustomshow: the part of a custom agenda a visit watches now.
ALTER TABLE "visit_logs" ADD COLUMN "custom_show_id" integer;--> statement-breakpoint
ALTER TABLE "visit_logs" ADD CONSTRAINT "visit_logs_custom_show_id_presentations_id_fk" FOREIGN KEY ("custom_show_id") REFERENCES "public"."presentations"("id") ON DELETE set null ON UPDATE no action;
