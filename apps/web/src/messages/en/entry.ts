/**
 * Every user-facing string of the web app. Texts of the original portal (docs/product.md) are kept
 * exactly; `../hi/entry.ts` is its Hindi, checked key by key.
 */

const entry = {
  brand: 'Seva',
  common: {
    loading: 'Loading...',
    notAvailable: 'Not available',
    cancel: 'Cancel',
    save: 'Save',
    close: 'Close',
  },
  a11y: {
    skipToMain: 'Skip to main content',
    /** Every screen's document title: 'My Services — Seva'. */
    title: (screen: string) => `${screen} — Seva`,
  },
  nav: {
    home: 'Home',
    services: 'Services',
    dashboard: 'Dashboard',
    logout: 'Logout',
    loginSignup: 'Login / Signup',
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
    mainNavigation: 'Main navigation',
    menuTitle: 'Menu',
  },
  theme: {
    toLight: 'Switch to light theme',
    toDark: 'Switch to dark theme',
  },
  guard: {
    pleaseLogIn: 'Please log in to access this page',
    notAuthorized: 'You are not authorized to access this page',
  },
  dashboard: {
    welcome: (name: string) => `Welcome, ${name}`,
    overview: "Here's an overview of your dashboard",
    profile: 'Profile',
    myServices: 'My Services',
    panCard: 'PAN Card',
    itrService: 'ITR Service',
    apply: 'Apply',
    myApplications: 'My Applications',
    sidebar: 'Dashboard navigation',
    account: 'Account menu',
    toggleSidebar: 'Toggle sidebar',
    applyPanCard: 'Apply PAN Card',
    panCardList: 'PanCard Services',
    applyItr: 'Apply for Income Tax Return (ITR)',
    itrList: 'ITR Services',
    myOrders: 'My Orders',
    myDocuments: 'My Documents',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist or has been moved.',
    back: 'Go Back',
    dashboard: 'Go to Dashboard',
  },
  errors: {
    generic: 'Something went wrong. Please try again.',
    network: 'Cannot reach the server. Check your connection and try again.',
    retry: 'Try again',
  },
} as const;

export default entry;
