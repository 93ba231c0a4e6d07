import { DEFAULT_LANGUAGE, type Language } from './language.ts';
import type { SameParameters, Translation } from './translation.ts';

/**
 * Server and shared messages in the reader's language (docs/decisions/054). Zod-free and
 * Devanagari-free: the web's English build imports it; the Hindi lives in `./hi/*.ts`, which
 * only the server and the web's Hindi build import.
 *
 * - `bilingual(english)`: an object with the same keys whose getters answer in the language the
 *   resolver names (`setLanguageResolver`; the API's is the request's language).
 * - `addHindi(object, hindi)`: registers its Hindi, checked by the typecheck.
 * - `translateText(english)`: a fixed English text (a Zod message baked in at definition, a
 *   message read into a constant at load) in the active language, through the dictionary every
 *   registered pair builds.
 */
export type Message = string | ((...args: never[]) => string) | readonly string[];
export type Messages = { readonly [key: string]: Message };

let resolver: () => Language = () => DEFAULT_LANGUAGE;

/** Who says which language is active; the API passes its request store's `currentLanguage`. */
export function setLanguageResolver(resolve: () => Language): void {
  resolver = resolve;
}

export function activeLanguage(): Language {
  return resolver();
}

interface Entry {
  english: Messages;
  hindi?: Messages;
}

const entries = new Map<Messages, Entry>();
const dictionary = new Map<string, string>();
const patterns: Array<{ english: RegExp; hindi: (...parts: string[]) => string }> = [];

/** The English messages, answering in the active language once their Hindi is registered. */
export function bilingual<T extends Messages>(english: T): T {
  const entry: Entry = { english };
  const texts = {} as Record<string, Message>;
  for (const key of Object.keys(english)) {
    Object.defineProperty(texts, key, {
      enumerable: true,
      get: () => {
        const hindi = entry.hindi;
        return hindi && resolver() === 'hi' ? hindi[key] : english[key];
      },
    });
  }
  Object.freeze(texts);
  entries.set(texts, entry);
  return texts as T;
}

type Checked<H, T> = [SameParameters<H, T>] extends [never]
  ? { 'a message takes other parameters than its English': never }
  : unknown;

/**
 * Registers the Hindi of a `bilingual` object: every key and no other, each message with the
 * same parameters (a type error otherwise). Its texts join the dictionary of `translateText`.
 */
export function addHindi<T extends Messages, H extends Translation<T>>(
  messages: T,
  hindi: H & Checked<H, T>,
): void {
  const entry = entries.get(messages);
  if (!entry) throw new Error('addHindi: not a bilingual() object');
  entry.hindi = hindi as unknown as Messages;
  for (const key of Object.keys(entry.english)) {
    const english = entry.english[key];
    const translated = (hindi as unknown as Messages)[key];
    if (typeof english === 'string' && typeof translated === 'string') {
      dictionary.set(english, translated);
    } else if (Array.isArray(english) && Array.isArray(translated)) {
      english.forEach((text, i) => {
        const t = translated[i];
        if (typeof t === 'string') dictionary.set(text, t);
      });
    }
  }
}

/** Fixed English texts and their Hindi: the Zod schemas' inline messages, loose server texts. */
export function addHindiTexts(pairs: Readonly<Record<string, string>>): void {
  for (const [english, hindi] of Object.entries(pairs)) dictionary.set(english, hindi);
}

/**
 * An English text built from a template (`${label} is required`): `english` matches it whole,
 * `hindi` gets the captured parts (already translated where the dictionary knows them).
 */
export function addHindiPattern(english: RegExp, hindi: (...parts: string[]) => string): void {
  patterns.push({ english, hindi });
}

/** The Hindi of an English text, if registered (whole, or by a pattern). */
export function hindiOf(english: string): string | undefined {
  const known = dictionary.get(english);
  if (known !== undefined) return known;
  for (const pattern of patterns) {
    const match = pattern.english.exec(english);
    if (match && match[0] === english) {
      return pattern.hindi(...match.slice(1).map((part) => dictionary.get(part) ?? part));
    }
  }
  return undefined;
}

/** A fixed English text in `language` (the active one by default); unknown texts stay as they are. */
export function translateText(english: string, language: Language = resolver()): string {
  if (language !== 'hi') return english;
  return hindiOf(english) ?? english;
}

/** Every bilingual object, with its Hindi if registered (for the completeness test). */
export function registeredMessages(): ReadonlyArray<Readonly<Entry>> {
  return [...entries.values()];
}
