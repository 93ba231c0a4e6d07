// Hindi of every e-mail (imported at start by lib/hindi.ts, never by the web).
import { addHindi } from '@seva/schemas/texts';
import { mailTexts } from './mail-texts.ts';

addHindi(mailTexts, {
  hello: (name) => `नमस्ते ${name},`,
  signature: '— Seva',
  codeLine: (code) => `आपका कोड: ${code}`,
  codeExpiry: (minutes) =>
    `यह कोड एक ही बार काम करेगा और ${minutes} मिनट में समाप्त हो जाएगा। अगर आपने इसे नहीं माँगा, तो यह ईमेल अनदेखा करें।`,
  verificationSubject: 'Seva: आपका सत्यापन कोड',
  verificationIntro: 'अपना ईमेल पता सत्यापित करने और Seva खाता बनाने के लिए यह कोड डालें।',
  resetSubject: 'Seva: पासवर्ड बदलने का आपका कोड',
  resetIntro:
    'किसी ने आपके Seva खाते का पासवर्ड बदलने का अनुरोध किया है। नया पासवर्ड रखने के लिए यह कोड डालें।',
  invitationSubject: 'Seva: अपने खाते का पासवर्ड रखें',
  invitationIntro:
    'सेवा केंद्र ने आपके लिए Seva खाता बनाया है। अपने आवेदन ऑनलाइन देखने और दस्तावेज़ डाउनलोड करने के लिए पासवर्ड रखें।',
  invitationLink: 'अपना पासवर्ड रखें',
  invitationExpiry: (days) =>
    `यह लिंक एक ही बार काम करेगा और ${days} दिन में समाप्त हो जाएगा। अगर आपने खाता नहीं माँगा, तो यह ईमेल अनदेखा करें।`,
  noticeSubject: (reference, subject) => `Seva ${reference}: ${subject}`,
  applicationTitle: (type, reference) => `${type} आवेदन ${reference}`,
  openApplication: 'अपना आवेदन खोलें',
  applicationStatusSubject: (status) => `स्थिति अब ${status} है`,
  statusLine: (status) => `इसकी स्थिति अब है: ${status}।`,
  reasonLine: (reason) => `कारण: ${reason}`,
  commentSubject: 'सेवा केंद्र की नई टिप्पणी',
  commentIntro: 'सेवा केंद्र ने लिखा:',
  resultSubject: 'आपका दस्तावेज़ तैयार है',
  resultLine: (fileName) => `आपके लिए एक दस्तावेज़ जोड़ा गया है: ${fileName}।`,
  resultHint: 'आप इसे अपने डैशबोर्ड से डाउनलोड कर सकते हैं।',
  orderTitle: (reference, product) => `ऑर्डर ${reference} (${product})`,
  openOrder: 'अपना ऑर्डर खोलें',
  orderPlacedSubject: 'ऑर्डर दिया गया',
  orderPlacedLine: 'आपका ऑर्डर दे दिया गया है। यह संदर्भ संख्या रखें: काउंटर पर यही पूछी जाएगी।',
  orderPriceLine: (quantity, unitPrice, amount) =>
    `${quantity} × ${unitPrice} = ${amount}, भुगतान काउंटर पर होगा।`,
  paymentSubject: 'भुगतान दर्ज हुआ',
  paymentLine: (amount, method) => `आपका ${amount} का ${method} से भुगतान दर्ज कर लिया गया है। धन्यवाद।`,
  cash: 'नकद',
  upi: 'UPI',
});
