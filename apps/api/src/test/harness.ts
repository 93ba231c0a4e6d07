import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { type Db, schema } from '@seva/db';
import { count, getTableName, is, Table } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.ts';
import { createOrPromoteAdmin } from '../features/auth/admin-accounts.ts';
import { type ActionLimits, defaultLimits, type ThrottledAction } from '../lib/throttle.ts';
import { createServer } from '../server.ts';
import { newPostgresPlace, onPostgres, type PostgresPlace, type TestDb } from './backend.ts';
import { declaredAnswers } from './declared-answers.ts';
import { codeFrom, type SmtpPeer } from './smtp-peer.ts';

export interface TestServerOptions {
  smtp: SmtpPeer;
  env?: Record<string, string>;
  limits?: Record<ThrottledAction, ActionLimits>;
  now?: () => number;
  webDist?: string;
  /** An existing data folder, as after a restart: the server opens it and close() keeps it. */
  dataDir?: string;
}

/**
 * Feature tests send far more forms per account than a citizen at the counter would; the
 * upload rate has its own test (lib/storage-quota.test.ts), which passes its own limits.
 */
const featureTestLimits: Record<ThrottledAction, ActionLimits> = {
  ...defaultLimits,
  upload: {
    ip: { capacity: 10_000, refillSeconds: 1 },
    account: { capacity: 10_000, refillSeconds: 1 },
  },
  // Tracking's own limit is tested with the defaults (features/tracking/tracking.test.ts).
  track: {
    ip: { capacity: 10_000, refillSeconds: 1 },
    account: { capacity: 10_000, refillSeconds: 1 },
  },
};

/**
 * Where each data folder's rows and files live on the PostgreSQL run, so a server started again
 * on the same folder (a restart) opens the same database and the same prefix in the store.
 */
const placesByDataDir = new Map<string, PostgresPlace>();

/**
 * A real server over a real SQLite file in a temp folder (or, on the PostgreSQL run, a database
 * and an object-store prefix of its own: test/backend.ts), mailing a real SMTP peer.
 */
export async function startTestServer(options: TestServerOptions) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'seva-test-'));
  let place: PostgresPlace | undefined;
  if (onPostgres) {
    place = placesByDataDir.get(dataDir);
    if (!place) {
      place = await newPostgresPlace();
      placesByDataDir.set(dataDir, place);
    }
  }
  const logs: Array<Record<string, unknown>> = [];
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      const line = chunk.toString();
      logLines.push(line);
      logs.push(JSON.parse(line));
      callback();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: options.smtp.url,
    MAIL_FROM: 'Seva <seva@example.test>',
    HASH_CONCURRENCY: '2',
    ...place?.env,
    ...options.env,
  });
  const { app, services } = await createServer({
    config,
    limits: options.limits ?? featureTestLimits,
    now: options.now,
    webDist: options.webDist ?? join(dataDir, 'no-web-build'),
    logger: { level: 'info', stream },
  });
  checkDeclaredAnswers(app);
  await app.ready();
  // The database for set-ups and checks no door shows: SQLite's own handle, or a pool of its
  // own to the PostgreSQL database the server uses (test/backend.ts says what may be used).
  const postgres =
    config.database.kind === 'postgres' ? await openTestPostgres(config.database.url) : null;
  const db = services.db ?? (postgres?.db as unknown as TestDb | undefined);
  if (!db) throw new Error('the test server has neither SQLite nor PostgreSQL behind it');
  const tables = (postgres ? postgres.tables : schema) as unknown as typeof schema;
  return {
    app,
    services,
    config,
    dataDir,
    logs,
    /** The database the server uses, on either backend (see TestDb for what may be used). */
    db,
    /** Its tables, of the dialect in use: `const { users } = server.tables`. */
    tables,
    /**
     * SQLite's own handle, for a test about SQLite's file itself (its backups, its copy to
     * PostgreSQL); throws on the PostgreSQL run, where such a test is skipped
     * (`it.skipIf(onPostgres)`, with the reason beside it).
     */
    sqlite(): Db {
      if (!services.db) throw new Error('this test is about SQLite: skip it on the PostgreSQL run');
      return services.db;
    },
    /** The storage keys of every kept file, sorted, on the local disk or in the store. */
    async storedKeys(): Promise<string[]> {
      const keys: string[] = [];
      for await (const object of services.storage.list()) keys.push(object.key);
      return keys.sort();
    },
    /** How many rows a table has, on either backend. */
    async rowCount(table: SQLiteTable): Promise<number> {
      const [row] = await db.select({ rows: count() }).from(table);
      return row?.rows ?? 0;
    },
    /**
     * Every table's rows as text, by table name: strings as they are, bytes as Latin-1, JSON
     * values as JSON (times left out). What the server keeps, on either database, for tests
     * that a value is nowhere in it.
     */
    async everyRowAsText(): Promise<Map<string, string>> {
      const texts = new Map<string, string>();
      for (const table of Object.values(tables)) {
        if (!is(table, Table)) continue;
        const rows = await db.select().from(table as SQLiteTable);
        texts.set(getTableName(table), rows.map(rowText).join('\n'));
      }
      return texts;
    },
    /** Every log line as written, to check that no secret ever reaches the log. */
    logText: () => logLines.join(''),
    errorLogs: () => logs.filter((entry) => Number(entry.level) >= 50),
    async close() {
      await app.close();
      await postgres?.close();
      if (!options.dataDir) {
        rmSync(dataDir, { recursive: true, force: true });
        // Made beside the data folder at start (lib/keyring.ts).
        rmSync(`${dataDir}-keys.json`, { force: true });
        placesByDataDir.delete(dataDir);
        await place?.drop();
      }
    },
  };
}

