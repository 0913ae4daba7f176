CREATE TABLE `counter_days` (
	`day` text PRIMARY KEY NOT NULL,
	`visitors` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `counter_minutes` (
	`minute` integer PRIMARY KEY NOT NULL,
	`visitors` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `counter_visitors` (
	`id` text PRIMARY KEY NOT NULL,
	`last_minute` integer NOT NULL,
	`last_day` text NOT NULL
);
