ALTER TABLE `locker_documents` RENAME COLUMN "photo_key" TO "photo_storage_key";--> statement-breakpoint
ALTER TABLE `locker_documents` RENAME COLUMN "photo_type" TO "photo_content_type";--> statement-breakpoint
ALTER TABLE `locker_documents` RENAME COLUMN "signature_key" TO "signature_storage_key";--> statement-breakpoint
ALTER TABLE `locker_documents` RENAME COLUMN "signature_type" TO "signature_content_type";--> statement-breakpoint
ALTER TABLE `order_files` RENAME COLUMN "stored_key" TO "storage_key";--> statement-breakpoint
ALTER TABLE `order_files` RENAME COLUMN "detected_type" TO "content_type";