DROP INDEX `application_search_terms_application_idx`;--> statement-breakpoint
CREATE INDEX `application_search_terms_application_term_idx` ON `application_search_terms` (`application_id`,`term`);