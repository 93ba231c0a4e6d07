// Hindi of the operators' messages (imported at start by lib/hindi.ts, never by the web).
import { addHindi, addHindiPattern, addHindiTexts } from '@seva/schemas/texts';
import { inboxMessages } from './inbox.ts';
import { adminMessages } from './queue.ts';
import { settingsMessages } from './settings.ts';
import { userMessages } from './users.ts';

addHindi(userMessages, {
  notFound: 'उपयोगकर्ता नहीं मिला',
  ownRole: 'आप अपनी भूमिका नहीं बदल सकते',
  ownAccount: 'आप अपना खाता बंद नहीं कर सकते',
  lastAdmin: 'कम से कम एक सक्रिय एडमिन होना चाहिए',
  roleUpdated: 'भूमिका सफलतापूर्वक बदली गई',
  disabled: 'खाता बंद किया गया',
  enabled: 'खाता चालू किया गया',
});

addHindi(inboxMessages, {
  handled: 'संदेश को निपटाया गया चिह्नित किया गया',
  unhandled: 'संदेश को बिना निपटाया चिह्नित किया गया',
});

addHindi(adminMessages, {
  statusUpdated: 'स्थिति सफलतापूर्वक बदली गई!',
  commentAdded: 'टिप्पणी सफलतापूर्वक जोड़ी गई!',
  documentUploaded: 'दस्तावेज़ सफलतापूर्वक अपलोड हुआ!',
  documentRequired: 'कृपया अपलोड करने के लिए दस्तावेज़ चुनें',
  invalidDocumentType: 'अमान्य दस्तावेज़ प्रकार',
});

addHindi(settingsMessages, {
  productNotFound: 'उत्पाद नहीं मिला',
  productUpdated: 'उत्पाद सफलतापूर्वक बदला गया',
  saved: 'सफलतापूर्वक सहेजा गया',
});

// Texts built from a status name (queue.ts, orders.ts): the names, then the templates.
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
