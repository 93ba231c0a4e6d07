/**
 * Whether the database answers, for `/api/ready` and the storage sweep (which keeps every file
 * when the database may be hiding rows). Owned by no feature; it writes nothing.
 */
export interface DatabaseHealthRepository {
  /**
   * A structural check of the database itself: null when sound, else the first finding. On
   * SQLite `PRAGMA quick_check` reads every page, so it runs at start and now and then, never
   * per request; PostgreSQL checks its own pages as it reads them (null).
   */
  integrityProblem(): Promise<string | null>;
  /**
   * Reads and takes the right to write, within `waitMs`: null when both work, else what failed
   * (`database: cannot be read: …`, `database: cannot be written: …`). On SQLite that is the
   * write lock (BEGIN IMMEDIATE, given back at once); on PostgreSQL a transaction that is not
   * read only (a standby's, or a database's set read only, is).
   */
  readWriteProblem(waitMs: number): Promise<string | null>;
}

/** An error's code (SQLITE_CORRUPT, 57P01), or its message: never a path or a value. */
export function errorText(error: unknown): string {
  const seen = new Set<unknown>();
  for (let at: unknown = error; at && !seen.has(at); at = (at as { cause?: unknown }).cause) {
    seen.add(at);
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return error instanceof Error ? error.message : String(error);
}
