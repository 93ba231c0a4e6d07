// Hindi for `../en/operator-queue.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/operator-queue.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiOperatorQueue = {
  sortOldest: 'सबसे पुराना पहले',
  waited: 'इंतज़ार',
  waitedFor: (days, hours) =>
    days >= 1 ? `${days} दिन` : hours >= 1 ? `${hours} घंटे` : 'एक घंटे से कम',
  noMatch: 'इन फ़िल्टर से कोई आवेदन नहीं मिला',
  clearFilters: 'फ़िल्टर हटाएँ',
  openRow: (reference) => `${reference} खोलें`,
  nextInQueue: 'कतार में अगला',
  endOfQueue: 'यह कतार का आख़िरी आवेदन है',
  backToQueue: 'कतार पर वापस',
  confirmComplete: {
    title: 'पूरा हुआ चिह्नित करें?',
    application: (reference) => `${reference} पूरा हुआ चिह्नित होगा और नागरिक को ई-मेल से बताया जाएगा।`,
    order: (reference) => `${reference} पूरा हुआ चिह्नित होगा और नागरिक को ई-मेल से बताया जाएगा।`,
    confirm: 'हाँ, पूरा हुआ चिह्नित करें',
    cancel: 'रद्द करें',
  },
  help: {
    title: 'ऑपरेटरों के लिए मदद',
    intro:
      'जब कोई काम पोर्टल से बाहर करना हो तो क्या करें। ये कमांड उसी कंप्यूटर पर, पोर्टल के फ़ोल्डर में चलती हैं जो पोर्टल चलाता है।',
    adminTitle: 'नया ऑपरेटर जोड़ें',
    adminText: 'ऑपरेटर का खाता बनाती है, या किसी मौजूदा खाते को ऑपरेटर बनाती है (सर्वर चलते हुए भी चलती है):',
    backupTitle: 'बैकअप',
    backupText:
      'USB ड्राइव या दूसरी डिस्क पर बैकअप बनाएँ और उसे कंप्यूटर से अलग रखें। आख़िरी सही बैकअप एक दिन से पुराना हो तो ओवरव्यू पर चेतावनी आती है।',
    restoreText: 'बैकअप सिर्फ़ खाली डेटा फ़ोल्डर में, उसी बैकअप की की-फ़ाइल के साथ लौटाएँ:',
    keyTitle: 'की-फ़ाइल',
    keyText:
      'की-फ़ाइल रखे गए दस्तावेज़, पहचान नंबर और बैकअप को ताले में रखती है। इसके बिना वे खुल नहीं सकते, और बैकअप में यह नहीं होती: इसकी एक कॉपी अलग USB ड्राइव पर सुरक्षित जगह रखें।',
    rotateTitle: 'की बदलना',
    rotateText:
      'अगर लगे कि की-फ़ाइल किसी और ने कॉपी कर ली है तो इसे चलाएँ। यह पोर्टल चलते हुए चल सकती है; बीच में रुक जाए तो दोबारा चलाएँ।',
    callTitle: 'किसे फ़ोन करें',
    callText:
      'अगर पोर्टल शुरू न हो, बैकअप बार-बार असफल हो या की-फ़ाइल खो जाए, तो उस व्यक्ति को फ़ोन करें जिसने आपके केंद्र के लिए यह पोर्टल लगाया। उनका नाम और नंबर काउंटर पर रखें। डेटा फ़ोल्डर की फ़ाइलें ख़ुद न मिटाएँ, न हटाएँ।',
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiOperatorQueue, typeof english> = true;
void checked;

export default hiOperatorQueue;
