import { basename, dirname, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { type SmsKind, smsKinds } from './lib/sms-templates.ts';
import { parseStorageUrl, type StorageLocation, StorageUrlError } from './lib/storage-url.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

/** Seconds (fractions allowed, so tests can use short limits), at most an hour. */
const seconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive({ error: 'must be more than 0' })
    .max(3600, { error: 'must be at most 3600' })
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 65535' })
    .max(65535, { error: 'must be between 1 and 65535' })
    .default(3000),
  HOST: z.string().trim().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, { error: 'must not be empty' }).default('./data'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://seva.example.in' })
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Seva <no-reply@localhost>'),
  // SMS (docs/decisions/074-sms-gateway.md); the template ids are read by smsConfig().
  SMS_URL: z
    .string()
    .trim()
    .refine(isSmsUrl, {
      error: 'must be log:, an https:// URL, or an http:// URL to 127.0.0.1, ::1 or localhost',
    })
    .optional(),
  SMS_AUTH_KEY: z.string().trim().min(1).optional(),
  SMS_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{6}$/, { error: 'must be the 6-letter DLT sender id, such as SEVAIN' })
    .optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  // Slow clients (docs/decisions/021-slow-clients.md).
  IDLE_TIMEOUT_SECONDS: seconds(30),
  HEADERS_TIMEOUT_SECONDS: seconds(30),
  REQUEST_TIMEOUT_SECONDS: seconds(600),
  // Keys that encrypt backups (and, later, identity data): outside DATA_DIR, never in the
  // database (docs/decisions/058-keys-and-backups.md).
  KEY_FILE: z.string().trim().min(1).optional(),
  /** The key file's JSON itself, for hosts that keep secrets in the environment. */
  SEVA_KEYRING: z.string().trim().min(1).optional(),
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_EVERY: z
    .string()
    .trim()
    .regex(/^\d+(m|h|d)$/, { error: 'must be a number and m, h or d, such as 30m, 6h or 1d' })
    .default('1d'),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(1000, { error: 'must be at most 1000' })
    .default(7),
  MIN_FREE_DISK_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(0, { error: 'must be 0 or more' })
    .default(1024),
  // The outbox's worker (docs/decisions/075-notification-outbox.md): how often it looks for
  // due notifications, and how long a claim holds before another worker may take it over.
  OUTBOX_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(50, { error: 'must be at least 50' })
    .max(60_000, { error: 'must be at most 60000' })
    .default(1000),
  OUTBOX_LEASE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(1000, { error: 'must be at least 1000' })
    .max(3_600_000, { error: 'must be at most 3600000' })
    .default(120_000),
  // Which database (docs/DEPLOY.md): unset or `file:`, SQLite under DATA_DIR; a postgres://
  // URL, a PostgreSQL server shared by every process.
  DATABASE_URL: z.string().trim().optional(),
  // On PostgreSQL, how many connections each server process keeps open (node-postgres' pool).
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a number of connections' })
    .int({ error: 'must be a whole number of connections' })
    .min(1, { error: 'must be at least 1' })
    .max(100, { error: 'must be at most 100' })
    .default(10),
  // Where kept files live (lib/storage-url.ts): unset, the local disk under DATA_DIR; an
  // s3:// URL, an S3-compatible store, with its keys in the four variables below.
  STORAGE_URL: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The SQLite file under dataDir (the database unless `database` names PostgreSQL). */
  databaseFile: string;
  /** Which database serves: SQLite's file, or a PostgreSQL server (never logged: a password). */
  database: DatabaseLocation;
  /** On PostgreSQL, the connections each process keeps open (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** The key that signs device cookies (docs/decisions/028-device-cookies.md). */
  deviceKeyFile: string;
  publicUrl: URL;
  /** True when the portal is served over https: cookies then get Secure and the __Host- prefix. */
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: SmsConfig;
  trustProxy: boolean;
  logLevel: string;
  hashConcurrency: number;
  /** Against clients that send too slowly: no bytes for `idleMs`, headers or request too long. */
  timeouts: { idleMs: number; headersMs: number; requestMs: number };
  /** Below this much free space under dataDir, uploads pause and /api/ready answers 503. */
  minFreeDiskBytes: number;
  /** Where the keys are read from (lib/keyring.ts): the environment's JSON, or a file beside DATA_DIR. */
  keys: { file: string; fromEnv: string | undefined };
  /** Scheduled backups inside the server; off without a folder. */
  backup: { dir: string | undefined; everyMs: number; keep: number };
  /** The notification worker's rhythm. */
  outbox: { pollMs: number; leaseMs: number };
  /** Where kept files live: the local disk under dataDir, or an S3-compatible store (with its keys). */
  storage: StorageLocation;
}

