// Hindi for `../en/entry.ts`: the same keys and message parameters, checked by the typecheck.
// Every page downloads this file first: keep it short.
import type english from '../en/entry.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiEntry = {
  brand: 'Seva',
  common: {
    loading: 'लोड हो रहा है...',
    notAvailable: 'उपलब्ध नहीं',
    cancel: 'रद्द करें',
    save: 'सहेजें',
    close: 'बंद करें',
  },
  a11y: {
    skipToMain: 'मुख्य सामग्री पर जाएँ',
    title: (screen: string) => `${screen} — Seva`,
  },
  nav: {
    home: 'होम',
    services: 'सेवाएँ',
    dashboard: 'डैशबोर्ड',
    logout: 'लॉग आउट',
    loginSignup: 'लॉग इन / साइन अप',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    mainNavigation: 'मुख्य मेन्यू',
    menuTitle: 'मेन्यू',
  },
  theme: {
    toLight: 'हल्की थीम चुनें',
    toDark: 'गहरी थीम चुनें',
  },
  guard: {
    pleaseLogIn: 'यह पेज देखने के लिए लॉग इन करें',
    notAuthorized: 'आपको यह पेज देखने की अनुमति नहीं है',
  },
  dashboard: {
    welcome: (name) => `स्वागत है, ${name}`,
    overview: 'आपके डैशबोर्ड की झलक',
    profile: 'प्रोफ़ाइल',
    myServices: 'मेरी सेवाएँ',
    panCard: 'पैन कार्ड',
    itrService: 'ITR सेवा',
    apply: 'आवेदन करें',
    myApplications: 'मेरे आवेदन',
    sidebar: 'डैशबोर्ड मेन्यू',
    account: 'खाता मेन्यू',
    toggleSidebar: 'साइडबार खोलें/बंद करें',
    applyPanCard: 'पैन कार्ड आवेदन',
    panCardList: 'पैन कार्ड सेवाएँ',
    applyItr: 'आयकर रिटर्न (ITR) आवेदन',
    itrList: 'ITR सेवाएँ',
    myOrders: 'मेरे ऑर्डर',
    myDocuments: 'मेरे दस्तावेज़',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    text: 'आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है या हटा दिया गया है।',
    back: 'वापस जाएँ',
    dashboard: 'डैशबोर्ड पर जाएँ',
  },
  errors: {
    generic: 'कुछ गलत हो गया। फिर से कोशिश करें।',
    network: 'सर्वर से संपर्क नहीं हो पा रहा। अपना इंटरनेट देखें और फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiEntry, typeof english> = true;
void checked;

export default hiEntry;
