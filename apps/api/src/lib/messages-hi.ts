// Hindi of the server's loose texts (errors.ts, server.ts, lib/*): translated where an answer is
// sent, through `translateText`. Keys are the exact English texts.
import { addHindi, addHindiPattern, addHindiTexts } from '@seva/schemas/texts';
import { GENERIC_ERROR_MESSAGE } from '../errors.ts';
import { accessMessages } from './access-messages.ts';
import { lowDiskMessage } from './disk-space.ts';
import { NOT_AUTHORIZED } from './http.ts';
import { COMMON_PASSWORD_MESSAGE } from './passwords.ts';
import { drainingMessage } from './readiness.ts';
import { UNREADABLE_SEALED_VALUE } from './sealed-values.ts';
import { REQUEST_TIMEOUT_MESSAGE } from './slow-clients.ts';
import { THROTTLED_MESSAGE, UPLOADS_THROTTLED_MESSAGE } from './throttle.ts';

addHindi(accessMessages, {
  notAuthenticated: 'इस पेज को देखने के लिए कृपया लॉग इन करें',
});

addHindiTexts({
  [GENERIC_ERROR_MESSAGE]: 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  'Invalid input': 'अमान्य इनपुट',
  [NOT_AUTHORIZED]: 'आपको इस पेज को देखने की अनुमति नहीं है',
  [COMMON_PASSWORD_MESSAGE]: 'यह पासवर्ड बहुत आम है। कृपया कोई दूसरा पासवर्ड चुनें।',
  [drainingMessage]: 'सर्वर फिर से शुरू हो रहा है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  [REQUEST_TIMEOUT_MESSAGE]: 'अनुरोध आने में बहुत समय लगा। कृपया फिर से कोशिश करें।',
  [THROTTLED_MESSAGE]: 'बहुत अधिक प्रयास। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  [UPLOADS_THROTTLED_MESSAGE]: 'बहुत अधिक अपलोड। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  [UNREADABLE_SEALED_VALUE]:
    'इस रिकॉर्ड की पहचान संख्याएँ जाँच में खरी नहीं उतरतीं और दिखाई नहीं जा सकतीं। केंद्र से इन्हें बैकअप से वापस लाने को कहें।',
  [lowDiskMessage]: 'अपलोड रोके गए हैं: सर्वर पर डिस्क स्थान कम है। कृपया बाद में फिर से कोशिश करें।',
  'Request body must be a JSON object': 'अनुरोध का मुख्य भाग JSON ऑब्जेक्ट होना चाहिए',
  'Expected a multipart/form-data upload': 'multipart/form-data अपलोड अपेक्षित है',
  'Too many files or fields in this form': 'इस फ़ॉर्म में बहुत अधिक फ़ाइलें या फ़ील्ड हैं',
  'The upload was interrupted or malformed. Please try again.':
    'अपलोड बीच में रुक गया या खराब है। कृपया फिर से कोशिश करें।',
  'Malformed JSON in request body': 'अनुरोध के मुख्य भाग में JSON खराब है',
  'Request body is empty': 'अनुरोध का मुख्य भाग खाली है',
  'Request body is too large': 'अनुरोध का मुख्य भाग बहुत बड़ा है',
  'Unsupported content type': 'इस प्रकार की सामग्री स्वीकार नहीं की जाती',
  'Invalid content length': 'अमान्य सामग्री लंबाई',
  'Bad request': 'अमान्य अनुरोध',
  'Cross-site request refused': 'दूसरी साइट से आया अनुरोध अस्वीकार किया गया',
  'Not found': 'नहीं मिला',
  'File not found': 'फ़ाइल नहीं मिली',
  'The order was changed by someone else. Please reload.':
    'ऑर्डर किसी और ने बदल दिया है। कृपया पेज फिर से लोड करें।',
});
addHindiPattern(/^Unexpected file field: (.+)$/s, (name) => `अनपेक्षित फ़ाइल फ़ील्ड: ${name}`);
addHindiPattern(/^(.+) is too long$/s, (name) => `${name} बहुत लंबा है`);
