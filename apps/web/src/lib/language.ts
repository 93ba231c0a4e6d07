import type { Language } from '../messages/translation.ts';

/**
 * The language this build speaks: scripts/build.mjs builds the app once per language and the
 * server serves the build the `lang` cookie asks for (docs/decisions/053). Unit tests run as
 * English.
 */
export const LANGUAGE: Language = import.meta.env.VITE_LANGUAGE === 'hi' ? 'hi' : 'en';

/** The Intl locale for dates and numbers: Indian digit grouping either way (₹1,00,000). */
export const LOCALE = LANGUAGE === 'hi' ? 'hi-IN' : 'en-IN';

/**
 * Rupees with Indian digit grouping, the same in both builds: 150 → ₹150, 125000 → ₹1,25,000,
 * 157.5 → ₹157.5 (at most two decimals, rounded half away from zero, as `Intl.NumberFormat`
 * does for `en-IN` and `hi-IN`; a unit test holds it to Intl). Here, in the entry chunk,
 * because the public pages' prices need it at first paint. Written out rather than asked of
 * `Intl.NumberFormat`: the first formatter a page builds loads the browser's locale data, a
 * 30–90 ms task on this machine that Lighthouse multiplies by four (docs/PERFORMANCE.md).
 */
export function formatRupees(amount: number): string {
  // Not a price (NaN, ∞, 10²¹ and more): Intl's words, its cost no longer matters.
  if (!(Math.abs(amount) < 1e21)) {
    return `₹${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(amount)}`;
  }
  // The shortest decimal that is this number (157.005, not 157.00499…), as Intl rounds it.
  const decimal = String(Math.abs(amount));
  const [whole = '0', digits = ''] = (
    decimal.includes('e') ? Math.abs(amount).toFixed(20) : decimal
  ).split('.');
  const roundUp = (digits[2] ?? '0') >= '5';
  const paise = BigInt(`${whole}${digits.slice(0, 2).padEnd(2, '0')}`) + (roundUp ? 1n : 0n);
  // Unlike Intl, never ₹-0: a minus only on an amount that rounds to something.
  const sign = amount < 0 && paise !== 0n ? '-' : '';
  const rupees = (paise / 100n).toString();
  let grouped = rupees.slice(-3);
  for (let rest = rupees.slice(0, -3); rest !== ''; rest = rest.slice(0, -2)) {
    grouped = `${rest.slice(-2)},${grouped}`;
  }
  const fraction = (paise % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `₹${sign}${grouped}${fraction === '' ? '' : `.${fraction}`}`;
}

/** The cookie the server reads to choose the build, for a year. */
export const LANGUAGE_COOKIE = 'lang';

export function rememberLanguage(language: Language) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie, read by the server.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Each language's own name for itself: the switch offers the other one in its own words. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
