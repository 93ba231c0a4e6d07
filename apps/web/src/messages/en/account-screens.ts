/**
 * The account screens: login, signup, e-mail verification, forgot password, profile, and the
 * 403 page. Lazy route code only: the home page's budget does not carry them.
 */
const accountScreens = {
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
  verify: {
    title: 'Verify Email',
    sentTo: (email: string) => `Enter the OTP sent to: ${email}`,
    noEmail: 'Enter your email address and the code we sent to it.',
    submit: 'Verify',
    resend: 'Resend Code',
    failed: 'Verification failed',
    resendFailed: 'Could not send a new code. Please try again.',
  },
  signup: {
    title: 'Create Your Account',
    submit: 'Sign Up',
    haveAccount: 'Already have an account?',
    loginLink: 'Login',
    failed: 'Signup failed',
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
  unauthorized: {
    title: 'Access Denied',
    text: 'You do not have permission to access this page.',
    back: 'Return to Dashboard',
  },
} as const;

export default accountScreens;
