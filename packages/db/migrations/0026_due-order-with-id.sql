DROP INDEX `applications_status_due_idx`;--> statement-breakpoint
CREATE INDEX `applications_status_due_idx` ON `applications` (`status`,`due_on`,`id`);