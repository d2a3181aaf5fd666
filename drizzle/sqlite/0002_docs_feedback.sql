CREATE TABLE `docs_feedback` (
	`id` text PRIMARY KEY NOT NULL,
	`path` text NOT NULL,
	`locale` text NOT NULL,
	`helpful` integer NOT NULL,
	`comment` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `docs_feedback_created_at_idx` ON `docs_feedback` (`created_at`,`id`);