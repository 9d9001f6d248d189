CREATE TABLE "branding_groups" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"primary_color" text NOT NULL,
	"stylesheet" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"pres_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"name" text NOT NULL,
	"ext_type" integer NOT NULL,
	"file_name" text,
	"storage_key" text,
	"content_type" text,
	"link_url" text,
	"is_stale" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"pres_id" integer NOT NULL,
	"type" text NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "entry_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "linked_presentations" (
	"pres_id" integer NOT NULL,
	"linked_pres_id" integer NOT NULL,
	"link_type" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "linked_presentations_pres_id_linked_pres_id_pk" PRIMARY KEY("pres_id","linked_pres_id")
);
--> statement-breakpoint
CREATE TABLE "presentations" (
	"id" integer PRIMARY KEY NOT NULL,
	"rowguid" uuid NOT NULL,
	"title_bar_web" text NOT NULL,
	"branding_guid" uuid,
	"title_logo_key" text,
	"private_slides_begin_at" integer,
	"show_type" text,
	"underwriter_button_text" text,
	"allow_slide_download" boolean DEFAULT false NOT NULL,
	"slides_available_at" timestamp with time zone,
	"slides_expire_at" timestamp with time zone,
	"security" jsonb NOT NULL,
	"event_info" jsonb NOT NULL,
	"disclaimer" jsonb,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presentations_rowguid_unique" UNIQUE("rowguid")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"pres_id" integer NOT NULL,
	"guid" uuid NOT NULL,
	"index" integer NOT NULL,
	"time_seconds" double precision,
	"title" text NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"is_slide_media" boolean DEFAULT false NOT NULL,
	"slide_media_guid" uuid,
	CONSTRAINT "slides_guid_unique" UNIQUE("guid"),
	CONSTRAINT "slides_pres_index" UNIQUE("pres_id","index")
);
--> statement-breakpoint
CREATE TABLE "speakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"pres_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"name_style" text,
	"title_style" text,
	"company_style" text,
	"core_file_id" integer,
	"url" text,
	"appearance_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slide_guids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriters" (
	"id" serial PRIMARY KEY NOT NULL,
	"pres_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"name" text NOT NULL,
	"logo_type" text NOT NULL,
	"logo_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_grants" (
	"session_id" text NOT NULL,
	"pres_id" integer NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"entry_code_id" integer,
	"disclaimer_accepted_at" timestamp with time zone,
	CONSTRAINT "session_grants_session_id_pres_id_pk" PRIMARY KEY("session_id","pres_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"anti_forgery_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_presentation_roles" (
	"user_id" integer NOT NULL,
	"pres_id" integer NOT NULL,
	"live_video_role" integer DEFAULT 0 NOT NULL,
	"sgm_role" integer DEFAULT 0 NOT NULL,
	"slide_navigation" boolean DEFAULT true NOT NULL,
	"is_conference_presenter" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_presentation_roles_user_id_pres_id_pk" PRIMARY KEY("user_id","pres_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"password_hash" text,
	"first_name" text NOT NULL,
	"middle_initial" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"is_site_admin" boolean DEFAULT false NOT NULL,
	"is_underwriter_admin" boolean DEFAULT false NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "log_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"event_type" integer NOT NULL,
	"slide_index" integer,
	"document_id" integer,
	"media_time_seconds" double precision,
	"detail" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slide_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"pres_id" integer NOT NULL,
	"slide_guid" uuid NOT NULL,
	"transition_at" timestamp (3) with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "user_pres_data" (
	"user_id" integer NOT NULL,
	"pres_id" integer NOT NULL,
	"resume_seconds" double precision,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_pres_data_user_id_pres_id_pk" PRIMARY KEY("user_id","pres_id")
);
--> statement-breakpoint
CREATE TABLE "visit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer,
	"pres_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_codes" ADD CONSTRAINT "entry_codes_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_presentations" ADD CONSTRAINT "linked_presentations_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_presentations" ADD CONSTRAINT "linked_presentations_linked_pres_id_presentations_id_fk" FOREIGN KEY ("linked_pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_branding_guid_branding_groups_guid_fk" FOREIGN KEY ("branding_guid") REFERENCES "public"."branding_groups"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriters" ADD CONSTRAINT "underwriters_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_grants" ADD CONSTRAINT "session_grants_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_grants" ADD CONSTRAINT "session_grants_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_grants" ADD CONSTRAINT "session_grants_entry_code_id_entry_codes_id_fk" FOREIGN KEY ("entry_code_id") REFERENCES "public"."entry_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_presentation_roles" ADD CONSTRAINT "user_presentation_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_presentation_roles" ADD CONSTRAINT "user_presentation_roles_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_events" ADD CONSTRAINT "log_events_visit_id_visit_logs_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_transitions" ADD CONSTRAINT "slide_transitions_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_transitions" ADD CONSTRAINT "slide_transitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pres_data" ADD CONSTRAINT "user_pres_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pres_data" ADD CONSTRAINT "user_pres_data_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_logs" ADD CONSTRAINT "visit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_logs" ADD CONSTRAINT "visit_logs_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_last_seen" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "log_events_visit" ON "log_events" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "slide_transitions_pres" ON "slide_transitions" USING btree ("pres_id","transition_at");