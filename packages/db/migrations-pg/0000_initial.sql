CREATE TABLE "application_events" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"type" text NOT NULL,
	"actor_id" text,
	"operator_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_search_terms" (
	"application_id" text NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	CONSTRAINT "application_search_terms_term_application_id_pk" PRIMARY KEY("term","application_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text COLLATE "C" NOT NULL,
	"user_id" text NOT NULL,
	"service_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"applicant_name" text,
	"government_fee" integer DEFAULT 0 NOT NULL,
	"service_charge" integer DEFAULT 0 NOT NULL,
	"working_days" integer DEFAULT 0 NOT NULL,
	"tracking_code" text NOT NULL,
	"at_counter" boolean DEFAULT false NOT NULL,
	"filed_by" text,
	"identity_purged_at" timestamp with time zone,
	"assigned_to" text,
	"assigned_at" timestamp with time zone,
	"due_on" text COLLATE "C",
	"paused_working_days" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"document_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"replaced_by" text
);
--> statement-breakpoint
CREATE TABLE "backup_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"ok" boolean NOT NULL,
	"file" text,
	"size" bigint,
	"files" integer,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"author_id" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"notice_version" integer NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"operator_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"handled" boolean DEFAULT false NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"send_back_id" text NOT NULL,
	"document_key" text NOT NULL,
	"label" text NOT NULL,
	"requested_by" text,
	"requested_at" timestamp with time zone NOT NULL,
	"attachment_id" text,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasures" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"door" text NOT NULL,
	"erased_by" text,
	"applications_removed" integer NOT NULL,
	"orders_removed" integer NOT NULL,
	"kept_for_accounts" integer NOT NULL,
	"locker_documents" integer NOT NULL,
	"files_deleted" integer DEFAULT 0 NOT NULL,
	"files_failed" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_access_log" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text,
	"order_id" text,
	"citizen_id" text,
	"operator_id" text,
	"operator_name" text NOT NULL,
	"subject" text NOT NULL,
	"document_type" text,
	"attachment_id" text,
	"action" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text,
	"order_id" text,
	"author_id" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "internal_notes_one_subject" CHECK (("internal_notes"."application_id" IS NULL) <> ("internal_notes"."order_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "itr_details" (
	"application_id" text PRIMARY KEY NOT NULL,
	"aadhar_card_no" text,
	"aadhar_card_no_sealed" text,
	"aadhar_card_no_last4" text,
	"pan_card_no" text,
	"pan_card_no_sealed" text,
	"pan_card_no_last4" text,
	"account_no" text,
	"account_no_sealed" text,
	"account_no_last4" text,
	"ifsc_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_card_details" (
	"application_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"father_husband_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locker_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"photo_storage_key" text NOT NULL,
	"photo_original_name" text NOT NULL,
	"photo_content_type" text NOT NULL,
	"photo_size" integer NOT NULL,
	"photo_sha256" text,
	"signature_storage_key" text NOT NULL,
	"signature_original_name" text NOT NULL,
	"signature_content_type" text NOT NULL,
	"signature_size" integer NOT NULL,
	"signature_sha256" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"user_id" text,
	"recipient_masked" text NOT NULL,
	"message" text NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"field" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_identity_hashes" (
	"order_id" text NOT NULL,
	"hash" text COLLATE "C" NOT NULL,
	CONSTRAINT "order_identity_hashes_hash_order_id_pk" PRIMARY KEY("hash","order_id")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text COLLATE "C" NOT NULL,
	"user_id" text NOT NULL,
	"product_slug" text NOT NULL,
	"product_title" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_name_key" text COLLATE "C" NOT NULL,
	"details" text NOT NULL,
	"identity_sealed" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_amount" integer,
	"paid_method" text,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"at_counter" boolean DEFAULT false NOT NULL,
	"filed_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pan_card_details" (
	"application_id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"father_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"aadhar_number" text,
	"aadhar_number_sealed" text,
	"aadhar_number_last4" text,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"receipt_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"application_id" text,
	"order_id" text,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"utr" text,
	"reverses_id" text,
	"reason" text,
	"recorded_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_one_subject" CHECK (("payments"."application_id" IS NULL) <> ("payments"."order_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "portal_settings" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "portal_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_quota_bytes" bigint NOT NULL,
	"centre_name" text DEFAULT 'Seva Service Centre' NOT NULL,
	"centre_address" text DEFAULT '' NOT NULL,
	"centre_phone" text DEFAULT '' NOT NULL,
	"gstin" text,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retention_days" integer DEFAULT 180 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portal_settings_single_row" CHECK ("portal_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"service_type" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"unit" text NOT NULL,
	"title_hi" text,
	"description_hi" text,
	"unit_hi" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_counters" (
	"year" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "reference_counters_year_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtps_blocks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtps_details" (
	"application_id" text PRIMARY KEY NOT NULL,
	"block" text NOT NULL,
	"registration_type" text NOT NULL,
	"registration_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtps_registration_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "running_due_tallies" (
	"due_on" text COLLATE "C" NOT NULL,
	"service_type" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "running_due_tallies_due_on_service_type_status_pk" PRIMARY KEY("due_on","service_type","status")
);
--> statement-breakpoint
CREATE TABLE "service_fee_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"service_type" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone NOT NULL,
	"old_government_fee" integer NOT NULL,
	"new_government_fee" integer NOT NULL,
	"old_service_charge" integer NOT NULL,
	"new_service_charge" integer NOT NULL,
	"old_working_days" integer NOT NULL,
	"new_working_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_fees" (
	"service_type" text PRIMARY KEY NOT NULL,
	"government_fee" integer NOT NULL,
	"service_charge" integer NOT NULL,
	"working_days" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"setting" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_history" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"changed_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text COLLATE "C",
	"password_hash" text,
	"role" text DEFAULT 'user' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"language" text DEFAULT 'en' NOT NULL,
	"mobile" text,
	"notify_by_email" boolean DEFAULT true NOT NULL,
	"notify_by_sms" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_search_terms" ADD CONSTRAINT "application_search_terms_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_erased_by_users_id_fk" FOREIGN KEY ("erased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_access_log" ADD CONSTRAINT "identity_access_log_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itr_details" ADD CONSTRAINT "itr_details_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_details" ADD CONSTRAINT "job_card_details_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_documents" ADD CONSTRAINT "locker_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_identity_hashes" ADD CONSTRAINT "order_identity_hashes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_card_details" ADD CONSTRAINT "pan_card_details_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD CONSTRAINT "portal_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rtps_details" ADD CONSTRAINT "rtps_details_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_fee_changes" ADD CONSTRAINT "service_fee_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_fees" ADD CONSTRAINT "service_fees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_search_terms_application_idx" ON "application_search_terms" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_reference_unique" ON "applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "applications_assigned_created_idx" ON "applications" USING btree ("assigned_to","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_due_idx" ON "applications" USING btree ("status","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_tracking_code_unique" ON "applications" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "applications_user_created_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "applications_type_created_idx" ON "applications" USING btree ("service_type","created_at");--> statement-breakpoint
CREATE INDEX "applications_type_status_created_idx" ON "applications" USING btree ("service_type","status","created_at");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "attachments_application_idx" ON "attachments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "backup_runs_ok_finished_idx" ON "backup_runs" USING btree ("ok","finished_at");--> statement-breakpoint
CREATE INDEX "comments_application_idx" ON "comments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "consents_user_purpose_idx" ON "consents" USING btree ("user_id","purpose","notice_version");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_handled_created_idx" ON "contact_messages" USING btree ("handled","created_at");--> statement-breakpoint
CREATE INDEX "document_requests_application_idx" ON "document_requests" USING btree ("application_id","requested_at");--> statement-breakpoint
CREATE INDEX "email_codes_user_purpose_idx" ON "email_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "erasures_user_unique" ON "erasures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "erasures_requested_idx" ON "erasures" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "identity_access_log_application_idx" ON "identity_access_log" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_access_log_order_idx" ON "identity_access_log" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_access_log_citizen_idx" ON "identity_access_log" USING btree ("citizen_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_access_log_created_idx" ON "identity_access_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "internal_notes_application_idx" ON "internal_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "internal_notes_order_idx" ON "internal_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "locker_documents_user_created_idx" ON "locker_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notifications_sent_idx" ON "notifications" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_files_order_idx" ON "order_files" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_identity_hashes_order_idx" ON "order_identity_hashes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_unique" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_created_idx" ON "orders" USING btree ("paid","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_paid_created_idx" ON "orders" USING btree ("status","paid","created_at");--> statement-breakpoint
CREATE INDEX "orders_applicant_name_key_idx" ON "orders" USING btree ("applicant_name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_unique" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_year_sequence_unique" ON "payments" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reverses_unique" ON "payments" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "payments_application_idx" ON "payments" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_kind_idx" ON "products" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE INDEX "service_fee_changes_type_idx" ON "service_fee_changes" USING btree ("service_type","changed_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "setting_changes_setting_idx" ON "setting_changes" USING btree ("setting","changed_at");--> statement-breakpoint
CREATE INDEX "status_history_application_idx" ON "status_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_unique" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");