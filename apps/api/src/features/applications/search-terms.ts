import { wordsOf as words } from '../../lib/name-search.ts';

/**
 * What an application is found by: the applicant's and account holder's names (each word),
 * the e-mail (whole, its local part, each word of the local part and the domain, so
 * "sharma" finds rk.sharma92@gmail.com), the account's mobile number and the reference
 * (whole, and its number without leading zeros, so "123" finds SEVA-2026-000123).
 */
export function searchTermsFor(input: {
  reference: string;
  names: Array<string | null>;
  /** Null for a counter account without one. */
  email: string | null;
  mobile?: string | null;
}) {
  const terms = new Set<string>();
  for (const name of input.names) for (const word of words(name ?? '')) terms.add(word);
  if (input.email) {
    const email = input.email.normalize('NFC').toLowerCase();
    terms.add(email);
    const [local = email, domain] = email.split('@');
    terms.add(local);
    for (const word of words(local)) terms.add(word);
    if (domain) terms.add(domain);
  }
  if (input.mobile) terms.add(input.mobile);
  terms.add(input.reference.toLowerCase());
  const number = /-(\d+)$/.exec(input.reference)?.[1];
  if (number) terms.add(String(Number(number)));
  return [...terms].filter((term) => term.length > 0 && term.length <= 120);
}

/**
 * The words of an admin's search box: each must prefix-match some term. A whole e-mail or
 * reference stays one word.
 */
export function searchWords(query: string): string[] {
  const trimmed = query.normalize('NFC').trim().toLowerCase();
  if (!trimmed) return [];
  if (/^\S+@\S+$/.test(trimmed) || /^seva-\d{4}-\d+$/.test(trimmed)) return [trimmed];
  return words(trimmed)
    .map((word) => (/^\d+$/.test(word) ? String(Number(word)) : word))
    .slice(0, 5);
}

/**
 * The term of a whole identity number: its blind index (a keyed hash), marked with `#`, which
 * no typed word starts with, so only the whole number finds it (docs/decisions/060).
 */
export const identityTerm = (blindIndex: string) => `#${blindIndex}`;
