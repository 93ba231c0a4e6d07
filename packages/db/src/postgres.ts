import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.pg.ts';

export type { Repositories } from './repositories/index.ts';
export { createPgRepositories } from './repositories/pg.ts';
export * as pgSchema from './schema.pg.ts';

/**
 * PostgreSQL for a centre network that outgrows one machine. Imported as `@seva/db/postgres`,
 * not from the package's index, so a server on SQLite never loads `pg`.
 */

export type PgDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** Where the committed PostgreSQL migrations sit when this package runs from source. */
export const sourcePgMigrationsFolder = fileURLToPath(new URL('../migrations-pg', import.meta.url));

export interface OpenPostgresOptions extends Omit<pg.PoolConfig, 'connectionString'> {
  /**
   * Told of an error on an idle connection (the server restarted, a failover): the pool has
   * already dropped that connection and the next query opens another.
   */
  onIdleError?: (error: Error) => void;
}

export interface PostgresDatabase {
  db: PgDb;
  pool: pg.Pool;
  /** Ends the pool's connections once the queries running on them finish. */
  close(): Promise<void>;
}

/**
 * Opens a pool of connections to `url` (`postgres://user:pass@host:port/db`). Nothing is
 * migrated here: call migratePostgres once at start.
 */
export function openPostgres(url: string, options: OpenPostgresOptions = {}): PostgresDatabase {
  const { onIdleError, ...poolConfig } = options;
  const pool = new pg.Pool({ ...poolConfig, connectionString: url });
  // Without a listener such an error would crash the process.
  pool.on('error', (error) => onIdleError?.(error));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  let closed: Promise<void> | undefined;
  return {
    db,
    pool,
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}

/** Any fixed number: the advisory lock that lets one server at a time run the migrations. */
const migrationLockKey = 7_345_118;

/**
 * Applies the pending migrations of `migrationsFolder`. Several servers may start at once
 * against one database: each waits for a session advisory lock, so the first migrates and the
 * rest find nothing left to do.
 */
export async function migratePostgres(
  db: PgDb,
  migrationsFolder: string = sourcePgMigrationsFolder,
): Promise<void> {
  const lock = await db.$client.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrate(db, { migrationsFolder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    lock.release();
  }
}

export { copyPostgresToSqlite } from './copy-from-postgres.ts';
export {
  canonicalRow,
  compareSqliteWithPostgres,
  copiedTables,
  copySqliteToPostgres,
  type TableCheck,
  type TableCopy,
  TargetDiffersError,
  vacuumCopied,
} from './copy-to-postgres.ts';
