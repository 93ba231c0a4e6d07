-- Counter accounts: e-mail and password become optional. SQLite rebuilds `users` for that;
-- the migrator runs with foreign keys off (packages/db/src/client.ts), so dropping the old
-- table cascades nowhere, and checks every reference once the migrations are in.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`password_hash` text,
	`role` text DEFAULT 'user' NOT NULL,
	`email_verified_at` integer,
	`disabled_at` integer,
	`language` text DEFAULT 'en' NOT NULL,
	`mobile` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "name", "email", "password_hash", "role", "email_verified_at", "disabled_at", "language", "mobile", "created_at", "updated_at") SELECT "id", "name", "email", "password_hash", "role", "email_verified_at", "disabled_at", "language", "mobile", "created_at", "updated_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_mobile_unique` ON `users` (`mobile`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
ALTER TABLE `applications` ADD `at_counter` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `filed_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `orders` ADD `at_counter` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `filed_by` text REFERENCES users(id) ON DELETE set null;