CREATE TABLE `application_events` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`type` text NOT NULL,
	`actor_id` text,
	`operator_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`operator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `application_events_application_idx` ON `application_events` (`application_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `document_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`send_back_id` text NOT NULL,
	`document_key` text NOT NULL,
	`label` text NOT NULL,
	`requested_by` text,
	`requested_at` integer NOT NULL,
	`attachment_id` text,
	`received_at` integer,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`attachment_id`) REFERENCES `attachments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `document_requests_application_idx` ON `document_requests` (`application_id`,`requested_at`);--> statement-breakpoint
CREATE TABLE `identity_access_log` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text,
	`order_id` text,
	`citizen_id` text,
	`operator_id` text,
	`operator_name` text NOT NULL,
	`subject` text NOT NULL,
	`document_type` text,
	`attachment_id` text,
	`action` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`operator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `identity_access_log_application_idx` ON `identity_access_log` (`application_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `identity_access_log_order_idx` ON `identity_access_log` (`order_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `identity_access_log_citizen_idx` ON `identity_access_log` (`citizen_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `identity_access_log_created_idx` ON `identity_access_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `internal_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text,
	`order_id` text,
	`author_id` text,
	`text` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "internal_notes_one_subject" CHECK(("internal_notes"."application_id" IS NULL) <> ("internal_notes"."order_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX `internal_notes_application_idx` ON `internal_notes` (`application_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `internal_notes_order_idx` ON `internal_notes` (`order_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `applications` ADD `assigned_to` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `assigned_at` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `due_on` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `paused_working_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `waiting_since` integer;--> statement-breakpoint
CREATE INDEX `applications_assigned_created_idx` ON `applications` (`assigned_to`,`created_at`);--> statement-breakpoint
CREATE INDEX `applications_status_due_idx` ON `applications` (`status`,`due_on`);--> statement-breakpoint
ALTER TABLE `attachments` ADD `replaced_at` integer;--> statement-breakpoint
ALTER TABLE `attachments` ADD `replaced_by` text;--> statement-breakpoint
ALTER TABLE `status_history` ADD `reason` text;