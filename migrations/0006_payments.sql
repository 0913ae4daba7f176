CREATE TABLE `payment_adjustments` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` integer NOT NULL,
	`kind` text NOT NULL,
	`cents` integer NOT NULL,
	`days_taken_back` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_adjustments_payment` ON `payment_adjustments` (`payment_id`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`resource_id` text,
	`payment_id` integer,
	`outcome` text,
	`raw` text NOT NULL,
	`received_at` integer NOT NULL,
	`processed_at` integer,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`order_id` text NOT NULL,
	`capture_id` text,
	`create_request_id` text NOT NULL,
	`capture_request_id` text NOT NULL,
	`gross_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`net_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`black_friday` integer NOT NULL,
	`months` integer NOT NULL,
	`days` integer NOT NULL,
	`days_granted` integer,
	`until_before` text,
	`until_after` text,
	`status` text NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`days_taken_back` integer DEFAULT 0 NOT NULL,
	`payer_email` text,
	`locale` text DEFAULT 'de' NOT NULL,
	`raw` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`captured_at` integer,
	`granted_at` integer,
	`receipt_sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_order_id_unique` ON `payments` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_capture_id_unique` ON `payments` (`capture_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_create_request_id_unique` ON `payments` (`create_request_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_capture_request_id_unique` ON `payments` (`capture_request_id`);--> statement-breakpoint
CREATE INDEX `payments_user` ON `payments` (`user_id`,`created_at`);