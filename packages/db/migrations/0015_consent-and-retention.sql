CREATE TABLE `consents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`notice_version` integer NOT NULL,
	`purpose` text NOT NULL,
	`channel` text NOT NULL,
	`operator_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`operator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `consents_user_purpose_idx` ON `consents` (`user_id`,`purpose`,`notice_version`);--> statement-breakpoint
CREATE TABLE `setting_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`setting` text NOT NULL,
	`old_value` text NOT NULL,
	`new_value` text NOT NULL,
	`changed_by` text,
	`changed_at` integer NOT NULL,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `setting_changes_setting_idx` ON `setting_changes` (`setting`,`changed_at`);--> statement-breakpoint
ALTER TABLE `applications` ADD `identity_purged_at` integer;--> statement-breakpoint
ALTER TABLE `portal_settings` ADD `retention_days` integer DEFAULT 180 NOT NULL;