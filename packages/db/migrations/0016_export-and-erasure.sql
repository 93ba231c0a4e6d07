CREATE TABLE `erasures` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`door` text NOT NULL,
	`erased_by` text,
	`applications_removed` integer NOT NULL,
	`orders_removed` integer NOT NULL,
	`kept_for_accounts` integer NOT NULL,
	`locker_documents` integer NOT NULL,
	`files_deleted` integer DEFAULT 0 NOT NULL,
	`files_failed` integer DEFAULT 0 NOT NULL,
	`requested_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`erased_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `erasures_user_unique` ON `erasures` (`user_id`);--> statement-breakpoint
CREATE INDEX `erasures_requested_idx` ON `erasures` (`requested_at`);