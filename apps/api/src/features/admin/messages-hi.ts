// Hindi of the operators' loose texts (imported at start by lib/hindi.ts, never by the web).
import { addHindiPattern, addHindiTexts } from '@seva/schemas/texts';

// Texts built from a status name (applications/review.ts, orders/admin.ts): the names, then
// the templates.
addHindiTexts({
  pending: 'लंबित',
  'in progress': 'प्रक्रिया में',
  completed: 'पूर्ण',
  rejected: 'अस्वीकृत',
  'Invalid service type': 'अमान्य सेवा प्रकार',
  'Invalid cursor': 'अमान्य cursor',
  'The application was changed by someone else. Please reload.':
    'आवेदन किसी और ने बदल दिया है। कृपया पेज फिर से लोड करें।',
});
addHindiPattern(/^The application is already (.+)$/, (status) => `आवेदन पहले से ${status} है`);
addHindiPattern(/^The order is already (.+)$/, (status) => `ऑर्डर पहले से ${status} है`);
addHindiPattern(
  /^Cannot change status from (.+) to (.+)$/,
  (from, to) => `स्थिति ${from} से ${to} नहीं बदली जा सकती`,
);
