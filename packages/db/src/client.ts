import { mkdirSync } from 'node:fs';
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
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle({ client: sqlite, schema, casing: 'snake_case' });
  migrate(db, { migrationsFolder });
  return db;
}

export function closeDatabase(db: Db): void {
  if (db.$client.open) db.$client.close();
}
