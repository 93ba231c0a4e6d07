// Hindi for `../en/public-pages.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/public-pages.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiPublicPages = {
  siteName: 'Seva',
  titleSuffix: ' | Seva',
  home: {
    title: 'Seva — आपका स्थानीय सेवा केंद्र, अब ऑनलाइन',
    description:
      'बिहार के एक साइबर कैफ़े में पैन कार्ड, ITR, RTPS और जॉब कार्ड के आवेदन, आधार और वोटर कार्ड में मदद, प्रिंटिंग और लेमिनेशन। अपने फ़ोन से आवेदन करें और ऑनलाइन स्थिति देखें।',
    heroTitle: 'सरकारी सेवाएँ और प्रिंटिंग, आपके फ़ोन से',
    heroText:
      'पैन कार्ड, ITR, RTPS और जॉब कार्ड के आवेदन, आधार और वोटर कार्ड में मदद, प्रिंटिंग और लेमिनेशन। ऑनलाइन आवेदन करें, काउंटर पर भुगतान करें, और सब कुछ अपने डैशबोर्ड पर देखें।',
    browseServices: 'सेवाएँ देखें',
    howItWorks: 'यह कैसे काम करता है',
    servicesTitle: 'हमारी सेवाएँ',
    servicesRegion: 'सेवाओं का कैरोसेल',
    previous: 'पिछली सेवाएँ',
    next: 'अगली सेवाएँ',
    pause: 'कैरोसेल रोकें',
    play: 'कैरोसेल चलाएँ',
    slideOf: (first: number, total: number) => `${total} में से सेवा ${first}`,
    viewService: 'देखें',
    aboutTitle: 'Seva के बारे में',
    aboutText:
      'Seva बिहार का एक साइबर कैफ़े और सेवा केंद्र है। हम नागरिकों को सरकारी दस्तावेज़ों और पंजीकरण के लिए आवेदन करने, आयकर रिटर्न भरने, और अपने कागज़ प्रिंट और लेमिनेट कराने में मदद करते हैं। तैयार दस्तावेज़ों की सॉफ़्टकॉपी उपयोगकर्ताओं को उनके डैशबोर्ड पर मिलती है।',
    aboutPoints: [
      'अपने फ़ोन से आवेदन करें, काउंटर पर नकद या UPI से भुगतान करें',
      'हर आवेदन और ऑर्डर के लिए एक संदर्भ संख्या',
      'स्थिति की जानकारी ईमेल से और आपके डैशबोर्ड पर',
    ],
    aboutMore: 'हमारे बारे में और जानें',
  },
  contact: {
    title: 'संपर्क करें',
    intro: 'कोई सवाल है? हमें संदेश भेजें, हम ईमेल से जवाब देंगे।',
    name: 'नाम',
    email: 'ईमेल',
    message: 'संदेश',
    namePlaceholder: 'आपका नाम',
    emailPlaceholder: 'you@example.com',
    messagePlaceholder: 'हम आपकी क्या मदद कर सकते हैं?',
    send: 'संदेश भेजें',
    sending: 'भेजा जा रहा है...',
    sent: 'संदेश भेज दिया गया!',
    sentText: 'धन्यवाद। हमारे कर्मचारी आपके ईमेल पते पर जवाब देंगे।',
    another: 'एक और संदेश भेजें',
    failed: 'आपका संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  },
  footer: {
    label: 'साइट के लिंक',
    rights: (year: number) => `© ${year} Seva। सर्वाधिकार सुरक्षित।`,
    tagline: 'बिहार का एक साइबर कैफ़े और सेवा केंद्र।',
    links: [
      { to: '/how-it-works', label: 'यह कैसे काम करता है' },
      { to: '/about', label: 'हमारे बारे में' },
      { to: '/contact', label: 'संपर्क करें' },
      { to: '/privacy', label: 'गोपनीयता नीति' },
      { to: '/terms', label: 'नियम और शर्तें' },
      { to: '/cookies', label: 'कुकी नीति' },
      { to: '/refunds', label: 'धनवापसी नीति' },
    ],
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiPublicPages, typeof english> = true;
void checked;

export default hiPublicPages;
