// Hindi of the notification settings, the outbox view and mobile login (docs/decisions/075).
import {
  mobileLoginMessages,
  notificationChannelMessages,
  outboxMessages,
} from '../notifications.ts';
import { addHindi, addHindiTexts } from '../texts.ts';

addHindi(notificationChannelMessages, {
  saved: 'सूचना की सेटिंग सहेज ली गई',
});

addHindi(outboxMessages, {
  retrying: 'अभी फिर से भेजा जा रहा है',
  notFound: 'सूचना नहीं मिली',
  notRetryable: 'केवल विफल या प्रतीक्षा में पड़ी सूचना को फिर से भेजा जा सकता है',
});

addHindi(mobileLoginMessages, {
  codeSent: 'अगर इस मोबाइल नंबर का खाता है, तो SMS से एक कोड भेज दिया गया है।',
  badLogin: 'मोबाइल नंबर या पासवर्ड सही नहीं है',
  passwordSet: 'आपका पासवर्ड सेट हो गया है। अब आप इससे लॉग इन कर सकते हैं।',
  invalidCode: 'कोड गलत है या उसकी समय-सीमा खत्म हो गई है। अपने नए SMS का कोड देखें या नया कोड माँगें।',
  smsUnavailable: 'इस केंद्र पर SMS कोड उपलब्ध नहीं हैं। कृपया अपने ईमेल से लॉग इन करें।',
});

addHindiTexts({
  'Choose whether to get e-mails': 'चुनें कि ईमेल चाहिए या नहीं',
  'Choose whether to get SMS': 'चुनें कि SMS चाहिए या नहीं',
  'Enter the 8-digit code from the SMS': 'SMS में आया 8 अंकों का कोड दर्ज करें',
  'Invalid mobile number or password': 'मोबाइल नंबर या पासवर्ड सही नहीं है',
});
