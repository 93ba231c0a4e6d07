import { eq, sql } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { dataMigrations } from '../schema.pg.ts';
import type { DataMigrationsRepository } from './data-migrations.ts';

/**
 * The unit's transaction-level advisory lock: two processes running the same unit at once
 * (two servers starting on one database) take their batches one after the other, and each
 * batch reads what the one before it committed. Released with the transaction.
 */
export async function lockMaintenance(tx: Pick<PgDb, 'execute'>, unit: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seva.maintenance.${unit}`}))`);
}

export function createPgDataMigrationsRepository(db: PgDb): DataMigrationsRepository {
  return {
    async done(name) {
      const rows = await db
        .select({ name: dataMigrations.name })
        .from(dataMigrations)
        .where(eq(dataMigrations.name, name));
      return rows.length > 0;
    },

    // An insert that meets another's uncommitted row of the same name waits for it, then does
    // nothing: of two processes recording at once, one writes it and answers true.
    async record(name, at) {
      const written = await db
        .insert(dataMigrations)
        .values({ name, doneAt: at })
        .onConflictDoNothing()
        .returning({ name: dataMigrations.name });
      return written.length === 1;
    },

    // VACUUM cannot run in a transaction: the pool runs it on a connection of its own. FULL
    // rewrites each table into a new file, so no dead tuple keeps a plain number in its pages.
    async compact() {
      await db.execute(sql`VACUUM (FULL) pan_card_details, itr_details, orders`);
    },
  };
}
