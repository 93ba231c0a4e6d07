ALTER TABLE `products` ADD `title_hi` text;--> statement-breakpoint
ALTER TABLE `products` ADD `description_hi` text;--> statement-breakpoint
ALTER TABLE `products` ADD `unit_hi` text;--> statement-breakpoint
ALTER TABLE `rtps_blocks` ADD `name_hi` text;--> statement-breakpoint
ALTER TABLE `rtps_registration_types` ADD `name_hi` text;--> statement-breakpoint
ALTER TABLE `users` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Hindi texts for the seeded catalogue, where an operator has not changed the English since.
UPDATE `products` SET `title_hi` = 'पैन कार्ड' WHERE `slug` = 'apply-pan-card' AND `title` = 'PAN Card';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'नया पैन कार्ड बनवाएँ: आपके आधार, फ़ोटो और हस्ताक्षर से हम फ़ॉर्म भरकर जमा करते हैं।' WHERE `slug` = 'apply-pan-card' AND `description` = 'Apply for a new PAN card: we fill and file the form with your Aadhaar, photo and signature.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति आवेदन' WHERE `slug` = 'apply-pan-card' AND `unit` = 'per application';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'RTPS प्रमाण पत्र' WHERE `slug` = 'apply-rtps' AND `title` = 'RTPS Certificate';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'बिहार के RTPS के तहत जाति, आय और निवास प्रमाण पत्र: अपना पंजीकरण विवरण दें, आगे की कार्यवाही हम करेंगे।' WHERE `slug` = 'apply-rtps' AND `description` = 'Caste, income and residence certificates under Bihar''s RTPS: give your registration details and we follow it up.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति आवेदन' WHERE `slug` = 'apply-rtps' AND `unit` = 'per application';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'मनरेगा जॉब कार्ड' WHERE `slug` = 'apply-job-card' AND `title` = 'MGNREGA Job Card';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'अपने आधार और बैंक पासबुक से मनरेगा जॉब कार्ड के लिए आवेदन करें।' WHERE `slug` = 'apply-job-card' AND `description` = 'Apply for a MGNREGA job card with your Aadhaar and bank passbook.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति आवेदन' WHERE `slug` = 'apply-job-card' AND `unit` = 'per application';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'आयकर रिटर्न (ITR)' WHERE `slug` = 'apply-itr' AND `title` = 'Income Tax Return (ITR)';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'आपके आधार, पैन और बैंक विवरण से हम आपका आयकर रिटर्न भरते हैं।' WHERE `slug` = 'apply-itr' AND `description` = 'We file your income tax return from your Aadhaar, PAN and bank details.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति रिटर्न' WHERE `slug` = 'apply-itr' AND `unit` = 'per return';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'आधार कार्ड' WHERE `slug` = 'aadhar-card' AND `title` = 'Aadhar Card';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'आधार कार्ड प्रिंट, नए नामांकन या सुधार में मदद।' WHERE `slug` = 'aadhar-card' AND `description` = 'Aadhaar card print, new enrolment help or update.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति कार्ड' WHERE `slug` = 'aadhar-card' AND `unit` = 'per card';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'वोटर कार्ड' WHERE `slug` = 'voter-id' AND `title` = 'Voter Card';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'वोटर आईडी कार्ड प्रिंट, नया आवेदन या सुधार।' WHERE `slug` = 'voter-id' AND `description` = 'Voter ID card print, new application or correction.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति कार्ड' WHERE `slug` = 'voter-id' AND `unit` = 'per card';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'ई-शेयर कार्ड' WHERE `slug` = 'eshare-card' AND `title` = 'E Share Card';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'आपके डीमैट (शेयर) खाते के लिए ई-शेयर कार्ड: नया आवेदन, सुधार या प्रिंट।' WHERE `slug` = 'eshare-card' AND `description` = 'E-Share card for your demat (share) account: new application, update or print.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति कार्ड' WHERE `slug` = 'eshare-card' AND `unit` = 'per card';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'आयुष्मान कार्ड' WHERE `slug` = 'ayushman-card' AND `title` = 'Ayushman Card';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'आयुष्मान भारत स्वास्थ्य कार्ड (5 लाख का कवर): जाँच, आवेदन या प्रिंट।' WHERE `slug` = 'ayushman-card' AND `description` = 'Ayushman Bharat health card (5 lakh cover): check, apply or print.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति कार्ड' WHERE `slug` = 'ayushman-card' AND `unit` = 'per card';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'पैन कार्ड' WHERE `slug` = 'pan-card' AND `title` = 'Pan Card';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'पैन कार्ड प्रिंट या सुधार का अनुरोध।' WHERE `slug` = 'pan-card' AND `description` = 'PAN card print or correction request.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति कार्ड' WHERE `slug` = 'pan-card' AND `unit` = 'per card';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'पैन कार्ड PVC प्रिंट' WHERE `slug` = 'pan-card-pvc' AND `title` = 'Pan Card PVC Print';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'आपका ई-पैन मज़बूत PVC कार्ड पर प्रिंट।' WHERE `slug` = 'pan-card-pvc' AND `description` = 'Your e-PAN printed on a durable PVC card.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति कार्ड' WHERE `slug` = 'pan-card-pvc' AND `unit` = 'per card';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'A4 कंप्यूटर पेपर' WHERE `slug` = 'a4-paper' AND `title` = 'Computer Paper A4 Size';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'प्रिंटिंग के लिए A4 कंप्यूटर पेपर।' WHERE `slug` = 'a4-paper' AND `description` = 'A4 computer paper for printing.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति पैकेट' WHERE `slug` = 'a4-paper' AND `unit` = 'per packet';--> statement-breakpoint
UPDATE `products` SET `title_hi` = '4X6 फ़ोटो पेपर' WHERE `slug` = 'photo-paper' AND `title` = '4X6 Photo Paper';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'चमकदार 4×6 इंच फ़ोटो पेपर।' WHERE `slug` = 'photo-paper' AND `description` = 'Glossy 4×6 inch photo paper.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति पैकेट' WHERE `slug` = 'photo-paper' AND `unit` = 'per packet';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'A4 लेमिनेशन पाउच' WHERE `slug` = 'laminated-pouch' AND `title` = 'Laminate A4 Pouch';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'A4 लेमिनेशन पाउच।' WHERE `slug` = 'laminated-pouch' AND `description` = 'A4 lamination pouches.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति पाउच' WHERE `slug` = 'laminated-pouch' AND `unit` = 'per pouch';--> statement-breakpoint
UPDATE `products` SET `title_hi` = 'लेमिनेटेड आधार कार्ड' WHERE `slug` = 'laminated-aadhar' AND `title` = 'Laminated Pouch Aadhar Card';--> statement-breakpoint
UPDATE `products` SET `description_hi` = 'आपका आधार प्रिंट और लेमिनेट करके।' WHERE `slug` = 'laminated-aadhar' AND `description` = 'Your Aadhaar printed and laminated.';--> statement-breakpoint
UPDATE `products` SET `unit_hi` = 'प्रति कार्ड' WHERE `slug` = 'laminated-aadhar' AND `unit` = 'per card';--> statement-breakpoint
UPDATE `rtps_blocks` SET `name_hi` = 'गोह' WHERE `code` = 'GOH' AND `name` = 'Goh';--> statement-breakpoint
UPDATE `rtps_blocks` SET `name_hi` = 'कोंच' WHERE `code` = 'KONCH' AND `name` = 'Konch';
