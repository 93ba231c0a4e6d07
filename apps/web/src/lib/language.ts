import type { Language } from '../messages/translation.ts';

/**
 * The language this build speaks: scripts/build.mjs builds the app once per language and the
 * server serves the build the `lang` cookie asks for (docs/decisions/053). Unit tests run as
 * English.
 */
export const LANGUAGE: Language = import.meta.env.VITE_LANGUAGE === 'hi' ? 'hi' : 'en';

/** The Intl locale for dates and numbers: Indian digit grouping either way (₹1,00,000). */
export const LOCALE = LANGUAGE === 'hi' ? 'hi-IN' : 'en-IN';

let rupees: Intl.NumberFormat | undefined;

/**
 * Rupees with Indian digit grouping in this build's locale: 150 → ₹150, 125000 → ₹1,25,000.
 * Here, in the entry chunk, because the public pages' prices need it at first paint and a
 * chunk of its own cost `/` 0.2 kB of its budget (docs/PERFORMANCE.md). `locale` is for unit
 * tests, which run as English (docs/decisions/053).
 */
export function formatRupees(amount: number, locale?: string): string {
  const options = { maximumFractionDigits: 2 };
  if (locale) return `₹${new Intl.NumberFormat(locale, options).format(amount)}`;
  rupees ??= new Intl.NumberFormat(LOCALE, options);
  return `₹${rupees.format(amount)}`;
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
