import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from './language.ts';
import {
  addHindi,
  addHindiPattern,
  addHindiTexts,
  bilingual,
  setLanguageResolver,
  translateText,
} from './texts.ts';

let language: Language = 'en';
setLanguageResolver(() => language);
afterEach(() => {
  language = 'en';
});

describe('bilingual messages', () => {
  const english = {
    saved: 'Saved test text',
    left: (n: number) => `${n} left in test`,
  } as const;
  const messages = bilingual(english);
  addHindi(messages, { saved: 'परीक्षण सहेजा', left: (n: number) => `परीक्षण में ${n} बचे` });

  it('answers in the active language, read when used', () => {
    const { saved } = messages;
    expect(saved).toBe('Saved test text');
    language = 'hi';
    expect(messages.saved).toBe('परीक्षण सहेजा');
    expect(messages.left(3)).toBe('परीक्षण में 3 बचे');
    expect({ ...messages }.saved).toBe('परीक्षण सहेजा');
    expect(Object.keys(messages)).toEqual(['saved', 'left']);
  });

  it('keeps English without Hindi registered, and refuses foreign objects', () => {
    const lonely = bilingual({ text: 'Lonely text' } as const);
    language = 'hi';
    expect(lonely.text).toBe('Lonely text');
    expect(() => addHindi({ text: 'x' }, { text: 'य' })).toThrow(/bilingual/);
  });

  it('feeds the dictionary: a text read into a constant at load is translated later', () => {
    expect(translateText('Saved test text', 'hi')).toBe('परीक्षण सहेजा');
    expect(translateText('Saved test text', 'en')).toBe('Saved test text');
    language = 'hi';
    expect(translateText('Saved test text')).toBe('परीक्षण सहेजा');
    expect(translateText('Never registered')).toBe('Never registered');
  });

  it('translates templates, their parts through the dictionary', () => {
    addHindiTexts({ 'Test Label': 'परीक्षण नाम' });
    addHindiPattern(/^(.+) is needed in test$/, (label) => `${label} परीक्षण में चाहिए`);
    expect(translateText('Test Label is needed in test', 'hi')).toBe('परीक्षण नाम परीक्षण में चाहिए');
    expect(translateText('Unknown is needed in test', 'hi')).toBe('Unknown परीक्षण में चाहिए');
  });

  it('type-checks the Hindi against the English', () => {
    const checked = bilingual({ a: 'A text', f: (n: number, s: string) => `${n}${s}` } as const);
    // @ts-expect-error a key is missing
    expect(() => addHindi(checked, { a: 'क' })).not.toThrow();
    // @ts-expect-error an extra key
    addHindi(checked, { a: 'क', f: (n: number, s: string) => `${n}${s}`, b: 'ख' });
    // @ts-expect-error a message takes fewer parameters than its English
    addHindi(checked, { a: 'क', f: (n: number) => `${n}` });
    addHindi(checked, { a: 'क', f: (count: number, word: string) => `${word} ${count}` });
  });
});
