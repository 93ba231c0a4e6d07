CREATE TABLE `rate_limit_buckets` (
	`key` text PRIMARY KEY NOT NULL,
	`tokens` real NOT NULL,
	`updated_at` integer NOT NULL,
	`full_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_buckets_full_at_idx` ON `rate_limit_buckets` (`full_at`);