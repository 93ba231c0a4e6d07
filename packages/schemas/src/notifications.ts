import { z } from 'zod';
import { requiredMobileField } from './auth.ts';
import { newPasswordField, passwordToCheck, requiredUntrimmed, sentCodeField } from './fields.ts';
import { bilingual } from './texts.ts';

/**
 * Notifications (docs/product.md 36–38, docs/decisions/075): every e-mail and SMS goes through
 * the outbox; each citizen keeps or turns off each channel; an account known only by its
 * mobile number logs in with an SMS code or a password set through one.
 */

/** What a notification says; the outbox row's `kind`. */
export const notificationKinds = [
  'verify_code',
  'reset_code',
  'sms_code',
  'invitation',
  'application_received',
  'status_changed',
  'comment_added',
  'sent_back',
  'documents_received',
  'result_ready',
  'order_placed',
  'order_status',
  'payment_received',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Codes: sent whatever the channel settings say, at once, and never after they expire. */
export const codeKinds: readonly NotificationKind[] = ['verify_code', 'reset_code', 'sms_code'];

/** The Profile's switches: e-mail and SMS about applications and orders (codes excepted). */
export const notificationChannelsInput = z.object({
  email: z.boolean({ error: 'Choose whether to get e-mails' }),
  sms: z.boolean({ error: 'Choose whether to get SMS' }),
});
export type NotificationChannelsInput = z.infer<typeof notificationChannelsInput>;

export const notificationChannelsOutput = z.object({
  message: z.string(),
  notifications: notificationChannelsInput,
});

export const notificationChannelMessages = bilingual({
  saved: 'Notification settings saved',
} as const);

/** One row of the operators' outbox view: never the message, the code or the full recipient. */
export const outboxItem = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  channel: z.enum(['email', 'sms']),
  /** Masked: `r***@example.com`, `XXXXXX1234`. */
  recipient: z.string(),
  status: z.enum(['waiting', 'sending', 'sent', 'failed', 'expired']),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type OutboxItem = z.infer<typeof outboxItem>;

export const outboxOverview = z.object({
  /** Whether SMS are sent at all (`SMS_URL`), and by which transport. */
  sms: z.enum(['none', 'log', 'msg91']),
  /** Sent in the last 24 hours, by channel. */
  sent24h: z.object({ email: z.number().int(), sms: z.number().int() }),
  waiting: z.number().int(),
  failed: z.number().int(),
  /** Failed and waiting ones, failed first, newest first; at most 50. */
  items: z.array(outboxItem),
});
export type OutboxOverview = z.infer<typeof outboxOverview>;

export const outboxRetryInput = z.object({ id: z.string().min(1).max(100) });

export const outboxMessages = bilingual({
  retrying: 'Sending again now',
  notFound: 'Notification not found',
  notRetryable: 'Only a failed or waiting notification can be retried',
} as const);

/** The code from the SMS: the e-mail code's rules, in words that name the SMS. */
const smsCodeField = sentCodeField('Enter the 8-digit code from the SMS');

/** A password typed to log in with the mobile number. */
const mobilePasswordField = passwordToCheck('Invalid mobile number or password');

/** `POST /api/auth/request-code`: a code by SMS to log in or set a password. */
export const requestCodeInput = z.object({ mobile: requiredMobileField });
export type RequestCodeInput = z.infer<typeof requestCodeInput>;

/** `POST /api/auth/login-code`: the SMS code alone. */
export const loginCodeInput = z.object({ mobile: requiredMobileField, code: smsCodeField });
export type LoginCodeInput = z.infer<typeof loginCodeInput>;

/** `POST /api/auth/login-mobile`: the mobile number and the password set through a code. */
export const loginMobileInput = z.object({
  mobile: requiredMobileField,
  password: mobilePasswordField,
});
export type LoginMobileInput = z.infer<typeof loginMobileInput>;

/** `POST /api/auth/set-password-code`: a password set (or reset) with an SMS code. */
export const setPasswordByCodeInput = z
  .object({
    mobile: requiredMobileField,
    code: smsCodeField,
    password: newPasswordField,
    confirmPassword: requiredUntrimmed('Confirm Password is required'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SetPasswordByCodeInput = z.infer<typeof setPasswordByCodeInput>;

export const mobileLoginMessages = bilingual({
  codeSent: 'If this mobile number has an account, a code has been sent by SMS.',
  badLogin: 'Invalid mobile number or password',
  passwordSet: 'Your password has been set. You can now log in with it.',
  invalidCode:
    'Invalid or expired code. Please check the code in your latest SMS or request a new one.',
  smsUnavailable: 'SMS codes are not available at this centre. Please log in with your email.',
} as const);

/** 'Retry now' answered: what it says, and the outbox as it is now. */
export const outboxRetried = z.object({ message: z.string(), outbox: outboxOverview });