export type DatabaseLocation = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `6h`, `1d` as milliseconds. */
function durationMs(text: string): number {
  const unit = text.slice(-1) as keyof typeof UNIT_MS;
  return Number(text.slice(0, -1)) * UNIT_MS[unit];
}

export class ConfigError extends Error {}

/** SMS through MSG91's Flow API, or the log (docs/decisions/074-sms-gateway.md). */
export type SmsConfig = {
  /** Unset: no SMS; `log:`: written to the log; a URL: MSG91's flow endpoint. */
  url: string | undefined;
  authKey: string | undefined;
  senderId: string | undefined;
  /** MSG91's id of each kind's registered template, in English and (optionally) Hindi. */
  templateIds: Partial<Record<SmsKind, { en?: string; hi?: string }>>;
};

/** `log:`, any https URL, or http to this machine only (a test's gateway): keys never go in clear. */
function isSmsUrl(value: string): boolean {
  if (value === 'log:') return true;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
}

const smsTemplateId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be the template id MSG91 shows' });

/** SMS_TEMPLATE_<KIND> and SMS_TEMPLATE_<KIND>_HI, such as SMS_TEMPLATE_SENT_BACK_HI. */
function smsTemplateVariable(kind: SmsKind, language: 'en' | 'hi'): string {
  return `SMS_TEMPLATE_${kind.toUpperCase()}${language === 'hi' ? '_HI' : ''}`;
}

