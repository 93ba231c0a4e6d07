// Hindi of the account messages (imported at start by lib/hindi.ts, never by the web).
import { addHindi } from '@seva/schemas/texts';
import { codeMessages } from './codes.ts';
import { counterMessages } from './counter-accounts.ts';
import { authMessages, languageMessages } from './service.ts';

addHindi(authMessages, {
  signedUp: 'साइन अप सफल रहा! सत्यापन कोड के लिए कृपया अपना ईमेल देखें।',
  duplicate: 'इस ईमेल से एक खाता पहले से मौजूद है। कृपया लॉग इन करें।',
  duplicateMobile: 'यह मोबाइल नंबर किसी दूसरे खाते पर है',
  mailFailed: 'हम सत्यापन ईमेल नहीं भेज सके। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  verified: 'ईमेल सफलतापूर्वक सत्यापित हुआ! अब आप लॉग इन कर सकते हैं।',
  codeResent: 'यदि इस ईमेल का कोई खाता सत्यापन की प्रतीक्षा में है, तो नया कोड भेज दिया गया है।',
  badLogin: 'अमान्य ईमेल या पासवर्ड',
  notVerified: 'लॉग इन करने से पहले कृपया अपना ईमेल सत्यापित करें। हम आपको नया कोड भेज सकते हैं।',
  disabled: 'यह खाता बंद कर दिया गया है। कृपया सेवा केंद्र से संपर्क करें।',
  loggedOut: 'सफलतापूर्वक लॉग आउट हुआ',
  resetSent: 'यदि इस ईमेल का कोई खाता है, तो पासवर्ड बदलने का कोड भेज दिया गया है।',
  passwordReset: 'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉग इन करें।',
  passwordChanged: 'पासवर्ड सफलतापूर्वक बदला गया',
  wrongCurrentPassword: 'वर्तमान पासवर्ड गलत है',
  notAuthenticated: 'इस पेज को देखने के लिए कृपया लॉग इन करें',
});

addHindi(codeMessages, {
  invalid:
    'कोड अमान्य है या उसकी समय-सीमा समाप्त हो गई है। कृपया अपने नवीनतम ईमेल का कोड देखें या नया कोड मँगाएँ।',
});

addHindi(languageMessages, {
  saved: 'भाषा सहेजी गई',
});

addHindi(counterMessages, {
  registered: 'नागरिक का खाता बन गया',
  invited: 'नागरिक का खाता बन गया। पासवर्ड रखने का निमंत्रण उनके ईमेल पर भेज दिया गया है।',
  inviteFailed:
    'नागरिक का खाता बन गया, पर निमंत्रण ईमेल नहीं भेजा जा सका। वे बाद में पासवर्ड भूल गए का उपयोग कर सकते हैं।',
  mobileTaken: 'यह मोबाइल नंबर पहले से एक खाते पर है',
  emailTaken: 'यह ईमेल पहले से एक खाते पर है',
  notFound: 'नागरिक नहीं मिला',
  accepted: 'आपका पासवर्ड रख दिया गया है और ईमेल सत्यापित हो गया है। अब आप लॉग इन कर सकते हैं।',
  invalidInvitation: 'निमंत्रण लिंक अमान्य है या उसकी समय-सीमा समाप्त हो गई है',
});
