import type { Language } from '@seva/schemas/language';
import { looksLikeIdentityNumber, normalizeIdentityNumber } from './sealed-values.ts';

/**
 * The SMS Seva sends, one DLT-registered template per kind and language
 * (docs/decisions/074-sms-gateway.md). India's DLT rules deliver only a text that matches a
 * registered template, each `{#var#}` standing for at most 30 characters: the texts below are
 * registered exactly as written. A changed word is a new registration, so change them rarely.
 */
export const smsKinds = [
  'application_received',
  'sent_back',
  'completed',
  'rejected',
  'order_ready',
  'payment_received',
  'code',
] as const;
export type SmsKind = (typeof smsKinds)[number];

/** How DLT writes a variable in a registered template. */
export const SMS_VAR = '{#var#}';
/** DLT's limit on one variable's value. */
export const SMS_VAR_MAX_LENGTH = 30;
/** A longer message costs more and arrives in pieces on older phones. */
export const SMS_MAX_PARTS = 2;

interface SmsTemplate {
  /** What each `{#var#}` holds, in order (for error messages and the operators' setup). */
  vars: readonly string[];
  /** GSM-7 only, so it stays one 160-character part. */
  en: string;
  /** Devanagari travels as UCS-2: 70 characters in one part, 67 in each of two. */
  hi: string;
}

// No names, no identity numbers, no amounts: the reference is enough to find the record.
export const smsTemplates: Record<SmsKind, SmsTemplate> = {
  application_received: {
    vars: ['reference', 'promised date'],
    en: 'Your application {#var#} is received. Expected by {#var#}. Track it on the Seva portal. - Seva',
    hi: 'आवेदन {#var#} मिल गया। {#var#} तक पूरा होगा। - Seva',
  },
  sent_back: {
    vars: ['reference'],
    en: 'Application {#var#} needs more documents. Upload them on the Seva portal or bring them to the centre. - Seva',
    hi: 'आवेदन {#var#} के लिए और कागज़ चाहिए। पोर्टल पर भेजें या केंद्र पर लाएँ। - Seva',
  },
  completed: {
    vars: ['reference'],
    en: 'Application {#var#} is completed. Your result is ready on the Seva portal and at the centre. - Seva',
    hi: 'आवेदन {#var#} पूरा हुआ। नतीजा पोर्टल या केंद्र पर लें। - Seva',
  },
  rejected: {
    vars: ['reference'],
    en: 'Application {#var#} was rejected. See the reason on the Seva portal or ask at the centre. - Seva',
    hi: 'आवेदन {#var#} नामंज़ूर हुआ। कारण पोर्टल पर देखें। - Seva',
  },
  order_ready: {
    vars: ['order reference'],
    en: 'Your order {#var#} is ready. See the Seva portal or ask at the centre. - Seva',
    hi: 'ऑर्डर {#var#} तैयार है। पोर्टल या केंद्र पर देखें। - Seva',
  },
  payment_received: {
    vars: ['reference', 'receipt number'],
    en: 'Payment for {#var#} received. Receipt {#var#}. Thank you. - Seva',
    hi: '{#var#} का भुगतान मिल गया। रसीद {#var#}। धन्यवाद। - Seva',
  },
  code: {
    vars: ['code', 'minutes valid'],
    en: '{#var#} is your Seva code. It expires in {#var#} minutes. Do not share it with anyone. - Seva',
    hi: '{#var#} आपका Seva कोड है। {#var#} मिनट तक चलेगा। किसी को न बताएँ। - Seva',
  },
};

// Seva's own numbers, which look like identity numbers to the broad check but name no person:
// references (the references repository's), receipt numbers (features/payments) and dates (smsDate).
const OWN_SHAPES: readonly RegExp[] = [
  /^SEVA-\d{4}-\d{6,}$/,
  /^SEVA\/\d{4}-\d{2}\/\d{6,}$/,
  // `Sept`: what en-GB's short month gives for September.
  /^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/,
];
/** A PAN anywhere in the value, spaces and hyphens aside. */
const PAN = /[A-Z]{5}\d{4}[A-Z]/;
/** An Aadhaar number written in groups of four (`2345 6789 0124`, `2345-6789-0124`). */
const AADHAAR_GROUPED = /(?<!\d)\d{4}([ -])\d{4}\1\d{4}(?!\d)/;
/** 9 or more digits in a row: an Aadhaar (12), a bank account (9–18), a mobile number (10). */
const LONG_DIGIT_RUN = /\d{9,}/;
/** A sign-in, sign-up or reset code: 6 to 8 digits, allowed only as a `code` message's code. */
const CODE = /^\d{6,8}$/;

