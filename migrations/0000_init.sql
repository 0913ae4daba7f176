CREATE TABLE `job_runs` (
	`job` text NOT NULL,
	`run_date` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`detail` text,
	PRIMARY KEY(`job`, `run_date`)
);
--> statement-breakpoint
CREATE INDEX `job_runs_started` ON `job_runs` (`started_at`);--> statement-breakpoint
CREATE TABLE `puzzles` (
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
CREATE UNIQUE INDEX `puzzles_stars_seq` ON `puzzles` (`stars`,`seq`);