import { type Db, dataMigrations } from '@seva/db';
import { eq } from 'drizzle-orm';

/**
 * Data migrations done in TypeScript at start, after the SQL ones: what needs a key that SQL
 * cannot have. Each name is recorded once, when it finished.
 */
export function dataMigrationDone(db: Db, name: string): boolean {
  return db.select().from(dataMigrations).where(eq(dataMigrations.name, name)).get() !== undefined;
}

export function recordDataMigration(db: Db, name: string, at: Date): void {
  db.insert(dataMigrations).values({ name, doneAt: at }).onConflictDoNothing().run();
}

/**
 * Rewrites the whole file (VACUUM: no free page keeps what was deleted or overwritten before
 * `secure_delete` was on), then empties the WAL, which keeps old frames until it is truncated.
 */
export function compactDatabase(db: Db): void {
  db.$client.exec('VACUUM');
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
}
