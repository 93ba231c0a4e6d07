// Hindi of the shared message objects (glossary: /work/prompts/glossary.md terms). Only the
// server and the web's Hindi build import this file: the English build carries no Devanagari.
import { submitMessages } from '../applications.ts';
import { consentMessages } from '../consent.ts';
import { contactMessages } from '../contact.ts';
import { feeSettingsMessages } from '../fee-settings.ts';
import { lockerImageMessages, lockerMessages } from '../locker.ts';
import { orderMessages } from '../orders.ts';
import { paymentMessages } from '../payments.ts';
import { formatMegabytes, storageQuotaMessages } from '../storage-quota.ts';
import { addHindi } from '../texts.ts';
import { trackingMessages } from '../tracking.ts';
import { uploadMessages } from '../uploads.ts';

addHindi(uploadMessages, {
  documents: 'केवल JPEG, JPG, PNG और PDF फ़ाइलें अपलोड की जा सकती हैं',
  jobCardDocuments: 'केवल JPEG, PNG और PDF फ़ाइलें अपलोड की जा सकती हैं',
  images: 'केवल JPEG, JPG और PNG फ़ाइलें अपलोड की जा सकती हैं',
  tooLarge: 'फ़ाइल का आकार 5MB से अधिक नहीं होना चाहिए',
  tooManyPixels: 'चित्र बहुत बड़ा है: अधिकतम 40 मेगापिक्सेल (जैसे 8000 × 5000 पिक्सेल)',
  unreadableImage: 'यह चित्र खराब या अधूरा है। कृपया फ़ाइल फिर से चुनें।',
});

addHindi(orderMessages, {
  statusUpdated: 'स्थिति सफलतापूर्वक बदली गई!',
  placed: 'ऑर्डर सफलतापूर्वक दिया गया!',
  cancelled: 'ऑर्डर सफलतापूर्वक रद्द किया गया',
  notFound: 'ऑर्डर नहीं मिला',
  onlyPendingCancel: 'केवल लंबित ऑर्डर ही रद्द किया जा सकता है',
  paid: 'भुगतान सफलतापूर्वक दर्ज किया गया',
  alreadyPaid: 'इस ऑर्डर का भुगतान पहले ही दर्ज है',
  cancelledNotPaid: 'रद्द ऑर्डर का भुगतान दर्ज नहीं किया जा सकता',
  nothingDue: 'इस ऑर्डर के लिए कुछ नहीं देना है',
  inactive: 'यह उत्पाद अभी उपलब्ध नहीं है',
  retired: 'यह अब उत्पाद के रूप में नहीं मिलता: सेवाएँ पेज से इसके लिए आवेदन करें',
  pdfOnly: 'केवल PDF फ़ाइलें अपलोड की जा सकती हैं',
});

addHindi(contactMessages, {
  sent: 'संदेश सफलतापूर्वक भेजा गया!',
  tooMany: 'बहुत अधिक संदेश। कृपया बाद में फिर से कोशिश करें।',
  notFound: 'संदेश नहीं मिला',
});

addHindi(lockerMessages, {
  nameRequired: 'दस्तावेज़ का नाम आवश्यक है',
  photoRequired: 'फ़ोटो आवश्यक है',
  signatureRequired: 'हस्ताक्षर आवश्यक है',
  types: 'केवल JPEG, PNG और WebP फ़ाइलें अपलोड की जा सकती हैं',
  tooLarge: 'फ़ाइल का आकार 5MB से अधिक नहीं हो सकता',
  created: 'दस्तावेज़ सफलतापूर्वक अपलोड हुआ!',
  failed: 'दस्तावेज़ अपलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  notFound: 'दस्तावेज़ नहीं मिला',
  loadFailed: 'दस्तावेज़ लोड नहीं हो सका। कृपया बाद में फिर से कोशिश करें।',
  deleted: 'दस्तावेज़ सफलतापूर्वक हटाया गया',
  empty: 'कोई दस्तावेज़ नहीं मिला। नया दस्तावेज़ बनाएँ!',
  prompt: 'सूची से कोई दस्तावेज़ चुनें या नया बनाएँ',
});

