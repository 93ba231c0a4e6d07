ALTER TABLE `users` ADD `mobile` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_mobile_unique` ON `users` (`mobile`);