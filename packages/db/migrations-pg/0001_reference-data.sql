-- The reference data SQLite's migrations seed and later edit, as a fresh SQLite database holds
-- it after all of them; postgres.test.ts checks that the two agree.
INSERT INTO "rtps_blocks" ("code", "name", "active", "sort_order", "name_hi") VALUES
  ('GOH', 'Goh', true, 1, 'गोह'),
  ('KONCH', 'Konch', true, 2, 'कोंच');
--> statement-breakpoint
INSERT INTO "rtps_registration_types" ("code", "name", "active", "sort_order", "name_hi") VALUES
  ('BRCCO', 'Residence certificate', true, 1, 'निवास प्रमाण पत्र'),
  ('BICCO', 'Income certificate', true, 2, 'आय प्रमाण पत्र'),
  ('BCCCO', 'Caste certificate', true, 3, 'जाति प्रमाण पत्र'),
  ('NCLCO', 'Non-creamy layer certificate', true, 4, 'नॉन-क्रीमी लेयर प्रमाण पत्र'),
  ('BOBCO', 'OBC certificate', true, 5, 'ओबीसी प्रमाण पत्र');
--> statement-breakpoint
INSERT INTO "products" ("slug", "kind", "service_type", "title", "description", "price", "unit", "active", "sort_order", "created_at", "updated_at", "title_hi", "description_hi", "unit_hi") VALUES
  ('apply-pan-card', 'application', 'PanCard', 'PAN Card', 'Apply for a new PAN card: we fill and file the form with your Aadhaar, photo and signature.', 120, 'per application', true, 1, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'पैन कार्ड', 'नया पैन कार्ड बनवाएँ: आपके आधार, फ़ोटो और हस्ताक्षर से हम फ़ॉर्म भरकर जमा करते हैं।', 'प्रति आवेदन'),
  ('apply-rtps', 'application', 'RTPS', 'RTPS Certificate', 'Caste, income and residence certificates under Bihar''s RTPS: give your registration details and we follow it up.', 50, 'per application', true, 2, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'RTPS प्रमाण पत्र', 'बिहार के RTPS के तहत जाति, आय और निवास प्रमाण पत्र: अपना पंजीकरण विवरण दें, आगे की कार्यवाही हम करेंगे।', 'प्रति आवेदन'),
  ('apply-job-card', 'application', 'JobCard', 'MGNREGA Job Card', 'Apply for a MGNREGA job card with your Aadhaar and bank passbook.', 50, 'per application', true, 3, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'मनरेगा जॉब कार्ड', 'अपने आधार और बैंक पासबुक से मनरेगा जॉब कार्ड के लिए आवेदन करें।', 'प्रति आवेदन'),
  ('apply-itr', 'application', 'ITR', 'Income Tax Return (ITR)', 'We file your income tax return from your Aadhaar, PAN and bank details.', 500, 'per return', true, 4, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'आयकर रिटर्न (ITR)', 'आपके आधार, पैन और बैंक विवरण से हम आपका आयकर रिटर्न भरते हैं।', 'प्रति रिटर्न'),
  ('aadhar-card', 'product', NULL, 'Aadhar Card', 'Aadhaar card print, new enrolment help or update.', 50, 'per card', true, 11, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'आधार कार्ड', 'आधार कार्ड प्रिंट, नए नामांकन या सुधार में मदद।', 'प्रति कार्ड'),
  ('voter-id', 'product', NULL, 'Voter Card', 'Voter ID card print, new application or correction.', 40, 'per card', true, 12, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'वोटर कार्ड', 'वोटर आईडी कार्ड प्रिंट, नया आवेदन या सुधार।', 'प्रति कार्ड'),
  ('eshare-card', 'product', NULL, 'E Share Card', 'E-Share card for your demat (share) account: new application, update or print.', 100, 'per card', true, 13, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'ई-शेयर कार्ड', 'आपके डीमैट (शेयर) खाते के लिए ई-शेयर कार्ड: नया आवेदन, सुधार या प्रिंट।', 'प्रति कार्ड'),
  ('ayushman-card', 'product', NULL, 'Ayushman Card', 'Ayushman Bharat health card (5 lakh cover): check, apply or print.', 30, 'per card', true, 14, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'आयुष्मान कार्ड', 'आयुष्मान भारत स्वास्थ्य कार्ड (5 लाख का कवर): जाँच, आवेदन या प्रिंट।', 'प्रति कार्ड'),
  ('pan-card', 'product', NULL, 'Pan Card', 'PAN card print or correction request.', 50, 'per card', false, 15, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'पैन कार्ड', 'पैन कार्ड प्रिंट या सुधार का अनुरोध।', 'प्रति कार्ड'),
  ('pan-card-pvc', 'product', NULL, 'Pan Card PVC Print', 'Your e-PAN printed on a durable PVC card.', 60, 'per card', true, 16, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'पैन कार्ड PVC प्रिंट', 'आपका ई-पैन मज़बूत PVC कार्ड पर प्रिंट।', 'प्रति कार्ड'),
  ('a4-paper', 'product', NULL, 'Computer Paper A4 Size', 'A4 computer paper for printing.', 15, 'per packet', true, 17, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'A4 कंप्यूटर पेपर', 'प्रिंटिंग के लिए A4 कंप्यूटर पेपर।', 'प्रति पैकेट'),
  ('photo-paper', 'product', NULL, '4X6 Photo Paper', 'Glossy 4×6 inch photo paper.', 20, 'per packet', true, 18, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', '4X6 फ़ोटो पेपर', 'चमकदार 4×6 इंच फ़ोटो पेपर।', 'प्रति पैकेट'),
  ('laminated-pouch', 'product', NULL, 'Laminate A4 Pouch', 'A4 lamination pouches.', 10, 'per pouch', true, 19, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'A4 लेमिनेशन पाउच', 'A4 लेमिनेशन पाउच।', 'प्रति पाउच'),
  ('laminated-aadhar', 'product', NULL, 'Laminated Pouch Aadhar Card', 'Your Aadhaar printed and laminated.', 25, 'per card', true, 20, '2025-11-22T00:00:00.000Z', '2025-11-22T00:00:00.000Z', 'लेमिनेटेड आधार कार्ड', 'आपका आधार प्रिंट और लेमिनेट करके।', 'प्रति कार्ड');
--> statement-breakpoint
INSERT INTO "portal_settings" ("id", "storage_quota_bytes", "updated_by", "created_at", "updated_at", "centre_name", "centre_address", "centre_phone", "gstin", "holidays", "retention_days") VALUES
  (1, 209715200, NULL, '2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z', 'Seva Service Centre', '', '', NULL, '[]'::jsonb, 180);
--> statement-breakpoint
INSERT INTO "service_fees" ("service_type", "government_fee", "service_charge", "working_days", "updated_by", "updated_at") VALUES
  ('PanCard', 107, 50, 15, NULL, '2026-11-23T00:00:00.000Z'),
  ('RTPS', 0, 30, 10, NULL, '2026-11-23T00:00:00.000Z'),
  ('JobCard', 0, 20, 15, NULL, '2026-11-23T00:00:00.000Z'),
  ('ITR', 0, 300, 7, NULL, '2026-11-23T00:00:00.000Z');
--> statement-breakpoint
-- running_due_tallies is kept by this trigger only, as SQLite's migration 0019 keeps it with
-- four (docs/decisions/071): an application counts while it is pending or in progress and has
-- a promised date.
CREATE FUNCTION "applications_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		IF OLD."status" IN ('pending', 'in_progress') AND OLD."due_on" IS NOT NULL THEN
			UPDATE "running_due_tallies" SET "n" = "n" - 1
			WHERE "due_on" = OLD."due_on" AND "service_type" = OLD."service_type" AND "status" = OLD."status";
			DELETE FROM "running_due_tallies"
			WHERE "due_on" = OLD."due_on" AND "service_type" = OLD."service_type" AND "status" = OLD."status" AND "n" <= 0;
		END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		IF NEW."status" IN ('pending', 'in_progress') AND NEW."due_on" IS NOT NULL THEN
			INSERT INTO "running_due_tallies" ("due_on", "service_type", "status", "n")
			VALUES (NEW."due_on", NEW."service_type", NEW."status", 1)
			ON CONFLICT ("due_on", "service_type", "status")
			DO UPDATE SET "n" = "running_due_tallies"."n" + 1;
		END IF;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_tally"
AFTER INSERT OR DELETE OR UPDATE OF "status", "due_on", "service_type" ON "applications"
FOR EACH ROW EXECUTE FUNCTION "applications_tally"();
