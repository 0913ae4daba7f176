CREATE TABLE `daily_pool` (
	`id` integer PRIMARY KEY NOT NULL,
	`stars` integer NOT NULL,
	`seq` integer NOT NULL,
	`puzzle` text NOT NULL,
	`solution` text NOT NULL,
	`clues` integer NOT NULL,
	`score` integer NOT NULL,
	`hardest` text NOT NULL,
	`profile` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `daily_pool_stars_seq` ON `daily_pool` (`stars`,`seq`);--> statement-breakpoint
CREATE TABLE `daily_puzzles` (
	`date` text PRIMARY KEY NOT NULL,
	`puzzle_id` integer NOT NULL,
	`stars` integer NOT NULL,
	`assigned_at` integer NOT NULL,
	FOREIGN KEY (`puzzle_id`) REFERENCES `daily_pool`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `daily_puzzles_puzzle` ON `daily_puzzles` (`puzzle_id`);--> statement-breakpoint
CREATE TABLE `daily_results` (
	`user_id` integer NOT NULL,
	`date` text NOT NULL,
	`puzzle_id` integer NOT NULL,
	`state` text NOT NULL,
	`progress` integer NOT NULL,
	`checked` integer NOT NULL,
	`solved_at` integer,
	`solved_on_day` integer DEFAULT false NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `daily_results_date` ON `daily_results` (`date`,`solved_on_day`);--> statement-breakpoint
CREATE TABLE `draw_entries` (
	`month` text NOT NULL,
	`participant` text NOT NULL,
	`date` text NOT NULL,
	`user_id` integer,
	PRIMARY KEY(`month`, `participant`, `date`),
	FOREIGN KEY (`month`) REFERENCES `draws`(`month`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `draw_entries_user` ON `draw_entries` (`user_id`);--> statement-breakpoint
CREATE TABLE `draw_winners` (
	`month` text NOT NULL,
	`place` integer NOT NULL,
	`participant` text,
	`user_id` integer,
	`display_name` text NOT NULL,
	`prize_cents` integer,
	`prize_text` text,
	`notified_at` integer,
	`imported` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`month`, `place`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `draw_winners_user` ON `draw_winners` (`user_id`);--> statement-breakpoint
CREATE TABLE `draws` (
	`month` text PRIMARY KEY NOT NULL,
	`seed` text NOT NULL,
	`commitment` text NOT NULL,
	`committed_at` integer NOT NULL,
	`freeze_at` integer NOT NULL,
	`chain_hash` text NOT NULL,
	`beacon_round` integer NOT NULL,
	`entries_hash` text,
	`frozen_at` integer,
	`beacon_randomness` text,
	`beacon_signature` text,
	`drawn_at` integer,
	`skipped` text
);
