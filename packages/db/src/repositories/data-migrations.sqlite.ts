import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { dataMigrations } from '../schema.ts';
import type { DataMigrationsRepository } from './data-migrations.ts';

/**
 * Whether `name` is recorded, on a SQLite database read synchronously: for the CLI that checks
 * a DATA_DIR before copying it to PostgreSQL (it opens the file itself).
 */
export function dataMigrationDone(db: Pick<Db, 'select'>, name: string): boolean {
  return db.select().from(dataMigrations).where(eq(dataMigrations.name, name)).get() !== undefined;
}

export function createSqliteDataMigrationsRepository(db: Db): DataMigrationsRepository {
  return {
    async done(name) {
      return dataMigrationDone(db, name);
    },

    async record(name, at) {
      const written = db
        .insert(dataMigrations)
        .values({ name, doneAt: at })
        .onConflictDoNothing()
        .run();
      return written.changes === 1;
    },

    // VACUUM rewrites the whole file (no free page keeps what was deleted or overwritten before
    // `secure_delete` was on), then the WAL, which keeps old frames until truncated, is emptied.
    async compact() {
      db.$client.exec('VACUUM');
      db.$client.pragma('wal_checkpoint(TRUNCATE)');
    },
  };
}
