-- Reference data (docs/product.md: Orders and the catalogue, RTPS blocks and registration types).
-- Admins edit it later; this only seeds a new database.
INSERT INTO `rtps_blocks` (`code`, `name`, `active`, `sort_order`) VALUES
  ('GOH', 'Goh', 1, 1),
  ('KONCH', 'Konch', 1, 2);
--> statement-breakpoint
INSERT INTO `rtps_registration_types` (`code`, `name`, `active`, `sort_order`) VALUES
  ('BRCCO', 'BRCCO', 1, 1),
  ('BICCO', 'BICCO', 1, 2),
  ('BCCCO', 'BCCCO', 1, 3),
  ('NCLCO', 'NCLCO', 1, 4),
  ('BOBCO', 'BOBCO', 1, 5);
--> statement-breakpoint
INSERT INTO `products` (`slug`, `kind`, `service_type`, `title`, `description`, `price`, `unit`, `active`, `sort_order`, `created_at`, `updated_at`) VALUES
  ('apply-pan-card', 'application', 'PanCard', 'PAN Card', 'Apply for a new PAN card: we fill and file the form with your Aadhaar, photo and signature.', 120, 'per application', 1, 1, 1763769600000, 1763769600000),
  ('apply-rtps', 'application', 'RTPS', 'RTPS Certificate', 'Caste, income and residence certificates under Bihar''s RTPS: give your registration details and we follow it up.', 50, 'per application', 1, 2, 1763769600000, 1763769600000),
  ('apply-job-card', 'application', 'JobCard', 'MGNREGA Job Card', 'Apply for a MGNREGA job card with your Aadhaar and bank passbook.', 50, 'per application', 1, 3, 1763769600000, 1763769600000),
  ('apply-itr', 'application', 'ITR', 'Income Tax Return (ITR)', 'We file your income tax return from your Aadhaar, PAN and bank details.', 500, 'per return', 1, 4, 1763769600000, 1763769600000),
  ('aadhar-card', 'product', NULL, 'Aadhar Card', 'Aadhaar card print, new enrolment help or update.', 50, 'per card', 1, 11, 1763769600000, 1763769600000),
  ('voter-id', 'product', NULL, 'Voter Card', 'Voter ID card print, new application or correction.', 40, 'per card', 1, 12, 1763769600000, 1763769600000),
  ('eshare-card', 'product', NULL, 'E Share Card', 'e-Shram card registration and print.', 100, 'per card', 1, 13, 1763769600000, 1763769600000),
  ('ayushman-card', 'product', NULL, 'Ayushman Card', 'Ayushman Bharat health card (5 lakh cover): check, apply or print.', 30, 'per card', 1, 14, 1763769600000, 1763769600000),
  ('pan-card', 'product', NULL, 'Pan Card', 'PAN card print or correction request.', 50, 'per card', 1, 15, 1763769600000, 1763769600000),
  ('pan-card-pvc', 'product', NULL, 'Pan Card PVC Print', 'Your e-PAN printed on a durable PVC card.', 60, 'per card', 1, 16, 1763769600000, 1763769600000),
  ('a4-paper', 'product', NULL, 'Computer Paper A4 Size', 'A4 computer paper for printing.', 15, 'per packet', 1, 17, 1763769600000, 1763769600000),
  ('photo-paper', 'product', NULL, '4X6 Photo Paper', 'Glossy 4×6 inch photo paper.', 20, 'per packet', 1, 18, 1763769600000, 1763769600000),
  ('laminated-pouch', 'product', NULL, 'Laminate A4 Pouch', 'A4 lamination pouches.', 10, 'per pouch', 1, 19, 1763769600000, 1763769600000),
  ('laminated-aadhar', 'product', NULL, 'Laminated Pouch Aadhar Card', 'Your Aadhaar printed and laminated.', 25, 'per card', 1, 20, 1763769600000, 1763769600000);
