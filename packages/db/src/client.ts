import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Where the committed migrations sit when this package runs from source. */
export const sourceMigrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export interface OpenDatabaseOptions {
  file: string;
  migrationsFolder?: string;
  busyTimeoutMs?: number;
}

/**
 * Opens the SQLite file with the pragmas every connection needs, then applies pending
 * migrations. Several processes (the server and the admin CLI) may open it at once.
 */
export function openDatabase({
  file,
  migrationsFolder = sourceMigrationsFolder,
  busyTimeoutMs = 5000,
}: OpenDatabaseOptions): Db {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    makePrivate(file);
  }
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  sqlite.pragma('synchronous = NORMAL');
  // Deleted and overwritten content is zeroed, not left in free space: the file held identity
  // numbers in plain text once (docs/decisions/060-identity-numbers-at-rest.md).
  sqlite.pragma('secure_delete = ON');
  const db = drizzle({ client: sqlite, schema, casing: 'snake_case' });
  takeTheWriteLockFirst(db);
  migrateWithForeignKeysOff(db, migrationsFolder);
  return db;
}

/**
 * Every transaction begins IMMEDIATE unless it asks otherwise. A DEFERRED one that reads and
 * then writes cannot wait for another process's write (the admin CLI's backup, create-admin or
 * rotate-key beside the server): SQLite fails its upgrade at once with "database is locked"
 * instead of calling the busy handler. Taking the write lock at BEGIN waits up to busy_timeout
 * like any single statement. In one process this costs nothing: better-sqlite3 runs one
 * transaction at a time.
 */
function takeTheWriteLockFirst(db: Db): void {
  const deferred = db.transaction.bind(db);
  db.transaction = (transaction, config) =>
    deferred(transaction, { behavior: 'immediate', ...config });
}

/**
 * SQLite changes a column only by rebuilding its table (new table, copy, drop, rename). Drizzle
 * runs all pending migrations in one transaction, where `PRAGMA foreign_keys` cannot change: with
 * foreign keys on, dropping the old `users` would cascade-delete every session, application and
 * order. So the migrations run with them off (SQLite's own advice for table rebuilds), every
 * reference is checked before anything else may use the file, and they are switched back on.
 */
function migrateWithForeignKeysOff(db: Db, migrationsFolder: string): void {
  const sqlite = db.$client;
  sqlite.pragma('foreign_keys = OFF');
  try {
    migrate(db, { migrationsFolder });
    const broken = sqlite.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) {
      throw new Error(
        `The database has ${broken.length} broken references after migrating; it is left as it was migrated for inspection.`,
      );
    }
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
}

/**
 * The database holds identity numbers: it is created 0600 whatever the umask, and an older
 * file is brought to 0600. SQLite gives the -wal, -shm and -journal files it creates the main
 * file's mode; ones left from before are set here too.
 */
function makePrivate(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    try {
      chmodSync(`${file}${suffix}`, 0o600);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }
}

export function closeDatabase(db: Db): void {
  if (db.$client.open) db.$client.close();
}
