CREATE TABLE "hub_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"pres_id" integer NOT NULL,
	"conference_id" integer,
	"log_id" integer,
	"is_public" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea",
	CONSTRAINT "socket_io_attachments_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "conference_calls" (
	"id" integer PRIMARY KEY NOT NULL,
	"pres_id" integer NOT NULL,
	"guid" uuid NOT NULL,
	"call_title" text NOT NULL,
	"start_time_utc" timestamp (3) with time zone NOT NULL,
	"planned_duration_minutes" integer NOT NULL,
	"status" text,
	"streaming_state" text NOT NULL,
	"status_updated_at" timestamp (3) with time zone NOT NULL,
	"live_started_at" timestamp (3) with time zone,
	"public_call_end_time_utc" timestamp (3) with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"replay_enabled" boolean NOT NULL,
	"question_edit_allowed" boolean NOT NULL,
	"access_code" text NOT NULL,
	"replay_access_code" text NOT NULL,
	"dial_in_numbers" jsonb NOT NULL,
	"support_number" text NOT NULL,
	"presenter_control_enabled" boolean NOT NULL,
	"slide_sync_enabled" boolean NOT NULL,
	"slide_index" integer DEFAULT 0 NOT NULL,
	"active_presenter_id" integer,
	"notification_message" text,
	CONSTRAINT "conference_calls_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "conference_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email_address" text,
	"is_public" boolean NOT NULL,
	"registration_type" text NOT NULL,
	"access_revoked" boolean DEFAULT false NOT NULL,
	"bridge_participant_id" text,
	"audio_state" text DEFAULT 'Muted' NOT NULL,
	"allow_to_talk" boolean DEFAULT false NOT NULL,
	"registered_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "conference_participants_user" UNIQUE("conference_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conference_presenters" (
	"conference_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "conference_presenters_conference_id_user_id_pk" PRIMARY KEY("conference_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conference_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"question_type" text NOT NULL,
	"text" text,
	"bridge_type" text,
	"do_not_announce" boolean NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"withdrawn_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "participant_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"conference_id" integer NOT NULL,
	"participant_type" text NOT NULL,
	"join_time_utc" timestamp (3) with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"last_event_type" text,
	"last_event_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "hub_tokens" ADD CONSTRAINT "hub_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_tokens" ADD CONSTRAINT "hub_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_tokens" ADD CONSTRAINT "hub_tokens_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_calls" ADD CONSTRAINT "conference_calls_pres_id_presentations_id_fk" FOREIGN KEY ("pres_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_calls" ADD CONSTRAINT "conference_calls_active_presenter_id_users_id_fk" FOREIGN KEY ("active_presenter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_participants" ADD CONSTRAINT "conference_participants_conference_id_conference_calls_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conference_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_participants" ADD CONSTRAINT "conference_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_presenters" ADD CONSTRAINT "conference_presenters_conference_id_conference_calls_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conference_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_presenters" ADD CONSTRAINT "conference_presenters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_questions" ADD CONSTRAINT "conference_questions_conference_id_conference_calls_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conference_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_questions" ADD CONSTRAINT "conference_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_sessions" ADD CONSTRAINT "participant_sessions_participant_id_conference_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."conference_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_sessions" ADD CONSTRAINT "participant_sessions_conference_id_conference_calls_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conference_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_tokens_expires" ON "hub_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "conference_calls_pres" ON "conference_calls" USING btree ("pres_id");--> statement-breakpoint
CREATE INDEX "conference_questions_call" ON "conference_questions" USING btree ("conference_id","user_id");--> statement-breakpoint
CREATE INDEX "participant_sessions_participant" ON "participant_sessions" USING btree ("participant_id");