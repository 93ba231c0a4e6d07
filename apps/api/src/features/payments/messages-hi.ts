// Hindi of the receipts (imported at start by lib/hindi.ts, never by the web).
import { addHindi } from '@seva/schemas/texts';
import { receiptTexts } from './receipt.ts';

addHindi(receiptTexts, {
  title: 'रसीद',
  reversalTitle: 'वापसी की रसीद',
  number: 'रसीद संख्या',
  date: 'तारीख',
  citizen: 'किससे प्राप्त',
  mobile: 'मोबाइल',
  for: 'किसके लिए',
  application: (service, reference) => `${service} आवेदन ${reference}`,
  order: (product, reference) => `ऑर्डर ${reference} (${product})`,
  governmentFee: 'सरकारी शुल्क',
  serviceCharge: 'सेवा शुल्क',
  total: 'कुल शुल्क',
  orderAmount: 'ऑर्डर की राशि',
  received: 'प्राप्त राशि',
  refunded: 'लौटाई गई राशि',
  method: 'भुगतान का तरीका',
  cash: 'नकद',
  upi: (utr) => `UPI, UTR ${utr}`,
  operator: 'प्राप्तकर्ता',
  reverses: 'वापस की गई रसीद',
  reason: 'कारण',
  phone: (phone) => `फ़ोन: ${phone}`,
  gstin: (gstin) => `जीएसटीआईएन: ${gstin}`,
  keep: 'यह रसीद सँभालकर रखें। दर्ज भुगतान कभी बदला नहीं जाता; गलती वापसी से सुधारी जाती है।',
  fileName: (number) => `receipt-${number.replaceAll('/', '-')}.pdf`,
});
