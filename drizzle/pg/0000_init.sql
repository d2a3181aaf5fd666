CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"position" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_entries_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "waitlist_sequence" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_position" integer NOT NULL,
	CONSTRAINT "waitlist_sequence_single_row" CHECK ("waitlist_sequence"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");