import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  unwatchFile,
  watchFile,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';

/** One AES-256 key and the id stored beside everything it encrypted. */
export interface DataKey {
  id: number;
  key: Buffer;
}

/**
 * The keys that encrypt what Seva keeps (backups now; identity numbers and files as issue 14
 * goes on). The newest encrypts; every older one still decrypts what it wrote until a rotation
 * retires it. They live in a key file beside DATA_DIR or in the environment, never in the
 * database: a stolen copy of the data folder or of a backup is unreadable without them
 * (docs/decisions/058-keys-and-backups.md).
 */
export interface Keyring {
  readonly current: DataKey;
  byId(id: number): DataKey | undefined;
  /** Every key id it holds, lowest first (more than one only while a rotation runs). */
  ids(): number[];
  /** Where the keys came from, for messages: the file's path, or `SEVA_KEYRING`. */
  source: string;
}

const base64Key = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, { error: 'each key must be 32 bytes in base64' });

const keyringFile = z.object({
  version: z.literal(1),
  current: z.number().int().positive(),
  keys: z.record(z.string().regex(/^\d+$/), base64Key),
});

export class KeyringError extends Error {}

function parseKeyFile(
  text: string,
  source: string,
): { current: number; keys: Map<number, DataKey> } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new KeyringError(`${source} is not valid JSON`);
  }
  const parsed = keyringFile.safeParse(json);
  if (!parsed.success) {
    throw new KeyringError(
      `${source} is not a Seva key file: ${parsed.error.issues[0]?.message ?? 'bad shape'}`,
    );
  }
  const keys = new Map(
    Object.entries(parsed.data.keys).map(([id, key]) => [
      Number(id),
      { id: Number(id), key: Buffer.from(key, 'base64') },
    ]),
  );
  if (!keys.has(parsed.data.current))
    throw new KeyringError(`${source}: its current key ${parsed.data.current} is missing`);
  return { current: parsed.data.current, keys };
}

/** A keyring whose keys a later read of its file may replace (lib/key-rotation.ts). */
interface ReloadableKeyring extends Keyring {
  replace(text: string): void;
}

function parseKeyring(text: string, source: string): ReloadableKeyring {
  let state = parseKeyFile(text, source);
  return {
    get current() {
      return state.keys.get(state.current) as DataKey;
    },
    byId: (id) => state.keys.get(id),
    ids: () => [...state.keys.keys()].sort((a, b) => a - b),
    source,
    replace(next) {
      state = parseKeyFile(next, source);
    },
  };
}

/** The key file's JSON for keys (their ids as given) with `current` encrypting. */
export function keyFileJson(current: number, keys: DataKey[]): string {
  return `${JSON.stringify(
    {
      version: 1,
      current,
      keys: Object.fromEntries(keys.map((key) => [key.id, key.key.toString('base64')])),
    },
    null,
    2,
  )}\n`;
}

/** Replaces a key file whole (written aside, then renamed): a reader sees the old or the new. */
export function writeKeyFile(file: string, json: string): void {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, json, { mode: 0o600 });
  renameSync(temporary, file);
}

/**
 * Keeps a running server's keyring equal to its key file: `pnpm cli rotate-key` adds a key and
 * later retires the old one while the server runs (docs/decisions/068-key-rotation.md). The file
 * is polled (every `intervalMs`); a file that fails to parse leaves the keys as they were.
 * Returns the function that stops watching.
 */
export function followKeyFile(
  keyring: Keyring,
  file: string,
  report: { changed(ids: number[], current: number): void; failed(error: unknown): void },
  intervalMs = KEY_FILE_POLL_MS,
): () => void {
  const reloadable = keyring as Partial<ReloadableKeyring>;
  const listener = () => {
    try {
      const before = `${keyring.current.id}:${keyring.ids().join(',')}`;
      reloadable.replace?.(readFileSync(file, 'utf8'));
      const after = `${keyring.current.id}:${keyring.ids().join(',')}`;
      if (after !== before) report.changed(keyring.ids(), keyring.current.id);
    } catch (error) {
      report.failed(error);
    }
  };
  watchFile(file, { interval: intervalMs, persistent: false }, listener);
  return () => unwatchFile(file, listener);
}

/** How often a server looks at its key file for a rotation's changes. */
export const KEY_FILE_POLL_MS = 1000;

/** A new key file's JSON: one random key, id 1. */
export function newKeyringJson(): string {
  return `${JSON.stringify(
    { version: 1, current: 1, keys: { 1: randomBytes(32).toString('base64') } },
    null,
    2,
  )}\n`;
}

/**
 * The keyring: from `SEVA_KEYRING` when set, else from the key file, which is made on first
 * start (mode 0600, written aside and linked into place so two processes starting together
 * agree on one). `created` is true when this call made it: the caller says so, loudly.
 */
export function loadKeyring(options: { file: string; fromEnv?: string; create?: boolean }): {
  keyring: Keyring;
  created: boolean;
} {
  if (options.fromEnv) {
    return { keyring: parseKeyring(options.fromEnv, 'SEVA_KEYRING'), created: false };
  }
  if (options.create === false) {
    let text: string;
    try {
      text = readFileSync(options.file, 'utf8');
    } catch {
      throw new KeyringError(
        `no key file at ${options.file}: put back the key file the backup was made with (KEY_FILE), or set SEVA_KEYRING`,
      );
    }
    return { keyring: parseKeyring(text, options.file), created: false };
  }
  let created = false;
  mkdirSync(dirname(options.file), { recursive: true });
  const temporary = `${options.file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, newKeyringJson(), { mode: 0o600 });
  try {
    linkSync(temporary, options.file);
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return {
    keyring: parseKeyring(readFileSync(options.file, 'utf8'), options.file),
    created,
  };
}

/** What the server and the CLI say once when they made a new key file. */
export function newKeyFileWarning(file: string): string {
  return (
    `NEW KEY FILE: ${file}. It encrypts Seva's stored files, identity numbers and backups. ` +
    'Losing it loses them all, and backups do not contain it: keep a copy somewhere safe, ' +
    'apart from the data and the backups.'
  );
}
