CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text,
	`message` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `demo_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`company` text NOT NULL,
	`message` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `waitlist_entries` (
	`position` integer PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`language` text NOT NULL,
	`source` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_email_unique` ON `waitlist_entries` (`email`);--> statement-breakpoint
CREATE TABLE `waitlist_sequence` (
	`id` integer PRIMARY KEY NOT NULL,
	`last_position` integer NOT NULL,
	CONSTRAINT "waitlist_sequence_single_row" CHECK("waitlist_sequence"."id" = 1)
);
