CREATE TABLE `backup_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`held_until` integer NOT NULL,
	`taken_at` integer NOT NULL
);
