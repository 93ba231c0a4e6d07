CREATE TABLE `service_fee_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`service_type` text NOT NULL,
	`changed_by` text,
	`changed_at` integer NOT NULL,
	`old_government_fee` integer NOT NULL,
	`new_government_fee` integer NOT NULL,
	`old_service_charge` integer NOT NULL,
	`new_service_charge` integer NOT NULL,
	`old_working_days` integer NOT NULL,
	`new_working_days` integer NOT NULL,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `service_fee_changes_type_idx` ON `service_fee_changes` (`service_type`,`changed_at`);--> statement-breakpoint
CREATE TABLE `service_fees` (
	`service_type` text PRIMARY KEY NOT NULL,
	`government_fee` integer NOT NULL,
	`service_charge` integer NOT NULL,
	`working_days` integer NOT NULL,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `applications` ADD `government_fee` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `service_charge` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `working_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- SQLite adds a NOT NULL column only with a default: every row gets its own code before the
-- unique index exists, and the application always sets one.
ALTER TABLE `applications` ADD `tracking_code` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `applications` SET `tracking_code` = upper(hex(randomblob(6)));--> statement-breakpoint
CREATE UNIQUE INDEX `applications_tracking_code_unique` ON `applications` (`tracking_code`);--> statement-breakpoint
ALTER TABLE `portal_settings` ADD `centre_name` text DEFAULT 'Seva Service Centre' NOT NULL;--> statement-breakpoint
ALTER TABLE `portal_settings` ADD `centre_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `portal_settings` ADD `centre_phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `portal_settings` ADD `gstin` text;--> statement-breakpoint
ALTER TABLE `portal_settings` ADD `holidays` text DEFAULT '[]' NOT NULL;;--> statement-breakpoint
-- The seeded fees and working days (docs/product.md, Fees; @seva/schemas/fees holds the same).
INSERT INTO `service_fees` (`service_type`, `government_fee`, `service_charge`, `working_days`, `updated_by`, `updated_at`) VALUES
  ('PanCard', 107, 50, 15, NULL, 1795392000000),
  ('RTPS', 0, 30, 10, NULL, 1795392000000),
  ('JobCard', 0, 20, 15, NULL, 1795392000000),
  ('ITR', 0, 300, 7, NULL, 1795392000000);--> statement-breakpoint
-- Applications filed before fees existed take today's seeded fee and days.
UPDATE `applications` SET
  `government_fee` = (SELECT `government_fee` FROM `service_fees` WHERE `service_fees`.`service_type` = `applications`.`service_type`),
  `service_charge` = (SELECT `service_charge` FROM `service_fees` WHERE `service_fees`.`service_type` = `applications`.`service_type`),
  `working_days` = (SELECT `working_days` FROM `service_fees` WHERE `service_fees`.`service_type` = `applications`.`service_type`);
