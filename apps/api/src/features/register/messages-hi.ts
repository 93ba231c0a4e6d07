// Hindi of the day register's CSV (imported at start by lib/hindi.ts, never by the web).
import { addHindi } from '@seva/schemas/texts';
import { registerCsvTexts } from './service.ts';

addHindi(registerCsvTexts, {
  columns: [
    'प्रकार',
    'समय',
    'संदर्भ',
    'क्या',
    'नागरिक',
    'राशि',
    'भुगतान या तरीका',
    'UTR',
    'रसीद',
    'ऑपरेटर',
    'टिप्पणी',
  ],
  application: 'आवेदन',
  order: 'ऑर्डर',
  payment: 'भुगतान',
  reversal: 'वापसी',
  total: 'कुल',
  operatorTotal: 'ऑपरेटर का कुल',
  paid: 'भुगतान हो गया',
  unpaid: 'भुगतान बाकी',
  cash: 'नकद',
  upi: 'UPI',
  counter: 'काउंटर',
  online: 'ऑनलाइन',
  reverses: (receipt, reason) => `${receipt} की वापसी: ${reason}`,
  dayNote: (cash, upi, unpaid) => `नकद ${cash}; UPI ${upi}; भुगतान बाकी ${unpaid}`,
  operatorNote: (cash, upi) => `नकद ${cash}; UPI ${upi}`,
});
