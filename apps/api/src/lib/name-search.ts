/**
 * Lower-case words: letters and digits of any script, with their combining marks (a Devanagari
 * vowel sign or virama is a mark, not a letter: without them 'रवि' fell apart into 'रव'), in
 * NFC so that a name typed with decomposed characters finds the same words
 * (docs/decisions/059).
 */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? []
  );
}

/** The words of a search box, at most five: each must start a word of the name. */
export function nameSearchWords(query: string): string[] {
  return wordsOf(query).slice(0, 5);
}

// The conditions themselves are built in packages/db, for the repositories and for the features
// not yet converted alike (docs/decisions/078).
export { containsText, nameMatches } from '@seva/db';
