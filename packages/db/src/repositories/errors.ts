/**
 * The two drivers report a broken constraint differently: better-sqlite3 throws a SqliteError
 * whose `code` names it (`SQLITE_CONSTRAINT_UNIQUE`), node-postgres a DatabaseError with the
 * SQLSTATE (`23505`), and Drizzle may wrap either in a DrizzleQueryError as its `cause`.
 * Repositories ask these questions and answer the same plain result on both dialects, so no
 * driver error reaches a service (docs/decisions/078-repositories.md).
 */

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof current.code === 'string') codes.push(current.code);
    current = 'cause' in current ? current.cause : undefined;
  }
  return codes;
}

/** A second row with the same primary key or unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return codesOf(error).some(
    (code) =>
      code === '23505' ||
      code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      code === 'SQLITE_CONSTRAINT_PRIMARYKEY',
  );
}

/** A reference to a row that does not exist (or no longer does). */
export function isForeignKeyViolation(error: unknown): boolean {
  return codesOf(error).some((code) => code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY');
}
