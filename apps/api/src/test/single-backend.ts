/**
 * Test files that the PostgreSQL run leaves out (vitest.postgres.config.ts), each because what
 * it tests belongs to one backend, not because it has not been converted. Every other API test
 * file runs on both.
 */
export const singleBackendFiles: ReadonlyArray<{ file: string; why: string }> = [
  {
    file: 'src/migrate-to-postgres.test.ts',
    why: 'copies a SQLite data folder into PostgreSQL: its source is SQLite by definition',
  },
  {
    file: 'src/two-processes.test.ts',
    why: 'starts its own PostgreSQL server and object store in both runs; once is enough',
  },
];
