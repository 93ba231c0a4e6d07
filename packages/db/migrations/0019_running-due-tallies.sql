CREATE TABLE `running_due_tallies` (
	`due_on` text NOT NULL,
	`service_type` text NOT NULL,
	`status` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`due_on`, `service_type`, `status`)
);
--> statement-breakpoint
-- Kept by these triggers only (docs/decisions/071). A migration that rebuilds `applications`
-- drops them with the old table and must create them again (tallies.test.ts notices).
CREATE TRIGGER `applications_tally_insert` AFTER INSERT ON `applications`
WHEN new.`status` IN ('pending', 'in_progress') AND new.`due_on` IS NOT NULL
BEGIN
	INSERT INTO `running_due_tallies` (`due_on`, `service_type`, `status`, `n`)
	VALUES (new.`due_on`, new.`service_type`, new.`status`, 1)
	ON CONFLICT (`due_on`, `service_type`, `status`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_tally_delete` AFTER DELETE ON `applications`
WHEN old.`status` IN ('pending', 'in_progress') AND old.`due_on` IS NOT NULL
BEGIN
	UPDATE `running_due_tallies` SET `n` = `n` - 1
	WHERE `due_on` = old.`due_on` AND `service_type` = old.`service_type` AND `status` = old.`status`;
	DELETE FROM `running_due_tallies`
	WHERE `due_on` = old.`due_on` AND `service_type` = old.`service_type` AND `status` = old.`status` AND `n` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_tally_update_leave` AFTER UPDATE OF `status`, `due_on`, `service_type` ON `applications`
WHEN old.`status` IN ('pending', 'in_progress') AND old.`due_on` IS NOT NULL
BEGIN
	UPDATE `running_due_tallies` SET `n` = `n` - 1
	WHERE `due_on` = old.`due_on` AND `service_type` = old.`service_type` AND `status` = old.`status`;
	DELETE FROM `running_due_tallies`
	WHERE `due_on` = old.`due_on` AND `service_type` = old.`service_type` AND `status` = old.`status` AND `n` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `applications_tally_update_enter` AFTER UPDATE OF `status`, `due_on`, `service_type` ON `applications`
WHEN new.`status` IN ('pending', 'in_progress') AND new.`due_on` IS NOT NULL
BEGIN
	INSERT INTO `running_due_tallies` (`due_on`, `service_type`, `status`, `n`)
	VALUES (new.`due_on`, new.`service_type`, new.`status`, 1)
	ON CONFLICT (`due_on`, `service_type`, `status`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
INSERT INTO `running_due_tallies` (`due_on`, `service_type`, `status`, `n`)
SELECT `due_on`, `service_type`, `status`, count(*) FROM `applications`
WHERE `status` IN ('pending', 'in_progress') AND `due_on` IS NOT NULL
GROUP BY `due_on`, `service_type`, `status`;
