// Hindi of the applications' messages (imported at start by lib/hindi.ts, never by the web).
import { addHindi } from '@seva/schemas/texts';
import { reviewMessages } from './review.ts';
import { applicationMessages } from './service.ts';

addHindi(applicationMessages, {
  notFound: 'कोई सेवा नहीं मिली',
  documentNotFound: 'दस्तावेज़ नहीं मिला',
  deleted: 'सेवा सफलतापूर्वक हटाई गई',
  allDeleted: 'सभी सेवाएँ सफलतापूर्वक हटाई गईं',
  invalidBlock: 'अमान्य प्रखंड',
  invalidRegistrationType: 'अमान्य पंजीकरण प्रकार',
});

addHindi(reviewMessages, {
  statusUpdated: 'स्थिति सफलतापूर्वक बदली गई!',
  commentAdded: 'टिप्पणी सफलतापूर्वक जोड़ी गई!',
  documentUploaded: 'दस्तावेज़ सफलतापूर्वक अपलोड हुआ!',
  documentRequired: 'कृपया अपलोड करने के लिए दस्तावेज़ चुनें',
  invalidDocumentType: 'अमान्य दस्तावेज़ प्रकार',
});
