CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`handled` integer DEFAULT false NOT NULL,
	`handled_at` integer,
	`handled_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`handled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_handled_created_idx` ON `contact_messages` (`handled`,`created_at`);--> statement-breakpoint
CREATE TABLE `locker_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`photo_key` text NOT NULL,
	`photo_original_name` text NOT NULL,
	`photo_type` text NOT NULL,
	`photo_size` integer NOT NULL,
	`signature_key` text NOT NULL,
	`signature_original_name` text NOT NULL,
	`signature_type` text NOT NULL,
	`signature_size` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `locker_documents_user_created_idx` ON `locker_documents` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `order_files` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`field` text NOT NULL,
	`stored_key` text NOT NULL,
	`original_name` text NOT NULL,
	`detected_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_files_order_idx` ON `order_files` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `order_status_history` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`changed_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_status_history_order_idx` ON `order_status_history` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`user_id` text NOT NULL,
	`product_slug` text NOT NULL,
	`product_title` text NOT NULL,
	`unit` text NOT NULL,
	`unit_price` integer NOT NULL,
	`quantity` integer NOT NULL,
	`amount` integer NOT NULL,
	`applicant_name` text NOT NULL,
	`applicant_name_key` text NOT NULL,
	`details` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`paid` integer DEFAULT false NOT NULL,
	`paid_amount` integer,
	`paid_method` text,
	`paid_at` integer,
	`paid_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`paid_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_reference_unique` ON `orders` (`reference`);--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_paid_created_idx` ON `orders` (`paid`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_paid_created_idx` ON `orders` (`status`,`paid`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_applicant_name_key_idx` ON `orders` (`applicant_name_key`);--> statement-breakpoint
-- The E Share card is a demat (share) account card service, not e-Shram registration.
UPDATE `products` SET `description` = 'E-Share card for your demat (share) account: new application, update or print.' WHERE `slug` = 'eshare-card' AND `description` = 'e-Shram card registration and print.';
