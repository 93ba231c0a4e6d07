import type { Language } from '../messages/translation.ts';

/**
 * The language this build speaks: scripts/build.mjs builds the app once per language and the
 * server serves the build the `lang` cookie asks for (docs/decisions/053). Unit tests run as
 * English.
 */
export const LANGUAGE: Language = import.meta.env.VITE_LANGUAGE === 'hi' ? 'hi' : 'en';

/** The Intl locale for dates and numbers: Indian digit grouping either way (₹1,00,000). */
export const LOCALE = LANGUAGE === 'hi' ? 'hi-IN' : 'en-IN';

/** The cookie the server reads to choose the build, for a year. */
export const LANGUAGE_COOKIE = 'lang';

export function rememberLanguage(language: Language) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie, read by the server.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Each language's own name for itself: the switch offers the other one in its own words. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
