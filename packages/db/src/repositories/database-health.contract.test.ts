import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../client.ts';
import { openPostgres } from '../postgres.ts';
import { describeEachBackend } from '../test/backends.ts';
import { createPgRepositories } from './pg.ts';
import { createSqliteRepositories } from './sqlite.ts';

describeEachBackend('the database health repository', (backend) => {
  const health = () => backend().repositories.databaseHealth;

  it('finds a sound database sound, readable and writable', async () => {
    expect(await health().integrityProblem()).toBeNull();
    expect(await health().readWriteProblem(500)).toBeNull();
  });

  it('says when the database cannot be written, within the wait, and when it can again', async () => {
    const { database } = backend();
    if (database.dialect === 'sqlite') {
      // Another process holds SQLite's write lock.
      const other = new Database(database.db.$client.name);
      other.exec('BEGIN IMMEDIATE');
      try {
        const started = Date.now();
        expect(await health().readWriteProblem(100)).toBe(
          'database: cannot be written: SQLITE_BUSY',
        );
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
    } else {
      // The database set read only (as a standby answers): new connections cannot write.
      const setReadOnly = (value: 'on' | 'off') =>
        database.db.execute(
          sql.raw(
            `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET default_transaction_read_only = ${value}', current_database()); END $$`,
          ),
        );
      await setReadOnly('on');
      try {
        expect(await backend().anotherProcess().databaseHealth.readWriteProblem(1000)).toBe(
          'database: cannot be written: read only',
        );
      } finally {
        await setReadOnly('off');
      }
    }
    expect(await backend().anotherProcess().databaseHealth.readWriteProblem(1000)).toBeNull();
  });

  it('says when the database cannot be read at all', async () => {
    const { database } = backend();
    if (database.dialect === 'sqlite') {
      // A connection closed under it (a server shutting down) reads nothing.
      const closed = openDatabase({ file: database.db.$client.name });
      const repositories = createSqliteRepositories(closed);
      closeDatabase(closed);
      expect(await repositories.databaseHealth.readWriteProblem(100)).toBe(
        'database: cannot be read: The database connection is not open',
      );
    } else {
      // Nobody listens on this port: the connection is refused within the wait.
      const nowhere = openPostgres('postgres://seva@127.0.0.1:1/nowhere');
      try {
        const started = Date.now();
        expect(await createPgRepositories(nowhere.db).databaseHealth.readWriteProblem(500)).toBe(
          'database: cannot be read: ECONNREFUSED',
        );
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        await nowhere.close();
      }
    }
  });
});
