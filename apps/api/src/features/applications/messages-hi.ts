// Hindi of the applications' messages (imported at start by lib/hindi.ts, never by the web).
import { addHindi } from '@seva/schemas/texts';
import { slipDocumentNames, slipTexts } from './acknowledgement.ts';
import { reviewMessages } from './review.ts';
import { applicationMessages } from './service.ts';

addHindi(applicationMessages, {
  notFound: 'कोई सेवा नहीं मिली',
  documentNotFound: 'दस्तावेज़ नहीं मिला',
  deleted: 'सेवा सफलतापूर्वक हटाई गई',
  allDeleted: 'सभी सेवाएँ सफलतापूर्वक हटाई गईं',
  invalidBlock: 'अमान्य प्रखंड',
  invalidRegistrationType: 'अमान्य पंजीकरण प्रकार',
  paidNotDeleted: 'भुगतान हो चुके आवेदन को हटाया नहीं जा सकता',
});

addHindi(reviewMessages, {
  statusUpdated: 'स्थिति सफलतापूर्वक बदली गई!',
  commentAdded: 'टिप्पणी सफलतापूर्वक जोड़ी गई!',
  documentUploaded: 'दस्तावेज़ सफलतापूर्वक अपलोड हुआ!',
  documentRequired: 'कृपया अपलोड करने के लिए दस्तावेज़ चुनें',
  invalidDocumentType: 'अमान्य दस्तावेज़ प्रकार',
});

addHindi(slipTexts, {
  title: 'पावती',
  reference: 'संदर्भ संख्या',
  filedAt: 'आवेदन की तारीख',
  service: 'सेवा',
  applicant: 'आवेदक',
  aadhaar: 'आधार संख्या',
  pan: 'पैन',
  account: 'बैंक खाता',
  documents: 'प्राप्त दस्तावेज़',
  noDocuments: 'कोई नहीं',
  fee: 'शुल्क',
  feeLine: (total, government, charge) => `${total} (सरकारी शुल्क ${government} + सेवा शुल्क ${charge})`,
  payment: 'भुगतान',
  noFee: 'कोई शुल्क नहीं',
  due: 'काउंटर पर देय',
  paid: 'भुगतान हो गया',
  partlyPaid: (due) => `आंशिक भुगतान: ${due} अभी देय`,
  promisedBy: 'पूरा होने की तारीख',
  follow: 'अपने आवेदन की स्थिति देखें',
  followHint: 'कोड स्कैन करें, या लिंक खोलकर ट्रैकिंग कोड डालें।',
  trackingCode: 'ट्रैकिंग कोड',
  keep: 'यह पावती सँभालकर रखें। काउंटर पर या फ़ोन पर संदर्भ संख्या बताएँ।',
  phone: (phone) => `फ़ोन: ${phone}`,
  gstin: (gstin) => `जीएसटीआईएन: ${gstin}`,
  fileName: (reference) => `acknowledgement-${reference}.pdf`,
});

addHindi(slipDocumentNames, {
  photo: 'फ़ोटो',
  signature: 'हस्ताक्षर',
  aadharFile: 'आधार कार्ड',
  passbookFile: 'बैंक पासबुक',
  panCardFile: 'पैन कार्ड',
});
