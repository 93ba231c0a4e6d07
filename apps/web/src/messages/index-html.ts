import { m } from './index.ts';
import { mp } from './public-pages.ts';

/**
 * The texts index.html shows before the app runs (the tab title, the search snippet, the
 * 'Loading...' line), taken from the catalogue when Vite writes index.html (vite.config.ts),
 * so the page has no English of its own. Build-time only: no app code imports this file.
 */
export const indexHtmlMessages: Readonly<Record<string, string>> = {
  brand: m.brand,
  description: mp.home.description,
  loading: m.common.loading,
};

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Replaces each `{{ key }}` with its message, escaped; an unknown key fails the build. */
export function fillIndexHtml(html: string, messages = indexHtmlMessages): string {
  return html.replace(placeholder, (whole, key: string) => {
    const value = Object.hasOwn(messages, key) ? messages[key] : undefined;
    if (value === undefined) throw new Error(`index.html: ${whole} is not in the catalogue`);
    return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
  });
}
