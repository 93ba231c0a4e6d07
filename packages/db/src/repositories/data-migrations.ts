/**
 * The record of the data migrations done in TypeScript at start, after the SQL ones (what
 * needs a key SQL cannot have): each name once, with when it finished. No feature owns it:
 * the start-up migrations of every feature and the admin CLI write it.
 */
export interface DataMigrationsRepository {
  /** Whether `name` is recorded as done. */
  done(name: string): Promise<boolean>;

  /**
   * Records `name` as done at `at`, once: answers whether this call wrote it (of two server
   * processes finishing the same migration at once, exactly one does).
   */
  record(name: string, at: Date): Promise<boolean>;

  /**
   * After identity numbers were sealed: rewrites what may still hold the plain values where no
   * row points any more. SQLite: VACUUM of the whole file, then the WAL emptied (TRUNCATE).
   * PostgreSQL: VACUUM (FULL) of the tables that held them (pan_card_details, itr_details,
   * orders), each rewritten into a new file; what the server's WAL archive or a base backup
   * keeps is the operators' to expire (docs/decisions/060).
   */
  compact(): Promise<void>;
}
