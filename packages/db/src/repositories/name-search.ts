import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// Name search on both dialects (docs/decisions/059): standard SQL (`LIKE … ESCAPE`), so the
// repositories and the features not yet converted build the same conditions.

/** `%`, `_` and `\` typed in a search box are searched for, not wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `column` holds `text` anywhere (lower-case), the same on SQLite and PostgreSQL. */
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

/**
 * Every word of the search starts some word of the name in `column`, in any order: 'रवि' and
 * 'कुमार' both find 'रवि कुमार'. Undefined when the search has no words.
 */
export function nameMatches(column: SQLWrapper, words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((word) => startsAWord(column, word)));
}
