CREATE TABLE "backup_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
