import type { Db } from '../client.ts';
import { type DatabaseHealthRepository, errorText } from './database-health.ts';

export function createSqliteDatabaseHealthRepository(db: Db): DatabaseHealthRepository {
  const client = db.$client;
  return {
    async integrityProblem() {
      try {
        const rows = client.pragma('quick_check(5)') as Array<{ quick_check: string }>;
        const findings = rows.map((row) => row.quick_check).filter((line) => line !== 'ok');
        return findings.length === 0 ? null : `database: integrity check failed: ${findings[0]}`;
      } catch (error) {
        return `database: integrity check failed: ${errorText(error)}`;
      }
    },

    // Reads the schema, then takes (and gives back) the write lock with a short wait; the wait
    // blocks the event loop, so it is short.
    async readWriteProblem(waitMs) {
      try {
        client.prepare('SELECT count(*) FROM sqlite_master').get();
      } catch (error) {
        return `database: cannot be read: ${errorText(error)}`;
      }
      const busy = client.pragma('busy_timeout', { simple: true }) as number;
      client.pragma(`busy_timeout = ${Math.max(0, Math.floor(waitMs))}`);
      try {
        client.exec('BEGIN IMMEDIATE');
        client.exec('ROLLBACK');
        return null;
      } catch (error) {
        return `database: cannot be written: ${errorText(error)}`;
      } finally {
        client.pragma(`busy_timeout = ${busy}`);
      }
    },
  };
}
