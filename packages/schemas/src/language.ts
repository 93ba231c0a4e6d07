/**
 * The languages Seva speaks, and how a request says which one it wants. Zod-free: the web's
 * entry code and the server both read it (docs/decisions/053).
 */
export type Language = 'en' | 'hi';
export const LANGUAGES: readonly Language[] = ['en', 'hi'];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the language switch sets, and login sets from the account. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

/**
 * The first of our languages an `Accept-Language` header asks for, by its q-values
 * (RFC 9110 §12.5.4): `hi-IN,hi;q=0.9,en;q=0.8` → 'hi'. Undefined when it names neither.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; q: number; order: number } | undefined;
  header.split(',').forEach((part, order) => {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) return;
    if (!best || q > best.q) best = { language: primary, q, order };
  });
  return best?.language;
}
