import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { backupLeases, backupRuns } from '../schema.pg.ts';
import type { BackupsRepository } from './backups.ts';

export function createPgBackupsRepository(db: PgDb): BackupsRepository {
  const latestWhere = async (ok: boolean) => {
    const [run] = await db
      .select()
      .from(backupRuns)
      .where(eq(backupRuns.ok, ok))
      .orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id))
      .limit(1);
    return run ?? null;
  };

  return {
    async record(run) {
      await db.insert(backupRuns).values(run);
    },

    async latest() {
      const [lastGood, lastFailed] = await Promise.all([latestWhere(true), latestWhere(false)]);
      return { lastGood, lastFailed };
    },

    // INSERT … ON CONFLICT DO UPDATE … WHERE is atomic under concurrency: an insert that meets
    // another's row waits for it to commit, then evaluates the condition against that row, so
    // of many takers at once exactly one finds the lease free.
    async takeLease({ name, holder, at, until }) {
      const taken = await db
        .insert(backupLeases)
        .values({ name, holder, heldUntil: until, takenAt: at })
        .onConflictDoUpdate({
          target: backupLeases.name,
          set: {
            holder,
            heldUntil: until,
            takenAt: sql`CASE WHEN ${backupLeases.holder} = ${holder} THEN ${backupLeases.takenAt} ELSE ${at.toISOString()}::timestamptz END`,
          },
          setWhere: sql`${backupLeases.heldUntil} <= ${at.toISOString()}::timestamptz OR ${backupLeases.holder} = ${holder}`,
        })
        .returning({ name: backupLeases.name });
      return taken.length === 1;
    },

    async releaseLease(name, holder) {
      const released = await db
        .delete(backupLeases)
        .where(and(eq(backupLeases.name, name), eq(backupLeases.holder, holder)))
        .returning({ name: backupLeases.name });
      return released.length === 1;
    },
  };
}
