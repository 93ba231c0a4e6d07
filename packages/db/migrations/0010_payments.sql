CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`receipt_number` text NOT NULL,
	`financial_year` text NOT NULL,
	`sequence` integer NOT NULL,
	`application_id` text,
	`order_id` text,
	`amount` integer NOT NULL,
	`method` text NOT NULL,
	`utr` text,
	`reverses_id` text,
	`reason` text,
	`recorded_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payments_one_subject" CHECK(("payments"."application_id" IS NULL) <> ("payments"."order_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_receipt_number_unique` ON `payments` (`receipt_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_year_sequence_unique` ON `payments` (`financial_year`,`sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_reverses_unique` ON `payments` (`reverses_id`);--> statement-breakpoint
CREATE INDEX `payments_application_idx` ON `payments` (`application_id`);--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`);--> statement-breakpoint
CREATE TABLE `receipt_counters` (
	`financial_year` text PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
