// Checks on Indian identity and bank numbers (docs/product.md, Security and privacy: identity numbers), shared by forms and server.

// Verhoeff's dihedral-group tables, as UIDAI uses for the Aadhaar check digit.
const multiplication = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const permutation = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the digits (check digit last) pass Verhoeff's check. */
export function verhoeffValid(digits: string): boolean {
  let check = 0;
  const reversed = digits.split('').reverse();
  for (let i = 0; i < reversed.length; i++) {
    const digit = Number(reversed[i]);
    const row = permutation[i % 8];
    const permuted = row?.[digit];
    if (permuted === undefined) return false;
    check = multiplication[check]?.[permuted] ?? -1;
  }
  return check === 0;
}

/** The check digit that makes `digits` + it Verhoeff-valid (used to make test numbers). */
export function verhoeffCheckDigit(digits: string): string {
  for (let candidate = 0; candidate < 10; candidate++) {
    if (verhoeffValid(`${digits}${candidate}`)) return String(candidate);
  }
  throw new Error('unreachable');
}

/** 12 digits, not starting with 0 or 1, with a valid Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value) && verhoeffValid(value);
}

export const isValidPan = (value: string) => /^[A-Z]{5}\d{4}[A-Z]$/.test(value);
export const isValidIfsc = (value: string) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value);
export const isValidMobile = (value: string) => /^[6-9]\d{9}$/.test(value);
export const isValidAccountNumber = (value: string) => /^\d{9,18}$/.test(value);

/** `XXXX XXXX 1234`: how an Aadhaar number appears everywhere but the detail page. */
export function maskAadhaar(value: string): string {
  return `XXXX XXXX ${value.slice(-4)}`;
}

/** `XXXXXX234F`-style: lists show only the last four characters of PAN and account numbers. */
export function maskTail(value: string, visible = 4): string {
  return `${'X'.repeat(Math.max(0, value.length - visible))}${value.slice(-visible)}`;
}

/** A `yyyy-mm-dd` date that exists, from 1900 up to today. */
export function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    date.getUTCFullYear() >= 1900 &&
    date.getTime() <= Date.now()
  );
}
