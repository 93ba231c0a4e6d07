import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { closeDatabase, type Db, openDatabase } from '@seva/db';
import type { Keyring } from './keyring.ts';
import { ensurePrivateDir } from './private-paths.ts';
import { openStream, sealStream } from './sealed-stream.ts';
import { referencedStorageKeys } from './storage-sweep.ts';

/**
 * One file per backup: the database (SQLite's online backup API, taken while the server serves)
 * and every stored file its rows point at, then a manifest of sizes and SHA-256s, all sealed
 * with the keyring's current key (lib/sealed-stream.ts). Inside the seal, entries follow each
 * other as
 *
 *   header length (uint32) · header JSON {path, size} · the bytes · their SHA-256 (32)
 *
 * the manifest last. See docs/decisions/058-keys-and-backups.md.
 */
export const BACKUP_PREFIX = 'seva-backup-';
export const BACKUP_SUFFIX = '.sevabak';
const CONTEXT = 'seva backup v1';
const DATABASE_ENTRY = 'seva.sqlite';
const MANIFEST_ENTRY = 'manifest.json';
const STORAGE_KEY = /^uploads\/[a-f0-9]{2}\/[a-f0-9]{40}$/;
/** A row deleted between the snapshot and the copy of its file: snapshot again, this often. */
const MAX_SNAPSHOTS = 10;

export class BackupError extends Error {}

export interface BackupEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupResult {
  file: string;
  size: number;
  /** Stored files in it (the database not counted). */
  files: number;
  at: Date;
}

