import type { Language } from '@seva/schemas/language';
import englishEntry from './en/entry.ts';
import englishPublic from './en/public-pages.ts';
import hindiEntry from './hi/entry.ts';
import hindiPublic from './hi/public-pages.ts';

const catalogues = {
  en: { entry: englishEntry, publicPages: englishPublic },
  hi: { entry: hindiEntry, publicPages: hindiPublic },
} as const;

/**
 * The texts index.html shows before the app runs (the tab title, the search snippet, the
 * 'Loading...' line) in one language, taken from its catalogues when Vite writes index.html
 * (vite.config.ts), so the page has no text of its own. Build-time only: no app code imports
 * this file (it reads both languages).
 */
export function indexHtmlMessages(language: Language): Readonly<Record<string, string>> {
  const { entry, publicPages } = catalogues[language];
  return {
    brand: entry.brand,
    description: publicPages.home.description,
    loading: entry.common.loading,
  };
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Replaces each `{{ key }}` with its message, escaped; an unknown key fails the build. */
export function fillIndexHtml(
  html: string,
  messages: Readonly<Record<string, string>> = indexHtmlMessages('en'),
): string {
  return html.replace(placeholder, (whole, key: string) => {
    const value = Object.hasOwn(messages, key) ? messages[key] : undefined;
    if (value === undefined) throw new Error(`index.html: ${whole} is not in the catalogue`);
    return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
  });
}
