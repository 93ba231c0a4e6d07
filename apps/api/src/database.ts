import {
  closeDatabase,
  createSqliteRepositories,
  type Db,
  openDatabase,
  type Repositories,
} from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseLocation } from './config.ts';
import { type DatabaseSnapshots, sqliteSnapshots } from './lib/backup.ts';

/**
 * The database DATABASE_URL names, opened and migrated (docs/decisions/078 and 082): its
 * repositories, the snapshots a backup copies, and SQLite's own handle where there is one.
 */
export interface OpenedDatabase {
  kind: DatabaseLocation['kind'];
  repositories: Repositories;
  snapshots: DatabaseSnapshots;
  /** The SQLite database itself; null on PostgreSQL. */
  sqlite: Db | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** SQLite's migrations (the bundled server ships them beside itself). */
  migrationsFolder?: string;
  /** PostgreSQL's migrations, likewise. */
  pgMigrationsFolder?: string;
  logger: Pick<FastifyBaseLogger, 'error'>;
  /** On PostgreSQL, the pool's size (DATABASE_POOL_SIZE; node-postgres' default is 10). */
  poolSize?: number;
}

/**
 * Opens SQLite's file (migrated by `openDatabase`) or a pool to PostgreSQL, migrated under its
 * advisory lock, so servers starting at once migrate once. The PostgreSQL driver is loaded
 * only here, only then: a cafe's server never loads it. A PostgreSQL that does not answer
 * fails the start with the driver's code and never the URL (it may carry a password).
 */
export async function openConfiguredDatabase(
  location: DatabaseLocation,
  options: OpenOptions,
): Promise<OpenedDatabase> {
  if (location.kind === 'sqlite') {
    const db = openDatabase({
      file: location.file,
      ...(options.migrationsFolder ? { migrationsFolder: options.migrationsFolder } : {}),
    });
    return {
      kind: 'sqlite',
      repositories: createSqliteRepositories(db),
      snapshots: sqliteSnapshots(db),
      sqlite: db,
      async close() {
        closeDatabase(db);
      },
    };
  }
  const { createPgRepositories, migratePostgres, openPostgres } = await import('@seva/db/postgres');
  const { postgresSnapshots } = await import('./lib/backup-postgres.ts');
  const pg = openPostgres(location.url, {
    ...(options.poolSize ? { max: options.poolSize } : {}),
    // An idle connection the server dropped (a restart, a fail-over): the pool opens another.
    onIdleError: (error) =>
      options.logger.error({ code: errorCode(error) }, 'a PostgreSQL connection was lost'),
  });
  try {
    await migratePostgres(pg.db, options.pgMigrationsFolder);
  } catch (error) {
    await pg.close().catch(() => undefined);
    throw new DatabaseUnavailableError(errorCode(error));
  }
  return {
    kind: 'postgres',
    repositories: createPgRepositories(pg.db),
    snapshots: postgresSnapshots(pg.db, options.migrationsFolder),
    sqlite: null,
    close: () => pg.close(),
  };
}

/** PostgreSQL did not answer at start, or refused the migrations. */
export class DatabaseUnavailableError extends Error {
  constructor(readonly code: string) {
    super(`the database (DATABASE_URL) could not be opened: ${code}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** The driver's code (ECONNREFUSED, 28P01, 3D000) or the message; never the URL. */
function errorCode(error: unknown): string {
  const seen = new Set<unknown>();
  for (let at: unknown = error; at && !seen.has(at); at = (at as { cause?: unknown }).cause) {
    seen.add(at);
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return error instanceof Error ? error.message : String(error);
}
