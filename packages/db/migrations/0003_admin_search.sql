CREATE TABLE `application_search_terms` (
	`application_id` text NOT NULL,
	`term` text NOT NULL,
	PRIMARY KEY(`term`, `application_id`),
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `application_search_terms_application_idx` ON `application_search_terms` (`application_id`);--> statement-breakpoint
CREATE INDEX `applications_type_status_created_idx` ON `applications` (`service_type`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);