import { copyPostgresToSqlite, type PgDb } from '@seva/db/postgres';
import type { DatabaseSnapshots } from './backup.ts';

/**
 * A PostgreSQL database's snapshots for a backup: one repeatable-read snapshot copied into a
 * new SQLite file and checked table by table (docs/decisions/082). Apart from lib/backup.ts so
 * that a server on SQLite never loads the PostgreSQL driver.
 */
export function postgresSnapshots(db: PgDb, migrationsFolder?: string): DatabaseSnapshots {
  return {
    async snapshotTo(file) {
      await copyPostgresToSqlite(db, file, migrationsFolder ? { migrationsFolder } : {});
    },
  };
}
