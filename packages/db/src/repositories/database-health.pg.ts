import type { PgDb } from '../postgres.ts';
import { type DatabaseHealthRepository, errorText } from './database-health.ts';

export function createPgDatabaseHealthRepository(db: PgDb): DatabaseHealthRepository {
  return {
    // PostgreSQL checks a page's header as it reads it, and amcheck is an extension an operator
    // runs by hand; there is nothing cheap and whole to ask here.
    async integrityProblem() {
      return null;
    },

    // A connection within the wait, a read of the schema, and a transaction that may write: a
    // standby (after a fail-over gone wrong) or a database set read only answers "cannot be
    // written", as a locked SQLite file does.
    async readWriteProblem(waitMs) {
      const wait = Math.max(1, Math.floor(waitMs));
      const connecting = db.$client.connect();
      let client: Awaited<typeof connecting>;
      try {
        client = await withTimeout(connecting, wait);
      } catch (error) {
        // A connection that arrives after the wait goes back to the pool unused.
        connecting.then(
          (late) => late.release(),
          () => undefined,
        );
        return `database: cannot be read: ${errorText(error)}`;
      }
      try {
        try {
          await client.query(`SET statement_timeout = ${wait}`);
          await client.query('SELECT count(*) FROM pg_catalog.pg_class');
        } catch (error) {
          return `database: cannot be read: ${errorText(error)}`;
        }
        try {
          // A transaction as the repositories open one: a standby, or a database an operator
          // set read only, answers it read only, and every unit that writes would fail.
          await client.query('BEGIN');
          const { rows } = await client.query<{ readOnly: string }>(
            `SELECT current_setting('transaction_read_only') AS "readOnly"`,
          );
          await client.query('ROLLBACK');
          return rows[0]?.readOnly === 'off' ? null : 'database: cannot be written: read only';
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          return `database: cannot be written: ${errorText(error)}`;
        }
      } finally {
        await client.query('RESET statement_timeout').catch(() => undefined);
        client.release();
      }
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
