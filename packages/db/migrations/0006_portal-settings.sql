CREATE TABLE `portal_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`storage_quota_bytes` integer NOT NULL,
	`updated_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "portal_settings_single_row" CHECK("portal_settings"."id" = 1)
);
--> statement-breakpoint
-- The one settings row: 200 MB (209,715,200 bytes) per citizen (docs/product.md, Security and
-- privacy: quotas).
INSERT INTO `portal_settings` (`id`, `storage_quota_bytes`, `updated_by`, `created_at`, `updated_at`) VALUES
  (1, 209715200, NULL, 1795392000000, 1795392000000);
