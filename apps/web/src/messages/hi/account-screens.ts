// Hindi for `../en/account-screens.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/account-screens.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiAccountScreens = {
  fields: {
    name: 'नाम',
    namePlaceholder: 'पूरा नाम',
    email: 'ईमेल',
    emailPlaceholder: 'you@example.com',
    mobile: 'मोबाइल नंबर (वैकल्पिक)',
    mobilePlaceholder: '98765 43210',
    mobileHint: 'सेवा केंद्र इससे आपके आवेदन ढूँढ सकता है।',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्ड की पुष्टि करें',
    code: 'सत्यापन कोड',
    codeHint: 'ईमेल में आया 8 अंकों का कोड',
    newPassword: 'नया पासवर्ड',
    currentPassword: 'मौजूदा पासवर्ड',
    showPassword: 'पासवर्ड दिखाएँ',
  },
  login: {
    title: 'फिर से स्वागत है',
    subtitle: 'अपने खाते में लॉग इन करें',
    submit: 'लॉग इन',
    forgotPassword: 'पासवर्ड भूल गए?',
    noAccount: 'खाता नहीं है?',
    signupLink: 'साइन अप करें',
    success: 'लॉग इन सफल',
    failed: 'लॉग इन नहीं हो सका। फिर से कोशिश करें।',
    failedToast: 'लॉग इन नहीं हो सका। फिर से कोशिश करें!',
    sendNewCode: 'नया कोड भेजें',
    withMobile: 'मोबाइल नंबर से लॉग इन करें',
  },
  verify: {
    title: 'ईमेल सत्यापित करें',
    sentTo: (email) => `${email} पर भेजा गया OTP डालें`,
    noEmail: 'अपना ईमेल पता और उस पर भेजा गया कोड डालें।',
    submit: 'सत्यापित करें',
    resend: 'कोड फिर से भेजें',
    failed: 'सत्यापन नहीं हो सका',
    resendFailed: 'नया कोड नहीं भेजा जा सका। फिर से कोशिश करें।',
  },
  signup: {
    title: 'अपना खाता बनाएँ',
    submit: 'साइन अप करें',
    haveAccount: 'पहले से खाता है?',
    loginLink: 'लॉग इन',
    failed: 'साइन अप नहीं हो सका',
  },
  forgot: {
    title: 'पासवर्ड भूल गए',
    subtitle: 'अपना ईमेल पता डालें, हम पासवर्ड बदलने के लिए एक कोड भेजेंगे।',
    sendCode: 'कोड भेजें',
    resetTitle: 'पासवर्ड बदलें',
    resetSubtitle: (email) => `${email} पर भेजा गया कोड डालें`,
    submitReset: 'पासवर्ड बदलें',
    differentEmail: 'दूसरा ईमेल इस्तेमाल करें',
    backToLogin: 'लॉग इन पर वापस जाएँ',
    failed: 'कुछ गलत हो गया। फिर से कोशिश करें।',
  },
  invitation: {
    title: 'अपना पासवर्ड रखें',
    subtitle: 'सेवा केंद्र ने आपके लिए Seva खाता बनाया है। इसे ऑनलाइन इस्तेमाल करने के लिए पासवर्ड चुनें।',
    submit: 'पासवर्ड रखें',
    missing:
      'यह पेज आपके निमंत्रण ईमेल के लिंक से खुलता है। कृपया वह लिंक फिर से खोलें, या पासवर्ड भूल गए का उपयोग करें।',
    failed: 'कुछ गलत हो गया। फिर से कोशिश करें।',
  },
  profile: {
    title: 'प्रोफ़ाइल',
    fullName: 'पूरा नाम',
    email: 'ईमेल पता',
    mobile: 'मोबाइल नंबर',
    createdAt: 'खाता बनाया गया',
    edit: 'प्रोफ़ाइल बदलें',
    changePassword: 'पासवर्ड बदलें',
    editTitle: 'प्रोफ़ाइल बदलें',
    updated: 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई',
    updateFailed: 'आपकी प्रोफ़ाइल अपडेट नहीं हो सकी। फिर से कोशिश करें।',
    passwordChanged: 'पासवर्ड सफलतापूर्वक बदल गया',
    passwordFailed: 'आपका पासवर्ड नहीं बदल सका। फिर से कोशिश करें।',
  },
  unauthorized: {
    title: 'प्रवेश वर्जित',
    text: 'आपको यह पेज देखने की अनुमति नहीं है।',
    back: 'डैशबोर्ड पर लौटें',
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiAccountScreens, typeof english> = true;
void checked;

export default hiAccountScreens;
