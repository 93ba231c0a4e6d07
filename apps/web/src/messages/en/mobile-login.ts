/**
 * Logging in with a mobile number (docs/product.md 23 and 38): an SMS code, or a password set
 * through one. Reached through `messages/mobile-login.ts` from the lazy /login/mobile routes
 * only, so the /login budget does not carry them.
 */
const mobileLogin = {
  fields: {
    mobile: 'Mobile Number',
    mobilePlaceholder: '98765 43210',
    mobileHint: 'The number the service centre has for you',
    code: 'SMS code',
    codeHint: 'The 8-digit code from the SMS',
    password: 'Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
  },
  login: {
    title: 'Log in with mobile number',
    subtitle: 'We send a code by SMS, or you use the password you set for this number.',
    sendCode: 'Send code by SMS',
    usePassword: 'Log in with password',
    useCode: 'Get a code by SMS instead',
    submit: 'Log in',
    failed: 'Login failed. Please try again.',
    setPassword: 'Set or reset your password with an SMS code',
    withEmail: 'Log in with email instead',
  },
  code: {
    resend: 'Send the code again',
    resendIn: (seconds: number) => `Send again in ${seconds} s`,
    sendFailed: 'Could not send a code. Please try again.',
    smsUnavailable: 'SMS codes are not available at this centre. Please log in with your email.',
  },
  setPassword: {
    title: 'Set a password',
    subtitle: 'We send a code by SMS to your mobile number. Then choose a password.',
    submit: 'Set Password',
    backToLogin: 'Back to login with mobile number',
    failed: 'Something went wrong. Please try again.',
  },
} as const;

export default mobileLogin;
