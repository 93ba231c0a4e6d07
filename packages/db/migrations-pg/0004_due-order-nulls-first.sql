DROP INDEX "applications_status_due_idx";--> statement-breakpoint
CREATE INDEX "applications_status_due_idx" ON "applications" USING btree ("status","due_on" NULLS FIRST,"id");