function stampOf(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/**
 * Snapshots the database into `staging` and hard-links every file the snapshot's rows point at
 * beside it. A file deleted after the snapshot (its row was deleted first) means a newer
 * snapshot, which no longer has the row; files are linked, not copied, so once linked a file
 * stays whatever the server does next. Answers the snapshot and its files.
 */
async function snapshot(db: Db, dataDir: string, staging: string) {
  const linked = new Set<string>();
  let lastMissing = 0;
  for (let attempt = 1; attempt <= MAX_SNAPSHOTS; attempt++) {
    const file = join(staging, `snapshot-${attempt}.sqlite`);
    await db.$client.backup(file);
    const copy = openDatabase({ file });
    const keys = referencedStorageKeys(copy);
    closeDatabase(copy);
    let missing = 0;
    for (const key of keys) {
      if (linked.has(key)) continue;
      const target = join(staging, 'uploads', key);
      mkdirSync(join(target, '..'), { recursive: true, mode: 0o700 });
      try {
        linkSync(join(dataDir, 'uploads', key), target);
        linked.add(key);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        missing++;
      }
    }
    if (missing === 0) return { database: file, keys: [...keys].sort() };
    rmSync(file, { force: true });
    lastMissing = missing;
  }
  // Still missing after every snapshot: not a deletion in flight but a row without its file.
  throw new BackupError(
    `${lastMissing} stored files that rows point at are missing from uploads/: check the disk (no backup made)`,
  );
}

/** The entries' bytes, each followed by its checksum, then the manifest. */
async function* entries(
  parts: Array<{ path: string; file: string }>,
  manifest: BackupEntry[],
  createdAt: Date,
): AsyncGenerator<Buffer> {
  const headerOf = (path: string, size: number) => {
    const json = Buffer.from(JSON.stringify({ path, size }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(json.length);
    return Buffer.concat([length, json]);
  };
  for (const part of parts) {
    const size = statSync(part.file).size;
    yield headerOf(part.path, size);
    const hash = createHash('sha256');
    let read = 0;
    for await (const chunk of createReadStream(part.file)) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      read += bytes.length;
      yield bytes;
    }
    if (read !== size) throw new BackupError(`${part.path} changed while it was read`);
    const digest = hash.digest();
    manifest.push({ path: part.path, size, sha256: digest.toString('hex') });
    yield digest;
  }
  const body = Buffer.from(
    JSON.stringify({ version: 1, createdAt: createdAt.toISOString(), entries: manifest }),
  );
  yield headerOf(MANIFEST_ENTRY, body.length);
  yield body;
  yield createHash('sha256').update(body).digest();
}

/**
 * Writes one backup of the database and its files into `toDir`, while the server may be
 * serving: `…​.part` until it is complete and synced, then renamed.
 */
export async function createBackup(options: {
  db: Db;
  dataDir: string;
  toDir: string;
  keyring: Keyring;
  now?: () => number;
}): Promise<BackupResult> {
  const { db, dataDir, toDir, keyring } = options;
  const at = new Date((options.now ?? Date.now)());
  ensurePrivateDir(toDir);
  ensurePrivateDir(join(dataDir, 'tmp'));
  const staging = join(dataDir, 'tmp', `backup-${randomBytes(8).toString('hex')}`);
  mkdirSync(staging, { mode: 0o700 });
  const file = join(toDir, `${BACKUP_PREFIX}${stampOf(at)}${BACKUP_SUFFIX}`);
  const partial = `${file}.part`;
  try {
    const taken = await snapshot(db, dataDir, staging);
    const parts = [
      { path: DATABASE_ENTRY, file: taken.database },
      ...taken.keys.map((key) => ({
        path: `uploads/${key}`,
        file: join(staging, 'uploads', key),
      })),
    ];
    await pipeline(
      Readable.from(entries(parts, [], at)),
      sealStream(keyring.current, CONTEXT),
      createWriteStream(partial, { mode: 0o600 }),
    );
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    renameSync(partial, file);
    return { file, size: statSync(file).size, files: taken.keys.length, at };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The backups in `dir`, newest first (their names sort by time). */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith(BACKUP_SUFFIX))
    .sort()
    .reverse()
    .map((name) => join(dir, name));
}

/** Deletes all but the newest `keep` backups in `dir`; answers what it deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = listBackups(dir).slice(keep);
  for (const file of old) await unlink(file);
  return old;
}

/** What a DATA_DIR may hold before a restore: nothing but the lock taken for it (and its journal). */
const lockFiles = (name: string) => name === 'server.pid' || name.startsWith('server.lock');

/**
 * Restores a backup into an empty DATA_DIR (the caller holds its lock). Every entry is checked
 * against its checksum and the manifest, the database passes `PRAGMA integrity_check` and its
 * foreign keys, every row's file is there and every file has its row: only then is it moved
 * into place. On any failure DATA_DIR is left as empty as it was.
 */
export async function restoreBackup(options: {
  from: string;
  dataDir: string;
  keyring: Keyring;
}): Promise<{ files: number; createdAt: string }> {
  const { from, dataDir, keyring } = options;
  ensurePrivateDir(dataDir);
  const present = readdirSync(dataDir).filter((name) => !lockFiles(name));
  if (present.length > 0) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty (${present.slice(0, 3).join(', ')}): restore only into an empty folder`,
    );
  }
  const staging = join(dataDir, '.restoring');
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  try {
    const seen = await unpack(from, staging, keyring);
    const database = join(staging, DATABASE_ENTRY);
    if (!existsSync(database)) throw new BackupError('the backup has no database');
    checkRestored(database, staging, seen);
    renameSync(database, join(dataDir, DATABASE_ENTRY));
    if (existsSync(join(staging, 'uploads'))) {
      renameSync(join(staging, 'uploads'), join(dataDir, 'uploads'));
    }
    return {
      files: seen.entries.filter((entry) => entry.path !== DATABASE_ENTRY).length,
      createdAt: seen.createdAt,
    };
  } catch (error) {
    for (const name of readdirSync(dataDir)) {
      if (!lockFiles(name)) {
        rmSync(join(dataDir, name), { recursive: true, force: true });
      }
    }
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Decrypts and writes the entries under `staging`, checking each against its checksum. */
async function unpack(from: string, staging: string, keyring: Keyring) {
  const written: BackupEntry[] = [];
  let manifest: { createdAt: string; entries: BackupEntry[] } | undefined;
  let buffered: Buffer = Buffer.alloc(0);
  let current:
    | {
        path: string;
        size: number;
        left: number;
        hash: ReturnType<typeof createHash>;
        out: ReturnType<typeof createWriteStream> | null;
        body: Buffer[];
      }
    | undefined;

  const finishEntry = async (trailer: Buffer) => {
    if (!current) return;
    const digest = current.hash.digest();
    if (!digest.equals(trailer)) throw new BackupError(`${current.path} fails its checksum`);
    const { out } = current;
    if (out)
      await new Promise<void>((resolve, reject) =>
        out.end((e?: Error) => (e ? reject(e) : resolve())),
      );
    if (current.path === MANIFEST_ENTRY) {
      manifest = JSON.parse(Buffer.concat(current.body).toString('utf8'));
    } else {
      written.push({ path: current.path, size: current.size, sha256: digest.toString('hex') });
    }
    current = undefined;
  };

  const source = createReadStream(from).pipe(openStream(keyring, CONTEXT));
  for await (const chunk of source) {
    buffered = Buffer.concat([buffered, chunk as Buffer]);
    for (;;) {
      if (!current) {
        if (buffered.length === 0) break;
        if (manifest) throw new BackupError('data after the manifest');
        if (buffered.length < 4) break;
        const length = buffered.readUInt32BE(0);
        if (length > 4096) throw new BackupError('damaged entry header');
        if (buffered.length < 4 + length) break;
        const header = JSON.parse(buffered.subarray(4, 4 + length).toString('utf8')) as {
          path?: unknown;
          size?: unknown;
        };
        buffered = buffered.subarray(4 + length);
        const path = String(header.path);
        const size = Number(header.size);
        if (!Number.isSafeInteger(size) || size < 0) throw new BackupError('damaged entry header');
        if (path !== DATABASE_ENTRY && path !== MANIFEST_ENTRY && !STORAGE_KEY.test(path)) {
          throw new BackupError(`unexpected entry ${JSON.stringify(path)}`);
        }
        let out: ReturnType<typeof createWriteStream> | null = null;
        if (path !== MANIFEST_ENTRY) {
          const target = join(staging, path);
          mkdirSync(join(target, '..'), { recursive: true, mode: 0o700 });
          out = createWriteStream(target, { mode: 0o600 });
        }
        current = { path, size, left: size, hash: createHash('sha256'), out, body: [] };
      }
      if (current.left > 0) {
        if (buffered.length === 0) break;
        const take = buffered.subarray(0, Math.min(current.left, buffered.length));
        buffered = buffered.subarray(take.length);
        current.left -= take.length;
        current.hash.update(take);
        if (current.out) {
          const out = current.out;
          if (!out.write(take))
            await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        } else current.body.push(Buffer.from(take));
        continue;
      }
      if (buffered.length < 32) break;
      const trailer = buffered.subarray(0, 32);
      buffered = buffered.subarray(32);
      await finishEntry(trailer);
    }
  }
  if (current || buffered.length > 0 || !manifest)
    throw new BackupError('the backup is incomplete');
  const listed = manifest.entries.map((entry) => `${entry.path} ${entry.size} ${entry.sha256}`);
  const found = written.map((entry) => `${entry.path} ${entry.size} ${entry.sha256}`);
  if (listed.join('\n') !== found.join('\n')) {
    throw new BackupError('the backup does not match its manifest');
  }
  return { entries: written, createdAt: manifest.createdAt };
}

/** The restored database is sound, and its rows and files match one for one. */
function checkRestored(database: string, staging: string, seen: { entries: BackupEntry[] }) {
  const db = openDatabase({ file: database });
  try {
    const integrity = db.$client.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new BackupError(`the database fails its integrity check: ${integrity}`);
    const broken = db.$client.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) throw new BackupError('the database has broken references');
    const keys = referencedStorageKeys(db);
    const files = new Set(
      seen.entries
        .filter((entry) => entry.path !== DATABASE_ENTRY)
        .map((entry) => entry.path.slice('uploads/'.length)),
    );
    for (const key of keys) {
      if (!files.has(key) || !existsSync(join(staging, 'uploads', key))) {
        throw new BackupError('a row points at a file the backup does not hold');
      }
    }
    for (const key of files) {
      if (!keys.has(key)) throw new BackupError('the backup holds a file no row points at');
    }
  } finally {
    closeDatabase(db);
  }
}
