// Hindi for `../en/product-pages.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/product-pages.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiProductPages = {
  services: {
    title: 'सेवाएँ',
    description:
      'Seva सेवा केंद्र के सभी उत्पाद और उनके मूल्य रुपये में: आधार, वोटर, ई-शेयर (डीमैट), आयुष्मान और पैन कार्ड सेवाएँ, पेपर, प्रिंटिंग और लेमिनेशन।',
    intro: 'काउंटर पर कार्ड, प्रिंट, पेपर और लेमिनेशन। ऑनलाइन ऑर्डर करें और लेते समय भुगतान करें।',
    applyTitle: 'आवेदन',
    applyText: 'पैन कार्ड, RTPS, जॉब कार्ड और ITR के आवेदन आपके डैशबोर्ड से किए जाते हैं।',
    applyPan: 'पैन कार्ड के लिए आवेदन करें',
    order: 'ऑर्डर करें',
    loadFailed: 'मूल्य लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
    empty: 'अभी कोई उत्पाद उपलब्ध नहीं है।',
  },
  product: {
    description: (title: string, price: string, unit: string) =>
      `Seva से ${title} ${price} ${unit} में ऑर्डर करें। फ़ॉर्म भरें, काउंटर पर भुगतान करें।`,
    back: 'सभी सेवाएँ',
    /** `orderMessages.inactive`: the order call refuses such a product with the same words. */
    unavailable: 'यह उत्पाद अभी उपलब्ध नहीं है',
    price: 'मूल्य',
    formTitle: 'ऑर्डर फ़ॉर्म',
    optionalWhenUpdating: 'अनुरोध का प्रकार "अपडेट" होने पर वैकल्पिक',
    select: 'चुनें...',
    buyNow: 'अभी खरीदें',
    submitting: 'जमा हो रहा है...',
    loginToBuy: 'पहले आपसे लॉग इन करने को कहा जाएगा। आपने यहाँ जो लिखा है, वह सुरक्षित रहेगा।',
    filesNote: 'लॉग इन के दौरान फ़ाइलें नहीं रखी जा सकतीं: लॉग इन के बाद उन्हें फिर से चुनें।',
    failed: 'आपका ऑर्डर नहीं हो सका। कृपया फिर से कोशिश करें।',
    reference: (reference: string) => `संदर्भ संख्या: ${reference}`,
    total: (amount: string) => `कुल: ${amount}`,
    chooseFile: 'फ़ाइल चुनें',
  },
  applyPan: {
    title: 'पैन कार्ड के लिए आवेदन करें',
    description:
      'Seva के ज़रिए नए पैन कार्ड के लिए आवेदन करें: क्या चाहिए (आधार, फ़ोटो, हस्ताक्षर) और मूल्य। फ़ॉर्म ऑनलाइन भरें और अपने डैशबोर्ड पर स्थिति देखें।',
    intro:
      'हम आपके लिए पैन कार्ड का आवेदन भरते और जमा करते हैं। अपने विवरण और दस्तावेज़ों के साथ फ़ॉर्म ऑनलाइन भरें, फिर अपने डैशबोर्ड पर उसकी स्थिति देखें।',
    needTitle: 'आपको क्या चाहिए',
    needs: [
      'आपकी आधार संख्या और आधार कार्ड का स्कैन या फ़ोटो (JPEG, PNG या PDF, अधिकतम 5 MB)',
      'हाल की पासपोर्ट साइज़ फ़ोटो (JPEG या PNG, अधिकतम 5 MB)',
      'सफ़ेद कागज़ पर आपके हस्ताक्षर, फ़ोटो खींचकर या स्कैन करके (JPEG या PNG, अधिकतम 5 MB)',
      'आधार के अनुसार आपकी जन्म तिथि, पिता का नाम और पता',
      'एक मोबाइल नंबर और एक ईमेल पता',
    ],
    priceTitle: 'मूल्य',
    apply: 'अभी आवेदन करें',
    loginFirst: 'पहले आपसे लॉग इन करने को कहा जाएगा, फिर आप फ़ॉर्म पर पहुँचेंगे।',
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiProductPages, typeof english> = true;
void checked;

export default hiProductPages;