/** A row's values as text: strings as they are, bytes as Latin-1, JSON values as JSON. */
function rowText(row: Record<string, unknown>): string {
  return Object.values(row)
    .map((value) => {
      if (value instanceof Uint8Array) return Buffer.from(value).toString('latin1');
      if (value instanceof Date || value === null || value === undefined) return '';
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    })
    .join('\t');
}

/** A pool to the server's PostgreSQL database, with its tables; loads `pg` only when used. */
async function openTestPostgres(url: string) {
  const { openPostgres, pgSchema } = await import('@seva/db/postgres');
  const opened = openPostgres(url, { max: 2 });
  return { db: opened.db, tables: pgSchema, close: () => opened.close() };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const declared = declaredAnswers();

/**
 * Every JSON answer of a REST route in every API test is checked against the OpenAPI
 * document; a mismatch is a console.error, which fails the test (test/fail-on-console-error.ts).
 */
function checkDeclaredAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!route?.startsWith('/api/') || !type.startsWith('application/json')) return payload;
    if (typeof payload !== 'string') return payload;
    const problem = declared.problem(request.method, route, reply.statusCode, JSON.parse(payload));
    if (problem) console.error(problem);
    return payload;
  });
}

export const json = { 'content-type': 'application/json' };

export function post(app: FastifyInstance, url: string, body: unknown, headers = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...json, ...headers },
    payload: JSON.stringify(body),
  });
}

let counter = 0;
export function uniqueEmail(prefix = 'citizen'): string {
  counter++;
  return `${prefix}${counter}.${Date.now()}@example.test`;
}

export const PASSWORD = 'correct horse battery';

/** Signs up, reads the code from the SMTP peer, verifies, logs in: a ready citizen. */
export async function verifiedCitizen(
  server: TestServer,
  smtp: SmtpPeer,
  overrides: {
    email?: string;
    name?: string;
    password?: string;
    /**
     * Whether the citizen has already agreed to the privacy notice for applications, as after
     * their first one (default): feature tests then apply as often as they like. Consent's own
     * tests pass false (features/consent/consent.test.ts).
     */
    applicationConsent?: boolean;
  } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const name = overrides.name ?? 'Sita Devi';
  const password = overrides.password ?? PASSWORD;
  const signup = await post(server.app, '/api/auth/signup', {
    name,
    email,
    password,
    confirmPassword: password,
    consent: true,
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const code = codeFrom(await smtp.waitForMail(email));
  const verify = await post(server.app, '/api/auth/verify-email', { email, code });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const login = await post(server.app, '/api/auth/login', { email, password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { token, user } = login.json() as { token: string; user: { _id: string } };
  if (overrides.applicationConsent !== false) {
    const { repositories, consents } = server.services;
    await repositories.consent.recordOnce(
      consents.consentRow({ userId: user._id, purpose: 'application' }),
    );
  }
  return { email, name, password, token, user, auth: { authorization: `Bearer ${token}` } };
}

/** An operator account made as the CLI makes one, then logged in over REST. */
export async function signedInAdmin(server: TestServer, email = 'operator@example.test') {
  const password = 'operator password';
  await createOrPromoteAdmin(server.services.repositories.auth, server.services.hasher, {
    email,
    name: 'Operator',
    password,
  });
  const login = await post(server.app, '/api/auth/login', { email, password });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
  const { token, user } = login.json() as { token: string; user: { _id: string } };
  return { authorization: `Bearer ${token}`, id: user._id };
}
