-- RTPS registration types by their certificate names (issue 16 item 10). Only names still equal
-- to the code change: a name an operator set in Settings stays as it is.
UPDATE `rtps_registration_types` SET `name` = 'Residence certificate', `name_hi` = COALESCE(`name_hi`, 'निवास प्रमाण पत्र') WHERE `code` = 'BRCCO' AND `name` = 'BRCCO';
--> statement-breakpoint
UPDATE `rtps_registration_types` SET `name` = 'Income certificate', `name_hi` = COALESCE(`name_hi`, 'आय प्रमाण पत्र') WHERE `code` = 'BICCO' AND `name` = 'BICCO';
--> statement-breakpoint
UPDATE `rtps_registration_types` SET `name` = 'Caste certificate', `name_hi` = COALESCE(`name_hi`, 'जाति प्रमाण पत्र') WHERE `code` = 'BCCCO' AND `name` = 'BCCCO';
--> statement-breakpoint
UPDATE `rtps_registration_types` SET `name` = 'Non-creamy layer certificate', `name_hi` = COALESCE(`name_hi`, 'नॉन-क्रीमी लेयर प्रमाण पत्र') WHERE `code` = 'NCLCO' AND `name` = 'NCLCO';
--> statement-breakpoint
UPDATE `rtps_registration_types` SET `name` = 'OBC certificate', `name_hi` = COALESCE(`name_hi`, 'ओबीसी प्रमाण पत्र') WHERE `code` = 'BOBCO' AND `name` = 'BOBCO';
