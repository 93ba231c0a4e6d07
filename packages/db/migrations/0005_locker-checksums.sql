ALTER TABLE `locker_documents` ADD `photo_sha256` text;--> statement-breakpoint
ALTER TABLE `locker_documents` ADD `signature_sha256` text;