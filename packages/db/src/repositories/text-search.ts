import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Searches in text columns, standard SQL (`LIKE … ESCAPE`), the same on both dialects; the
 * search's words come lower-case from the caller (apps/api/src/lib/name-search.ts, whose
 * builders these are, until every feature searching names is on repositories).
 */

/** `%`, `_` and `\` typed in a search box are searched for, not wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `column` holds `text` anywhere (lower-case). */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`lower(${column}) like ${`%${escapeLike(text)}%`} escape '\\'`;
}

/** `column` holds a word starting with `word` (lower-case): at its start or after a space. */
function startsAWord(column: SQLWrapper, word: string): SQL {
  const lowered = sql`lower(${column})`;
  const start = `${escapeLike(word)}%`;
  const inside = `% ${escapeLike(word)}%`;
  return sql`(${lowered} like ${start} escape '\\' or ${lowered} like ${inside} escape '\\')`;
}

/** Every word starts some word of the name in `column`; undefined when there is no word. */
export function nameMatches(column: SQLWrapper, words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((word) => startsAWord(column, word)));
}
