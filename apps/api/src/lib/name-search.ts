import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

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

/** `%`, `_` and `\` typed in a search box are searched for, not wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `column` holds `text` anywhere (lower-case), the same on SQLite and PostgreSQL. */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`lower(${column}) like ${`%${escapeLike(text)}%`} escape '\\'`;
}

/**
 * `column` holds a word starting with `word` (lower-case): at its start or after a space.
 * Standard SQL (`LIKE … ESCAPE`), so it runs the same on SQLite and PostgreSQL.
 */
function startsAWord(column: SQLWrapper, word: string): SQL {
  const lowered = sql`lower(${column})`;
  const start = `${escapeLike(word)}%`;
  const inside = `% ${escapeLike(word)}%`;
  return sql`(${lowered} like ${start} escape '\\' or ${lowered} like ${inside} escape '\\')`;
}

/**
 * Every word of the search starts some word of the name in `column`, in any order: 'रवि' and
 * 'कुमार' both find 'रवि कुमार'. Undefined when the search has no words.
 */
export function nameMatches(column: SQLWrapper, words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((word) => startsAWord(column, word)));
}
