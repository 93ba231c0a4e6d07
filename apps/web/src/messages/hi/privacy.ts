// Hindi for `../en/privacy.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/privacy.ts';
import { plural, type SameParameters, type Translation } from '../translation.ts';

const hiPrivacy = {
  profile: {
    title: 'आपका डेटा',
    text: 'केंद्र आपके बारे में जो कुछ रखता है, वह सब डाउनलोड करें, या अपना खाता हटाएँ।',
    download: 'मेरा डेटा डाउनलोड करें',
    downloadHint: 'एक ZIP फ़ाइल, जिसमें आपकी जानकारी, आवेदन, ऑर्डर और आपकी भेजी फ़ाइलें हैं।',
    delete: 'मेरा खाता हटाएँ',
  },
  deleteDialog: {
    title: 'अपना खाता हटाएँ?',
    deleted:
      'तुरंत हटेगा: आपका खाता, आपका नाम, ईमेल और मोबाइल नंबर, हर आधार, PAN और बैंक खाता नंबर, हर अपलोड की गई फ़ाइल और नतीजा, आपका लॉकर और आपकी टिप्पणियाँ।',
    kept: 'हिसाब के लिए रखा जाएगा: आपके भुगतान और रसीदें (रसीद संख्या, राशि, तारीख), और जिसका भुगतान हुआ उसका रेफ़रेंस, आपके नाम या नंबरों के बिना।',
    inProgress: 'अगर कोई आवेदन या ऑर्डर अभी चल रहा है, तो पहले केंद्र से उसे पूरा या रद्द करवाएँ।',
    final: 'यह वापस नहीं होगा। आप लॉग आउट हो जाएँगे।',
    password: 'आपका पासवर्ड',
    confirm: 'मेरा खाता हटाएँ',
    cancel: 'रद्द करें',
    failed: 'आपका खाता नहीं हटाया जा सका। कृपया फिर से कोशिश करें।',
  },
  counter: {
    title: 'यह खाता हटाएँ',
    text: 'केवल तब, जब नागरिक खुद कहे। उनकी फ़ाइलें, पहचान नंबर, नाम, ईमेल और मोबाइल नंबर तुरंत हट जाते हैं; भुगतान और रसीदें रखी जाती हैं।',
    button: 'खाता हटाएँ…',
    dialogTitle: (name) => `${name} का खाता हटाएँ?`,
    confirmBox: 'नागरिक ने मुझसे अपना खाता हटाने को कहा है, और मैंने उन्हें बताया कि क्या रखा जाएगा।',
    confirm: 'खाता हटाएँ',
    cancel: 'रद्द करें',
    failed: 'खाता नहीं हटाया जा सका। कृपया फिर से कोशिश करें।',
  },
  erasures: {
    title: 'हटाए गए खाते',
    text: 'नागरिक द्वारा या काउंटर पर हटाए गए खाते। यहाँ कोई नाम या नंबर नहीं रखा जाता।',
    when: 'हटाने की तारीख',
    account: 'खाता',
    door: 'किसने',
    self: 'नागरिक ने',
    counter: (operator) => `काउंटर: ${operator}`,
    counterUnknown: 'काउंटर',
    removed: 'हटाया गया',
    removedCounts: (applications, orders, files) =>
      [
        `${applications} आवेदन`,
        `${orders} ऑर्डर`,
        plural('hi', files, { one: `${files} फ़ाइल`, other: `${files} फ़ाइलें` }),
      ].join(', '),
    kept: 'हिसाब के लिए रखा',
    filesLeft: (count) =>
      plural('hi', count, {
        one: `${count} फ़ाइल अभी नहीं हटाई जा सकी`,
        other: `${count} फ़ाइलें अभी नहीं हटाई जा सकीं`,
      }),
    empty: 'अभी तक कोई खाता नहीं हटाया गया।',
    loading: 'लोड हो रहा है…',
    loadFailed: 'सूची लोड नहीं हो सकी।',
    previous: 'पिछला',
    next: 'अगला',
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiPrivacy, typeof english> = true;
void checked;

export default hiPrivacy;
