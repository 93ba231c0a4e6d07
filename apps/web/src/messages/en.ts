/**
 * Every user-facing string of the web app. Texts quoted in the seeds are kept exactly;
 * Hindi (`hi.ts`) will implement the same `Messages` shape.
 */
import { enAdmin } from './en-admin.ts';
import { enApplications } from './en-applications.ts';

export const en = {
  brand: 'Seva',
  tagline: 'Your local service centre, online',
  common: {
    loading: 'Loading...',
    notAvailable: 'Not available',
    cancel: 'Cancel',
    save: 'Save',
    comingSoon: 'This screen is coming soon.',
  },
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  meridiem: { am: 'AM', pm: 'PM' },
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
  fields: {
    name: 'Name',
    namePlaceholder: 'Full Name',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    code: 'Verification Code',
    codeHint: 'The 8-digit code from the email',
    newPassword: 'New Password',
    currentPassword: 'Current Password',
    showPassword: 'Show password',
  },
  login: {
    title: 'Welcome Back',
    subtitle: 'Sign in to continue to your account',
    submit: 'Login',
    forgotPassword: 'Forgot Password?',
    noAccount: "Don't have an account?",
    signupLink: 'Sign Up',
    success: 'Login Successful',
    failed: 'Login failed. Please try again.',
    failedToast: 'Login failed. Please try again !',
    sendNewCode: 'Send a new code',
  },
  signup: {
    title: 'Create Your Account',
    submit: 'Sign Up',
    haveAccount: 'Already have an account?',
    loginLink: 'Login',
    failed: 'Signup failed',
  },
  verify: {
    title: 'Verify Email',
    sentTo: (email: string) => `Enter the OTP sent to: ${email}`,
    noEmail: 'Enter your email address and the code we sent to it.',
    submit: 'Verify',
    resend: 'Resend Code',
    failed: 'Verification failed',
    resendFailed: 'Could not send a new code. Please try again.',
  },
  forgot: {
    title: 'Forgot Password',
    subtitle: 'Enter your email address and we will send you a code to reset your password.',
    sendCode: 'Send Code',
    resetTitle: 'Reset Password',
    resetSubtitle: (email: string) => `Enter the code sent to: ${email}`,
    submitReset: 'Reset Password',
    differentEmail: 'Use a different email',
    backToLogin: 'Back to Login',
    failed: 'Something went wrong. Please try again.',
  },
  profile: {
    title: 'Profile',
    fullName: 'Full Name',
    email: 'Email Address',
    createdAt: 'Account Created',
    edit: 'Edit Profile',
    changePassword: 'Change Password',
    editTitle: 'Edit Profile',
    updated: 'Profile updated successfully',
    updateFailed: 'Could not update your profile. Please try again.',
    passwordChanged: 'Password changed successfully',
    passwordFailed: 'Could not change your password. Please try again.',
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
  admin: {
    dashboard: 'Dashboard',
    services: 'Services',
    users: 'Users',
    settings: 'Settings',
    support: 'Support',
    orders: 'Orders',
    inbox: 'Inbox',
    sidebar: 'Admin navigation',
    area: 'Operator dashboard',
    title: 'Dashboard',
  },
  unauthorized: {
    title: 'Access Denied',
    text: 'You do not have permission to access this page.',
    back: 'Return to Dashboard',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist or has been moved.',
    back: 'Go Back',
    dashboard: 'Go to Dashboard',
  },
  applications: enApplications,
  operator: enAdmin,
  errors: {
    generic: 'Something went wrong. Please try again.',
    network: 'Cannot reach the server. Check your connection and try again.',
    retry: 'Try again',
  },
} as const;

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly string[]
      ? readonly string[]
      : { readonly [K in keyof T]: Widen<T[K]> };

/** The catalogue's shape: a translation supplies every key with its own text. */
export type Messages = Widen<typeof en>;
