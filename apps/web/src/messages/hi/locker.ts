// Hindi for `../en/locker.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/locker.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiLocker = {
  seed: {
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
  },
  title: 'मेरे दस्तावेज़',
  listTitle: 'आपके दस्तावेज़',
  newDocument: 'नया दस्तावेज़',
  cancelUpload: 'अपलोड रद्द करें',
  formTitle: 'नया दस्तावेज़ अपलोड करें',
  name: 'दस्तावेज़ का नाम',
  namePlaceholder: 'जैसे पासपोर्ट फ़ोटो',
  photo: 'फ़ोटो',
  signature: 'हस्ताक्षर',
  fileHint: 'JPEG, PNG या WebP, 5MB तक',
  upload: 'दस्तावेज़ अपलोड करें',
  uploading: 'अपलोड हो रहा है...',
  uploadedOn: (date) => `${date} को अपलोड किया`,
  downloadPhoto: 'फ़ोटो डाउनलोड करें',
  downloadSignature: 'हस्ताक्षर डाउनलोड करें',
  imageUnavailable: 'चित्र उपलब्ध नहीं',
  loading: 'दस्तावेज़ लोड हो रहे हैं...',
  listFailed: 'दस्तावेज़ लोड नहीं हो सके',
  retry: 'फिर से कोशिश करें',
  delete: 'हटाएँ',
  deleteOf: (name) => `${name} हटाएँ`,
  deleteTitle: 'दस्तावेज़ हटाएँ',
  deleteText: (name) => `क्या आप "${name}" हटाना चाहते हैं? इसे वापस नहीं लाया जा सकता।`,
  cancel: 'रद्द करें',
  deleteFailed: 'दस्तावेज़ नहीं हटाया जा सका। फिर से कोशिश करें।',
  photoOf: (name) => `${name} की फ़ोटो`,
  signatureOf: (name) => `${name} के हस्ताक्षर`,
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiLocker, typeof english> = true;
void checked;

export default hiLocker;
