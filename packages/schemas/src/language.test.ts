import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './language.ts';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5,hi;q=0.8', 'hi'],
    ['fr,hi;q=0.3', 'hi'],
    ['HI-in', 'hi'],
    ['hi;q=0,en', 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it.each([[undefined], [''], ['fr-FR,de;q=0.9'], ['*'], ['hi;q=0']])('%s → none', (header) => {
    expect(languageFromAcceptLanguage(header)).toBeUndefined();
  });
});
