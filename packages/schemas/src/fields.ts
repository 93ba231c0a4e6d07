import { z } from 'zod';

/**
 * A required text field: blank after trimming counts as missing, with the original portal's message
 * (docs/product.md). Kept in NFC, so a name typed in Devanagari with decomposed characters is
 * stored, shown and searched as the same name (docs/product.md, Languages).
 */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .normalize('NFC')
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });
}

/**
 * An optional text, trimmed and in NFC: empty or null means none (`null`), absent means
 * unchanged (`undefined`), so a client that does not know the field leaves it as it was.
 */
export function optionalText(max = 200) {
  return z
    .string()
    .trim()
    .normalize('NFC')
    .max(max, { error: `Must be at most ${max} characters` })
    .nullable()
    .transform((value) => value || null)
    .optional();
}

/** Seeds' e-mail field: required, of e-mail format, kept lower-case. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((value) => value.toLowerCase());

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * A string that must hold something other than spaces, kept exactly as typed: blank after trimming
 * counts as missing (the original portal's rule for every field), but a password's spaces are part
 * of it, so nothing is trimmed away.
 */
export function requiredUntrimmed(message: string) {
  return z
    .string({ error: message })
    .refine((value) => value.trim().length > 0, { error: message, abort: true });
}

/** NIST 800-63B: length only, no composition rules. Not trimmed: spaces are part of a password. */
export const newPasswordField = requiredUntrimmed('Password is required')
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

/**
 * A password being checked, not set: any non-empty string up to the cap. One too long cannot be
 * right, so it reads as the login's own failure (`badLogin`).
 */
export const passwordToCheck = (badLogin: string) =>
  z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX, { error: badLogin });

export const currentPasswordField = passwordToCheck('Invalid email or password');

export const CODE_LENGTH = 8;

/** A code sent by e-mail or SMS: `wrongShape` says where to find the right one. */
export const sentCodeField = (wrongShape: string) =>
  z
    .string({ error: 'Verification code is required' })
    .trim()
    .min(1, { error: 'Verification code is required' })
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: wrongShape });

export const codeField = sentCodeField('Enter the 8-digit code from the email');
