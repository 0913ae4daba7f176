CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`mailed_at` integer
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created` ON `contact_messages` (`created_at`);--> statement-breakpoint
ALTER TABLE `dev_outbox` ADD `reply_to` text;--> statement-breakpoint
CREATE INDEX `puzzles_hardest_id` ON `puzzles` (`hardest`,`id`);