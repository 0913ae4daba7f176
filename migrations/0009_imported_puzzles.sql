CREATE TABLE `imported_puzzles` (
	`puzzle_id` integer PRIMARY KEY NOT NULL,
	`grid` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`puzzle_id`) REFERENCES `puzzles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `imported_puzzles_grid_unique` ON `imported_puzzles` (`grid`);