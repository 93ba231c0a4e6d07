CREATE TABLE `application_tallies` (
	`service_type` text NOT NULL,
	`status` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`service_type`, `status`)
);
--> statement-breakpoint
-- Kept by these triggers only (docs/decisions/086), as running_due_tallies by 0019's. A
-- migration that rebuilds `applications` drops them with the old table and must create them
-- again (tallies.test.ts notices).
CREATE TRIGGER `applications_count_insert` AFTER INSERT ON `applications`
BEGIN
	INSERT INTO `application_tallies` (`service_type`, `status`, `n`)
	VALUES (new.`service_type`, new.`status`, 1)
	ON CONFLICT (`service_type`, `status`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_count_delete` AFTER DELETE ON `applications`
BEGIN
	UPDATE `application_tallies` SET `n` = `n` - 1
	WHERE `service_type` = old.`service_type` AND `status` = old.`status`;
	DELETE FROM `application_tallies`
	WHERE `service_type` = old.`service_type` AND `status` = old.`status` AND `n` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_count_update` AFTER UPDATE OF `status`, `service_type` ON `applications`
WHEN old.`status` <> new.`status` OR old.`service_type` <> new.`service_type`
BEGIN
	UPDATE `application_tallies` SET `n` = `n` - 1
	WHERE `service_type` = old.`service_type` AND `status` = old.`status`;
	DELETE FROM `application_tallies`
	WHERE `service_type` = old.`service_type` AND `status` = old.`status` AND `n` <= 0;
	INSERT INTO `application_tallies` (`service_type`, `status`, `n`)
	VALUES (new.`service_type`, new.`status`, 1)
	ON CONFLICT (`service_type`, `status`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
INSERT INTO `application_tallies` (`service_type`, `status`, `n`)
SELECT `service_type`, `status`, count(*) FROM `applications`
GROUP BY `service_type`, `status`;
