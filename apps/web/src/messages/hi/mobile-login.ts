// Hindi for `../en/mobile-login.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/mobile-login.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiMobileLogin = {
  fields: {
    mobile: 'मोबाइल नंबर',
    mobilePlaceholder: '98765 43210',
    mobileHint: 'वह नंबर जो सेवा केंद्र के पास आपका है',
    code: 'SMS कोड',
    codeHint: 'SMS में आया 8 अंकों का कोड',
    password: 'पासवर्ड',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'पासवर्ड की पुष्टि करें',
  },
  login: {
    title: 'मोबाइल नंबर से लॉग इन करें',
    subtitle: 'हम SMS से कोड भेजेंगे, या इस नंबर के लिए रखा गया पासवर्ड डालें।',
    sendCode: 'SMS से कोड भेजें',
    usePassword: 'पासवर्ड से लॉग इन करें',
    useCode: 'इसके बजाय SMS से कोड मँगाएँ',
    submit: 'लॉग इन',
    failed: 'लॉग इन नहीं हो सका। फिर से कोशिश करें।',
    setPassword: 'SMS कोड से पासवर्ड रखें या बदलें',
    withEmail: 'इसके बजाय ईमेल से लॉग इन करें',
  },
  code: {
    resend: 'कोड फिर से भेजें',
    resendIn: (seconds) => `${seconds} सेकंड बाद फिर भेज सकेंगे`,
    sendFailed: 'कोड नहीं भेजा जा सका। फिर से कोशिश करें।',
    smsUnavailable: 'इस केंद्र पर SMS कोड उपलब्ध नहीं हैं। कृपया अपने ईमेल से लॉग इन करें।',
  },
  setPassword: {
    title: 'पासवर्ड रखें',
    subtitle: 'हम आपके मोबाइल नंबर पर SMS से कोड भेजेंगे। फिर पासवर्ड चुनें।',
    submit: 'पासवर्ड रखें',
    backToLogin: 'मोबाइल नंबर से लॉग इन पर वापस जाएँ',
    failed: 'कुछ गलत हो गया। फिर से कोशिश करें।',
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiMobileLogin, typeof english> = true;
void checked;

export default hiMobileLogin;
