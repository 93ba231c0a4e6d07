import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { backupLeases, backupRuns } from '../schema.ts';
import type { BackupsRepository } from './backups.ts';

export function createSqliteBackupsRepository(db: Db): BackupsRepository {
  const latestWhere = (ok: boolean) =>
    db
      .select()
      .from(backupRuns)
      .where(eq(backupRuns.ok, ok))
      .orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id))
      .limit(1)
      .get() ?? null;

  return {
    async record(run) {
      db.insert(backupRuns).values(run).run();
    },

    async latest() {
      return { lastGood: latestWhere(true), lastFailed: latestWhere(false) };
    },

    // One statement, as on PostgreSQL: the row is written only when the lease is free, lapsed
    // or the holder's own, and RETURNING answers whether it was.
    async takeLease({ name, holder, at, until }) {
      const taken = db
        .insert(backupLeases)
        .values({ name, holder, heldUntil: until, takenAt: at })
        .onConflictDoUpdate({
          target: backupLeases.name,
          set: {
            holder,
            heldUntil: until,
            takenAt: sql`CASE WHEN ${backupLeases.holder} = ${holder} THEN ${backupLeases.takenAt} ELSE ${at.getTime()} END`,
          },
          setWhere: sql`${backupLeases.heldUntil} <= ${at.getTime()} OR ${backupLeases.holder} = ${holder}`,
        })
        .returning({ name: backupLeases.name })
        .all();
      return taken.length === 1;
    },

    async releaseLease(name, holder) {
      const released = db
        .delete(backupLeases)
        .where(and(eq(backupLeases.name, name), eq(backupLeases.holder, holder)))
        .run();
      return released.changes === 1;
    },
  };
}
