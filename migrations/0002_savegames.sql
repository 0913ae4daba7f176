CREATE TABLE `savegames` (
	`user_id` integer NOT NULL,
	`puzzle_id` integer NOT NULL,
	`state` text NOT NULL,
	`progress` integer NOT NULL,
	`checked` integer NOT NULL,
	`stars` integer NOT NULL,
	`solved_at` integer,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `puzzle_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`puzzle_id`) REFERENCES `puzzles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `savegames_user_updated` ON `savegames` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `savegames_user_solved` ON `savegames` (`user_id`,`solved_at`);