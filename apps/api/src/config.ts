import { basename, dirname, join, relative, resolve } from 'node:path';
import { z } from 'zod';

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
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  /** The key that signs device cookies (docs/decisions/028-device-cookies.md). */
  deviceKeyFile: string;
  publicUrl: URL;
  /** True when the portal is served over https: cookies then get Secure and the __Host- prefix. */
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
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
}

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `6h`, `1d` as milliseconds. */
function durationMs(text: string): number {
  const unit = text.slice(-1) as keyof typeof UNIT_MS;
  return Number(text.slice(0, -1)) * UNIT_MS[unit];
}

export class ConfigError extends Error {}

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
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseFile: resolve(dataDir, 'seva.sqlite'),
    deviceKeyFile: resolve(dataDir, 'device-cookie.key'),
    publicUrl,
    secureCookies: publicUrl.protocol === 'https:',
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    trustProxy: value.TRUST_PROXY,
    logLevel: value.LOG_LEVEL,
    hashConcurrency: value.HASH_CONCURRENCY,
    timeouts: {
      idleMs: Math.round(value.IDLE_TIMEOUT_SECONDS * 1000),
      headersMs: Math.round(value.HEADERS_TIMEOUT_SECONDS * 1000),
      requestMs: Math.round(value.REQUEST_TIMEOUT_SECONDS * 1000),
    },
    minFreeDiskBytes: value.MIN_FREE_DISK_MB * 1024 * 1024,
    keys: { file: keyFile, fromEnv: value.SEVA_KEYRING },
    backup: { dir: backupDir, everyMs: durationMs(value.BACKUP_EVERY), keep: value.BACKUP_KEEP },
  };
}
