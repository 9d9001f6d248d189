ALTER TABLE "users" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "details_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_guest_token_hash" ON "users" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "users_guest_created" ON "users" USING btree ("created_at") WHERE "is_guest";
