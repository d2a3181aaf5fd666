CREATE TABLE "docs_feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"helpful" boolean NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "docs_feedback_created_at_idx" ON "docs_feedback" USING btree ("created_at","id");