CREATE TABLE `backup_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`trigger` text NOT NULL,
	`ok` integer NOT NULL,
	`file` text,
	`size` integer,
	`files` integer,
	`error` text,
	`started_at` integer NOT NULL,
	`finished_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `backup_runs_ok_finished_idx` ON `backup_runs` (`ok`,`finished_at`);