CREATE TABLE "attempt_states" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" bigint NOT NULL,
	"locked_until" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_rate_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" bigint NOT NULL
);
