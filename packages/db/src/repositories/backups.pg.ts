import { desc, eq } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { backupRuns } from '../schema.pg.ts';
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
  };
}