/**
 * Whether an SMS variable could carry an identity number (decision 37: never in an SMS).
 * Precise patterns anywhere in the value (PAN, grouped Aadhaar, long digit runs), then the
 * search box's broad check (`looksLikeIdentityNumber`: 8–20 letters and digits, four digits in
 * a row — voter IDs, demat accounts) on the whole value, which Seva's own references, receipt
 * numbers, dates and the `code` message's code pass.
 */
export function looksLikeIdentityVar(kind: SmsKind, index: number, value: string): boolean {
  if (PAN.test(normalizeIdentityNumber(value))) return true;
  if (AADHAAR_GROUPED.test(value) || LONG_DIGIT_RUN.test(value)) return true;
  if (!looksLikeIdentityNumber(value)) return false;
  if (kind === 'code' && index === 0 && CODE.test(value)) return false;
  return !OWN_SHAPES.some((shape) => shape.test(value.trim()));
}

// The GSM 03.38 basic character set; the extension table's characters cost two septets.
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  parts: number;
}

/** How a phone network carries a text: its encoding, length and number of parts. */
export function smsSize(text: string): SmsSize {
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.has(char)) septets += 1;
    else if (GSM7_EXTENSION.has(char)) septets += 2;
    else {
      // One part holds 140 bytes; a multi-part message spends 6 of each on the joining header.
      const units = text.length;
      return { encoding: 'UCS-2', units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return {
    encoding: 'GSM-7',
    units: septets,
    parts: septets <= 160 ? 1 : Math.ceil(septets / 153),
  };
}

/**
 * The text of one SMS, its variables put in their places. Throws when the variables do not fit
 * the registered template: a wrong count, one empty or over 30 characters, or one that looks
 * like an identity number. The error names the kind and the variable, never its value.
 */
export function renderSms(kind: SmsKind, language: Language, vars: readonly string[]): string {
  const template = smsTemplates[kind];
  if (vars.length !== template.vars.length) {
    throw new Error(
      `SMS ${kind} takes ${template.vars.length} variables (${template.vars.join(', ')}), got ${vars.length}`,
    );
  }
  vars.forEach((value, index) => {
    const name = `SMS ${kind}: ${template.vars[index]} (variable ${index + 1})`;
    if (value.trim() === '') throw new Error(`${name} is empty`);
    if (value.length > SMS_VAR_MAX_LENGTH) {
      throw new Error(`${name} is longer than ${SMS_VAR_MAX_LENGTH} characters`);
    }
    if (/[\r\n]/.test(value)) throw new Error(`${name} has a line break`);
    if (looksLikeIdentityVar(kind, index, value)) {
      throw new Error(`${name} looks like an identity number`);
    }
  });
  // Split, not replace: a value that itself reads `{#var#}` must not be filled in again.
  const pieces = template[language].split(SMS_VAR);
  const text = pieces.map((piece, index) => (index === 0 ? piece : `${vars[index - 1]}${piece}`));
  const rendered = text.join('');
  const size = smsSize(rendered);
  if (size.parts > SMS_MAX_PARTS) {
    throw new Error(`SMS ${kind} (${language}) would take ${size.parts} parts`);
  }
  return rendered;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day (`2026-12-12`, as `applications.dueOn` keeps it) as an SMS variable: `12 Dec 2026`,
 * in both languages. ASCII keeps an English SMS in GSM-7, and one value fits both templates
 * when a Hindi template is not registered and the English one stands in (lib/sms.ts).
 */
export function smsDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error('smsDate takes a day written YYYY-MM-DD');
  return `${Number(match[3])} ${month} ${match[1]}`;
}