addHindi(lockerImageMessages, {
  fileOrLocker: 'हर चित्र नई फ़ाइल से या मेरे दस्तावेज़ से भेजें, दोनों से नहीं',
});

addHindi(storageQuotaMessages, {
  required: 'प्रति नागरिक स्टोरेज स्थान आवश्यक है',
  whole: 'प्रति नागरिक स्टोरेज स्थान MB की पूर्ण संख्या में होना चाहिए',
  range: 'प्रति नागरिक स्टोरेज स्थान 10 MB से 10,240 MB के बीच होना चाहिए',
  saved: 'प्रति नागरिक स्टोरेज स्थान सहेजा गया',
  full: (quotaBytes: number) =>
    `आपका स्टोरेज स्थान (${formatMegabytes(quotaBytes)}) भर गया है। नए दस्तावेज़ अपलोड करने के लिए पुराने दस्तावेज़ हटाएँ।`,
  doesNotFit: (freeBytes: number, quotaBytes: number) =>
    `ये फ़ाइलें आपके स्टोरेज स्थान में नहीं आएँगी: ${formatMegabytes(quotaBytes)} में से ${formatMegabytes(freeBytes)} बचा है। नए दस्तावेज़ अपलोड करने के लिए पुराने दस्तावेज़ हटाएँ।`,
});

addHindi(submitMessages, {
  PanCard: 'पैन कार्ड आवेदन सफलतापूर्वक जमा हुआ!',
  RTPS: 'RTPS आवेदन सफलतापूर्वक जमा हुआ!',
  JobCard: 'जॉब कार्ड आवेदन सफलतापूर्वक जमा हुआ!',
  ITR: 'ITR आवेदन सफलतापूर्वक जमा हुआ!',
});

addHindi(trackingMessages, {
  notFound: 'इन विवरणों से कोई आवेदन नहीं मिला। संदर्भ संख्या जाँचें और फिर से कोशिश करें।',
  tooMany: 'बहुत अधिक खोजें। कृपया एक मिनट रुककर फिर से कोशिश करें।',
});

addHindi(feeSettingsMessages, {
  feeSaved: 'शुल्क सहेजा गया',
  centreSaved: 'केंद्र का विवरण सहेजा गया',
});

addHindi(paymentMessages, {
  recorded: 'भुगतान दर्ज हुआ',
  reversed: 'भुगतान वापस किया गया',
  noFee: 'इस आवेदन का कोई शुल्क नहीं है',
  alreadyPaid: 'इस आवेदन का भुगतान हो चुका है',
  overpaid: (due) => `राशि देय राशि (${due}) से अधिक है`,
  notFound: 'भुगतान नहीं मिला',
  alreadyReversed: 'यह भुगतान पहले ही वापस किया जा चुका है',
  reversalOfReversal: 'वापसी को वापस नहीं किया जा सकता',
  receiptNotFound: 'रसीद नहीं मिली',
});

addHindi(consentMessages, {
  signupRequired: 'कृपया अपनी जानकारी के बारे में सूचना पढ़ें और सहमति के लिए बॉक्स पर टिक करें',
  applicationRequired:
    'पहला आवेदन करने से पहले कृपया अपनी जानकारी के बारे में सूचना पढ़ें और सहमति के लिए बॉक्स पर टिक करें',
  counterRequired: 'कृपया पक्का करें कि आपने नागरिक को उनकी जानकारी के बारे में सूचना बता दी है',
  retentionRange: 'पहचान के कागज़ रखने के दिन 30 से 3,650 के बीच पूरी संख्या में लिखें',
  retentionSaved: 'पहचान के कागज़ कितने दिन रखे जाएँ: सेव हो गया',
});
