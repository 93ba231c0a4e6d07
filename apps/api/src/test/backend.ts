import { randomBytes } from 'node:crypto';
import type { Db } from '@seva/db';
import { inject } from 'vitest';

/**
 * Which database and file storage the API suite runs on (issue 18 item 7). `pnpm test` runs it
 * twice: on SQLite and the local disk (vitest.config.ts), then on a real PostgreSQL server and
 * an S3-compatible store that checks signatures (vitest.postgres.config.ts, which sets
 * SEVA_TEST_BACKEND=postgres and starts both once in test/postgres-global-setup.ts).
 */
export type TestBackend = 'sqlite' | 'postgres';

export const testBackend: TestBackend =
  process.env.SEVA_TEST_BACKEND === 'postgres' ? 'postgres' : 'sqlite';

export const onPostgres = testBackend === 'postgres';

/** What the global set-up hands every test file of the PostgreSQL run. */
export interface PostgresRun {
  /** The maintenance database's URL, to create each test server's own database. */
  adminUrl: string;
  /** A database already migrated, copied for each test server (CREATE DATABASE … TEMPLATE). */
  template: string;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresRun: PostgresRun;
  }
}

/** Where one test server keeps its rows and files on the PostgreSQL run. */
export interface PostgresPlace {
  databaseUrl: string;
  env: Record<string, string>;
  /** Drops the database (a server that will not be opened again). */
  drop(): Promise<void>;
}

let made = 0;

/**
 * A fresh database copied from the migrated template, and a prefix of its own in the store, as
 * the environment a server reads (DATABASE_URL, STORAGE_URL and the store's keys).
 */
export async function newPostgresPlace(): Promise<PostgresPlace> {
  const run = inject('postgresRun');
  made += 1;
  const name = `t${process.pid}_${made}_${randomBytes(3).toString('hex')}`;
  await onMaintenanceDatabase(run.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${run.template}"`);
  const databaseUrl = run.adminUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    databaseUrl,
    env: {
      DATABASE_URL: databaseUrl,
      STORAGE_URL: `s3://${run.s3.bucket}/${name}?endpoint=${run.s3.endpoint}`,
      S3_ACCESS_KEY_ID: run.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: run.s3.secretAccessKey,
    },
    drop: () =>
      onMaintenanceDatabase(run.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** One statement on the maintenance database (CREATE and DROP DATABASE run outside a transaction). */
async function onMaintenanceDatabase(adminUrl: string, statement: string): Promise<void> {
  const { openPostgres } = await import('@seva/db/postgres');
  const admin = openPostgres(adminUrl, { max: 1 });
  try {
    await admin.pool.query(statement);
  } finally {
    await admin.close();
  }
}

/**
 * The database behind a test server, for set-ups and checks no door shows: Drizzle over
 * SQLite's file or over PostgreSQL. It is typed as SQLite's (the two dialects' row types are
 * the same: packages/db/src/schema-parity.test.ts), and only what both share may be used:
 * `await` a builder (`await db.select().from(tables.users)`), never `.get()`, `.all()`,
 * `.run()` or `db.transaction`, which exist on SQLite alone and fail on the PostgreSQL run.
 */
export type TestDb = Db;