/** With a gateway, its key, sender id and every English template id are needed to start. */
function smsConfig(
  value: { SMS_URL?: string; SMS_AUTH_KEY?: string; SMS_SENDER_ID?: string },
  env: Record<string, string | undefined>,
): SmsConfig {
  const problems: string[] = [];
  const templateIds: SmsConfig['templateIds'] = {};
  for (const kind of smsKinds) {
    const ids: { en?: string; hi?: string } = {};
    for (const language of ['en', 'hi'] as const) {
      const name = smsTemplateVariable(kind, language);
      const raw = env[name];
      if (raw === undefined) continue;
      const parsed = smsTemplateId.safeParse(raw);
      if (parsed.success) ids[language] = parsed.data;
      else
        problems.push(`${name}: ${parsed.error.issues[0]?.message} (got ${JSON.stringify(raw)})`);
    }
    if (ids.en !== undefined || ids.hi !== undefined) templateIds[kind] = ids;
  }
  const gateway = value.SMS_URL !== undefined && value.SMS_URL !== 'log:';
  if (gateway) {
    const needed = 'must be set when SMS_URL is a gateway URL';
    if (!value.SMS_AUTH_KEY) problems.push(`SMS_AUTH_KEY: ${needed}`);
    if (!value.SMS_SENDER_ID) problems.push(`SMS_SENDER_ID: ${needed}`);
    for (const kind of smsKinds) {
      if (!templateIds[kind]?.en) problems.push(`${smsTemplateVariable(kind, 'en')}: ${needed}`);
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return {
    url: value.SMS_URL,
    authKey: value.SMS_AUTH_KEY,
    senderId: value.SMS_SENDER_ID,
    templateIds,
  };
}

/** Parses the environment once. The only place in the server that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])] ?? '')})`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const value = parsed.data;
  // Node refuses to start a server whose headers deadline is past its request deadline.
  if (value.HEADERS_TIMEOUT_SECONDS > value.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      `Invalid configuration:\n  HEADERS_TIMEOUT_SECONDS: must not be more than REQUEST_TIMEOUT_SECONDS (got ${JSON.stringify(env.HEADERS_TIMEOUT_SECONDS)})`,
    );
  }
  const dataDir = resolve(cwd, value.DATA_DIR);
  // Beside the data folder, never inside it: a copy of DATA_DIR must not carry its keys.
  const keyFile = value.KEY_FILE
    ? resolve(cwd, value.KEY_FILE)
    : join(dirname(dataDir), `${basename(dataDir)}-keys.json`);
  // relative() starts with '..' only for a path outside the folder.
  const inside = (path: string) => !relative(dataDir, path).startsWith('..');
  if (inside(keyFile)) {
    throw new ConfigError(
      `Invalid configuration:\n  KEY_FILE: must be outside DATA_DIR (got ${JSON.stringify(env.KEY_FILE)})`,
    );
  }
  const backupDir = value.BACKUP_DIR ? resolve(cwd, value.BACKUP_DIR) : undefined;
  if (backupDir && inside(backupDir)) {
    throw new ConfigError(
      `Invalid configuration:\n  BACKUP_DIR: must be outside DATA_DIR (got ${JSON.stringify(env.BACKUP_DIR)})`,
    );
  }
  const publicUrl = new URL(value.PUBLIC_URL ?? `http://localhost:${value.PORT}`);
  const storage = storageLocation(value);
  const databaseFile = resolve(dataDir, 'seva.sqlite');
  const database = databaseLocation(value.DATABASE_URL, databaseFile, cwd);
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseFile,
    database,
    deviceKeyFile: resolve(dataDir, 'device-cookie.key'),
    publicUrl,
    secureCookies: publicUrl.protocol === 'https:',
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    sms: smsConfig(value, blankToUndefined),
    trustProxy: value.TRUST_PROXY,
    logLevel: value.LOG_LEVEL,
    hashConcurrency: value.HASH_CONCURRENCY,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    timeouts: {
      idleMs: Math.round(value.IDLE_TIMEOUT_SECONDS * 1000),
      headersMs: Math.round(value.HEADERS_TIMEOUT_SECONDS * 1000),
      requestMs: Math.round(value.REQUEST_TIMEOUT_SECONDS * 1000),
    },
    minFreeDiskBytes: value.MIN_FREE_DISK_MB * 1024 * 1024,
    keys: { file: keyFile, fromEnv: value.SEVA_KEYRING },
    backup: { dir: backupDir, everyMs: durationMs(value.BACKUP_EVERY), keep: value.BACKUP_KEEP },
    outbox: { pollMs: value.OUTBOX_POLL_MS, leaseMs: value.OUTBOX_LEASE_MS },
    storage,
  };
}

const DATABASE_URL_FORMS =
  'unset or file: (SQLite in DATA_DIR/seva.sqlite), or postgres://USER:PASSWORD@HOST:5432/DB';

/**
 * DATABASE_URL: unset or `file:` is SQLite in DATA_DIR (a `file:` path may only name that
 * file: backups, restores and the folder's lock are DATA_DIR's); `postgres://` or
 * `postgresql://` with a host and a database is PostgreSQL. A problem never repeats the URL,
 * which may carry a password.
 */
export function databaseLocation(
  text: string | undefined,
  databaseFile: string,
  cwd = process.cwd(),
): DatabaseLocation {
  const url = text?.trim() ?? '';
  if (url === '') return { kind: 'sqlite', file: databaseFile };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'file') {
    const path = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (path === '' || resolve(cwd, path) === databaseFile) {
      return { kind: 'sqlite', file: databaseFile };
    }
    throw new ConfigError(
      `Invalid configuration:\n  DATABASE_URL: a file: URL may only name DATA_DIR/seva.sqlite (${databaseFile}); leave it empty (file:) or unset`,
    );
  }
  if (scheme === 'postgres' || scheme === 'postgresql') {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {}
    const name = parsed ? decodeURIComponent(parsed.pathname.replace(/^\//, '')) : '';
    if (!parsed?.hostname || name === '' || name.includes('/')) {
      throw new ConfigError(
        'Invalid configuration:\n  DATABASE_URL: must be postgres://USER:PASSWORD@HOST:5432/DB, with a host and a database name',
      );
    }
    return { kind: 'postgres', url };
  }
  throw new ConfigError(
    `Invalid configuration:\n  DATABASE_URL: must be ${DATABASE_URL_FORMS}${scheme ? ` (got a ${scheme}: URL)` : ''}`,
  );
}

/** STORAGE_URL and its keys, each problem on its own line; no line repeats a secret. */
function storageLocation(value: Parameters<typeof parseStorageUrl>[0]): StorageLocation {
  try {
    return parseStorageUrl(value);
  } catch (error) {
    if (!(error instanceof StorageUrlError)) throw error;
    throw new ConfigError(`Invalid configuration:\n  ${error.problems.join('\n  ')}`);
  }
}

/**
 * The configuration for another data folder than DATA_DIR's (`pnpm cli migrate-to-postgres
 * --from DIR`): its database, and its key file beside it unless KEY_FILE names one.
 */
export function loadConfigFor(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Config {
  return loadConfig({ ...env, DATA_DIR: dataDir }, cwd);
}

/**
 * The object store an `s3://` URL names, with its keys from the environment as for
 * STORAGE_URL (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or the AWS_ pair).
 */
export function objectStoreLocation(
  url: string,
  env: NodeJS.ProcessEnv = process.env,
): Extract<StorageLocation, { kind: 's3' }> {
  const variables = {
    STORAGE_URL: url.trim() || ' ',
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID || undefined,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY || undefined,
    AWS_ACCESS_KEY_ID: env.AWS_ACCESS_KEY_ID || undefined,
    AWS_SECRET_ACCESS_KEY: env.AWS_SECRET_ACCESS_KEY || undefined,
  };
  let location: StorageLocation;
  try {
    location = parseStorageUrl(variables);
  } catch (error) {
    if (!(error instanceof StorageUrlError)) throw error;
    const lines = error.problems.map((line) => line.replace(/^STORAGE_URL:/, '--storage:'));
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  if (location.kind !== 's3') {
    throw new ConfigError('Invalid configuration:\n  --storage: must be an s3:// URL');
  }
  return location;
}
