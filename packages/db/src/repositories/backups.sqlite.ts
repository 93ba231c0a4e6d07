import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { backupRuns } from '../schema.ts';
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
  };
}
