// Hindi for `../en/timeline.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/timeline.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiTimeline = {
  title: 'पूरा ब्योरा',
  citizenHint: 'आपके आवेदन के साथ जो कुछ हुआ, सबसे नया पहले।',
  empty: 'अभी तक कुछ नहीं हुआ।',
  by: (name) => `${name} द्वारा`,
  someone: 'केंद्र का कोई व्यक्ति',
  filedOnline: 'आवेदन ऑनलाइन भरा गया',
  filedAtCounter: 'आवेदन काउंटर पर भरा गया',
  statusChanged: 'स्थिति बदली',
  reason: (reason) => `कारण: ${reason}`,
  sentBack: 'दस्तावेज़ों के लिए वापस भेजा गया',
  asked: 'माँगे गए',
  received: 'मिल गया',
  waiting: 'बाकी है',
  comment: 'टिप्पणी',
  resultAdded: 'नतीजे का दस्तावेज़ जोड़ा गया',
  documentAdded: (document) => `दस्तावेज़ मिला: ${document}`,
  replaced: 'बाद में नई फ़ाइल से बदला गया',
  open: 'खोलें',
  openEarlier: 'जिस फ़ाइल की जगह ली, उसे खोलें',
  documentsReceived: 'माँगे गए सभी दस्तावेज़ मिल गए',
  returned: 'सभी दस्तावेज़ आने से पहले ही फिर से काम शुरू किया गया',
  payment: (amount, method) => `भुगतान मिला: ${amount} (${method})`,
  reversal: (amount, receipt) => `${amount} का भुगतान वापस किया गया (रसीद ${receipt})`,
  receipt: (number) => `रसीद ${number}`,
  methods: { cash: 'नकद', upi: 'UPI' },
  assigned: (operator) => `${operator} को सौंपा गया`,
  unassigned: (operator) => `अब ${operator} को सौंपा नहीं गया`,
  takenOver: (operator) => `${operator} से अपने हाथ में लिया गया`,
  anOperator: 'एक ऑपरेटर',
  note: 'अंदरूनी नोट',
  operatorsOnly: 'सिर्फ़ ऑपरेटरों के लिए',
  citizenAccess: {
    numbers: (name) => `केंद्र पर ${name} ने आपके पूरे पहचान नंबर देखे`,
    view: (name, document) => `केंद्र पर ${name} ने आपका ${document} खोला`,
    download: (name, document) => `केंद्र पर ${name} ने आपका ${document} डाउनलोड किया`,
  },
  operatorAccess: {
    numbers: (name) => `${name} ने पूरे पहचान नंबर देखे`,
    view: (name, document) => `${name} ने ${document} खोला`,
    download: (name, document) => `${name} ने ${document} डाउनलोड किया`,
  },
  documents: {
    photo: 'फ़ोटो',
    signature: 'हस्ताक्षर',
    aadharFile: 'आधार दस्तावेज़',
    passbookFile: 'पासबुक',
    panCardFile: 'PAN कार्ड दस्तावेज़',
    additional_document: 'नतीजे का दस्तावेज़',
  } as Record<string, string>,
  aDocument: 'एक दस्तावेज़',
  orderAccessTitle: 'केंद्र पर किसने आपके दस्तावेज़ खोले',
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiTimeline, typeof english> = true;
void checked;

export default hiTimeline;
