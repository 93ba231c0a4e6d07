-- Identity numbers sealed at rest (docs/decisions/060-identity-numbers-at-rest.md). The plain
-- columns become nullable; the server seals what they hold at its next start (it needs the key,
-- which SQL cannot have), nulls them, then vacuums once. The copies below select only the old
-- columns: a double-quoted name SQLite cannot find would be copied as its own text.
CREATE TABLE `data_migrations` (
	`name` text PRIMARY KEY NOT NULL,
	`done_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `order_identity_hashes` (
	`order_id` text NOT NULL,
	`hash` text NOT NULL,
	PRIMARY KEY(`hash`, `order_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_identity_hashes_order_idx` ON `order_identity_hashes` (`order_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_itr_details` (
	`application_id` text PRIMARY KEY NOT NULL,
	`aadhar_card_no` text,
	`aadhar_card_no_sealed` text,
	`aadhar_card_no_last4` text,
	`pan_card_no` text,
	`pan_card_no_sealed` text,
	`pan_card_no_last4` text,
	`account_no` text,
	`account_no_sealed` text,
	`account_no_last4` text,
	`ifsc_code` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_itr_details`("application_id", "aadhar_card_no", "pan_card_no", "account_no", "ifsc_code") SELECT "application_id", "aadhar_card_no", "pan_card_no", "account_no", "ifsc_code" FROM `itr_details`;--> statement-breakpoint
DROP TABLE `itr_details`;--> statement-breakpoint
ALTER TABLE `__new_itr_details` RENAME TO `itr_details`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE TABLE `__new_pan_card_details` (
	`application_id` text PRIMARY KEY NOT NULL,
	`full_name` text NOT NULL,
	`date_of_birth` text NOT NULL,
	`father_name` text NOT NULL,
	`mobile_number` text NOT NULL,
	`aadhar_number` text,
	`aadhar_number_sealed` text,
	`aadhar_number_last4` text,
	`address` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_pan_card_details`("application_id", "full_name", "date_of_birth", "father_name", "mobile_number", "aadhar_number", "address") SELECT "application_id", "full_name", "date_of_birth", "father_name", "mobile_number", "aadhar_number", "address" FROM `pan_card_details`;--> statement-breakpoint
DROP TABLE `pan_card_details`;--> statement-breakpoint
ALTER TABLE `__new_pan_card_details` RENAME TO `pan_card_details`;--> statement-breakpoint
ALTER TABLE `orders` ADD `identity_sealed` text;