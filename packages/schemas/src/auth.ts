import { z } from 'zod';
import { signupConsentField } from './consent.ts';
import {
  codeField,
  currentPasswordField,
  emailField,
  newPasswordField,
  requiredText,
  requiredUntrimmed,
} from './fields.ts';
import { isValidMobile } from './identity.ts';
import { LANGUAGES, type Language } from './language.ts';

export const roles = ['user', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const nameField = requiredText('Name is required', 100);

const PASSWORDS_DIFFER = 'Passwords do not match';

const confirmPasswordField = requiredUntrimmed('Confirm Password is required');

/** The confirmation must repeat the new password exactly (checked once both are present). */
const passwordsMatch =
  <K extends string>(field: K) =>
  (value: Record<K | 'confirmPassword', string>) =>
    value[field] === value.confirmPassword;

/**
 * An account's mobile number (docs/product.md, Citizens known by mobile number): optional; 10
 * digits starting 6–9, kept without +91 or a leading 0. Empty means none.
 */
export const accountMobileField = z
  .string()
  .trim()
  .max(20, { error: 'Invalid mobile number' })
  .optional()
  .transform((value) => (value ? normaliseMobile(value) : null))
  .refine((value) => value === null || isValidMobile(value), { error: 'Invalid mobile number' });

/** Spaces, dashes, a +91 or a leading 0 are how people write it; none of them is kept. */
function normaliseMobile(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, '');
}

/** A mobile number that must be given: 10 digits starting 6–9, written as people write it. */
export const requiredMobileField = z
  .string({ error: 'Mobile Number is required' })
  .trim()
  .min(1, { error: 'Mobile Number is required' })
  .max(20, { error: 'Invalid mobile number' })
  .transform(normaliseMobile)
  .refine(isValidMobile, { error: 'Invalid mobile number' });

/**
 * A citizen registered at the counter (docs/product.md, The counter): a name and a mobile
 * number; the e-mail is optional (empty means none). `language` is the one the citizen reads,
 * for their slip, receipts and e-mails; the operator's own when not given.
 */
export const registerCitizenInput = z.object({
  name: nameField,
  mobile: requiredMobileField,
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    emailField.optional(),
  ),
  language: z.enum(LANGUAGES as readonly [Language, ...Language[]]).optional(),
});
export type RegisterCitizenInput = z.infer<typeof registerCitizenInput>;

/** The link in a counter account's invitation e-mail carries `token`; the citizen picks a password. */
export const acceptInvitationInput = z
  .object({
    token: z
      .string({ error: 'Invalid or expired invitation link' })
      .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Invalid or expired invitation link' }),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(passwordsMatch('password'), { error: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

export const signupInput = z
  .object({
    name: nameField,
    email: emailField,
    mobile: accountMobileField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    consent: signupConsentField,
  })
  .refine(passwordsMatch('password'), { error: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type SignupInput = z.infer<typeof signupInput>;

/**
 * The original portal's client (docs/product.md) also sends name and password; they are accepted
 * and ignored.
 */
export const verifyEmailInput = z.object({
  email: emailField,
  code: codeField,
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>;

export const resendCodeInput = z.object({ email: emailField });

export const loginInput = z.object({
  email: emailField,
  password: currentPasswordField,
});
export type LoginInput = z.infer<typeof loginInput>;

export const forgotPasswordInput = z.object({ email: emailField });

export const resetPasswordInput = z
  .object({
    email: emailField,
    code: codeField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(passwordsMatch('password'), { error: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(256),
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(passwordsMatch('newPassword'), { error: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The name, and the mobile number when sent (empty removes it). */
export const updateProfileInput = z.object({
  name: nameField,
  mobile: accountMobileField.optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const languageSchema = z.enum(LANGUAGES as readonly [Language, ...Language[]], {
  error: 'Language must be en or hi',
});

/** The account's language (`users.language`): its screens after login, its e-mails. */
export const setLanguageInput = z.object({ language: languageSchema });
export type SetLanguageInput = z.infer<typeof setLanguageInput>;
/** `message` is in the language just chosen. */
export const setLanguageOutput = z.object({ message: z.string(), language: languageSchema });

/**
 * The user as the original portal's client stores it: `_id`, name, email, role, createdAt, and the
 * account's language (always sent; optional in the type only so older fixtures still build).
 */
export const sessionUser = z.object({
  _id: z.string(),
  name: z.string(),
  /** Null for an account made at the counter with only a mobile number. */
  email: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
  language: languageSchema.optional(),
  /** Always sent; optional in the type only so older fixtures still build. */
  mobile: z.string().nullable().optional(),
  /** The channels the account is told on (docs/product.md 38); always sent, optional likewise. */
  notifications: z.object({ email: z.boolean(), sms: z.boolean() }).optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const messageOutput = z.object({ message: z.string() });
export type MessageOutput = z.infer<typeof messageOutput>;

/** Machine-readable reasons a client can act on (for example: offer a new code). */
export const authErrorReasons = ['EMAIL_NOT_VERIFIED'] as const;
export type AuthErrorReason = (typeof authErrorReasons)[number];
