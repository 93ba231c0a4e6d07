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
  utimesSync,
} from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { closeDatabase, type Db, openDatabase } from '@seva/db';
import type { Keyring } from './keyring.ts';
import { ensurePrivateDir } from './private-paths.ts';
import { openStream, sealStream } from './sealed-stream.ts';
import { type FileStorage, isMissingFile, isStorageKey } from './storage.ts';
import { missingFileLine } from './storage-check.ts';
import { referencedStorageKeys, storedFileRows } from './storage-sweep.ts';

/**
 * One file per backup: the database (SQLite's online backup API, taken while the server serves)
 * and every stored file its rows point at, then a manifest of sizes and SHA-256s, all sealed
 * with the keyring's current key (lib/sealed-stream.ts). Inside the seal, entries follow each
 * other as
 *
 *   header length (uint32) · header JSON {path, size} · the bytes · their SHA-256 (32)
 *
 * the manifest last. See docs/decisions/058-keys-and-backups.md.
 *
 * With an object store (STORAGE_URL s3://…) the files stay in the store: the backup holds the
 * database, and its manifest lists every stored file the rows point at with its stored (sealed)
 * size and the SHA-256 of its stored bytes, read from the store when the backup is made. The
 * store's own durability (and versioning, where it is turned on) keeps the files; a restore
 * checks the manifest against the store. See docs/decisions/079-storage-operations.md.
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
  /** Stored files in it (the database not counted); with an object store, listed in it. */
  files: number;
  at: Date;
  /** Where the files are: in the backup, or left in the object store and only listed. */
  storage: 'in-backup' | 'object-store';
  /** With an object store: files rows point at that the store did not hold (listed apart). */
  missing: number;
}

/** A stored file as an object-store backup's manifest lists it. */
export interface StoredObjectEntry {
  key: string;
  /** The stored (sealed) size. */
  size: number;
  /** Of the stored (sealed) bytes, as the store holds them. */
  sha256: string;
}

/** How many stored files an object-store backup reads at once. */
const STORE_READS_AT_ONCE = 8;

function stampOf(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/**
 * Where a backup's database comes from: one consistent copy of it written into a new SQLite
 * file, whatever the servers write meanwhile. SQLite's is its online backup; PostgreSQL's is
 * `copyPostgresToSqlite`, one repeatable-read snapshot (docs/decisions/082), so a backup has
 * the same form, and restores the same way, on either database.
 */
export interface DatabaseSnapshots {
  snapshotTo(file: string): Promise<void>;
}

/** A SQLite database's snapshots: its online backup, consistent while the server serves. */
export function sqliteSnapshots(db: Db): DatabaseSnapshots {
  return {
    async snapshotTo(file) {
      await db.$client.backup(file);
    },
  };
}

/**
 * Snapshots the database into `staging` and hard-links every file the snapshot's rows point at
 * beside it. A file deleted after the snapshot (its row was deleted first) means a newer
 * snapshot, which no longer has the row; files are linked, not copied, so once linked a file
 * stays whatever the server does next. Answers the snapshot and its files.
 */
async function snapshot(database: DatabaseSnapshots, dataDir: string, staging: string) {
  const linked = new Set<string>();
  let lastMissing = 0;
  for (let attempt = 1; attempt <= MAX_SNAPSHOTS; attempt++) {
    const file = join(staging, `snapshot-${attempt}.sqlite`);
    await database.snapshotTo(file);
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
  extra: Record<string, unknown> = {},
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
    JSON.stringify({
      version: 1,
      createdAt: createdAt.toISOString(),
      entries: manifest,
      ...extra,
    }),
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
  database: DatabaseSnapshots;
  dataDir: string;
  toDir: string;
  keyring: Keyring;
  /** The server's storage: with an object store, its files are listed, not copied. */
  storage?: FileStorage;
  now?: () => number;
}): Promise<BackupResult> {
  const { database, dataDir, toDir, keyring, storage } = options;
  if (storage?.backend === 's3') return createStoreBackup({ ...options, storage });
  const at = new Date((options.now ?? Date.now)());
  ensurePrivateDir(toDir);
  ensurePrivateDir(join(dataDir, 'tmp'));
  const staging = join(dataDir, 'tmp', `backup-${randomBytes(8).toString('hex')}`);
  mkdirSync(staging, { mode: 0o700 });
  const file = join(toDir, `${BACKUP_PREFIX}${stampOf(at)}${BACKUP_SUFFIX}`);
  const partial = `${file}.part`;
  try {
    const taken = await snapshot(database, dataDir, staging);
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
    return {
      file,
      size: statSync(file).size,
      files: taken.keys.length,
      at,
      storage: 'in-backup',
      missing: 0,
    };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * A backup when the files live in an object store: the database, and a manifest of every
 * stored file its rows point at (key, stored size, SHA-256 of the stored bytes), each read
 * from the store. A file missing when read is either being deleted with its row (a newer
 * snapshot no longer has the row) or truly missing: after the last snapshot those still
 * missing are listed as missing, and the backup is made all the same, since the database is
 * worth keeping whatever the store lacks (`pnpm cli check-storage` names their rows).
 */
async function createStoreBackup(options: {
  database: DatabaseSnapshots;
  dataDir: string;
  toDir: string;
  keyring: Keyring;
  storage: FileStorage;
  now?: () => number;
}): Promise<BackupResult> {
  const { dataDir, toDir, keyring, storage } = options;
  const at = new Date((options.now ?? Date.now)());
  ensurePrivateDir(toDir);
  ensurePrivateDir(join(dataDir, 'tmp'));
  const staging = join(dataDir, 'tmp', `backup-${randomBytes(8).toString('hex')}`);
  mkdirSync(staging, { mode: 0o700 });
  const file = join(toDir, `${BACKUP_PREFIX}${stampOf(at)}${BACKUP_SUFFIX}`);
  const partial = `${file}.part`;
  try {
    const hashed = new Map<string, StoredObjectEntry>();
    let copied = '';
    let keys: string[] = [];
    let missing: string[] = [];
    for (let attempt = 1; attempt <= MAX_SNAPSHOTS; attempt++) {
      if (copied) rmSync(copied, { force: true });
      copied = join(staging, `snapshot-${attempt}.sqlite`);
      await options.database.snapshotTo(copied);
      const copy = openDatabase({ file: copied });
      keys = [...referencedStorageKeys(copy)].sort();
      closeDatabase(copy);
      const unread = keys.filter((key) => !hashed.has(key));
      const found = await mapAtMost(STORE_READS_AT_ONCE, unread, async (key) => {
        const entry = await hashStored(storage, key);
        // Reading a large store can take over an hour: the staging folder is kept young, or
        // the running sweep of tmp/ (lib/storage-sweep.ts) would take it for a crash's leftover.
        const touched = new Date();
        utimesSync(staging, touched, touched);
        return entry;
      });
      missing = [];
      unread.forEach((key, n) => {
        const entry = found[n];
        if (entry) hashed.set(key, entry);
        else missing.push(key);
      });
      if (missing.length === 0) break;
    }
    const objects = keys.flatMap((key) => hashed.get(key) ?? []);
    await pipeline(
      Readable.from(
        entries([{ path: DATABASE_ENTRY, file: copied }], [], at, {
          version: 2,
          storage: 'object-store',
          objects,
          missing,
        }),
      ),
      sealStream(keyring.current, CONTEXT),
      createWriteStream(partial, { mode: 0o600 }),
    );
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    renameSync(partial, file);
    return {
      file,
      size: statSync(file).size,
      files: objects.length,
      at,
      storage: 'object-store',
      missing: missing.length,
    };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** A stored file's size and SHA-256 as the store holds it; null when it is missing. */
async function hashStored(storage: FileStorage, key: string): Promise<StoredObjectEntry | null> {
  let content: Readable;
  try {
    content = await storage.readStored(key);
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of content) {
    const bytes: Buffer = chunk;
    hash.update(bytes);
    size += bytes.length;
  }
  return { key, size, sha256: hash.digest('hex') };
}

/** `work` over every item, at most `limit` at once; the answers in the items' order. */
async function mapAtMost<T, R>(
  limit: number,
  items: readonly T[],
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  const queue = items.map((item, n) => ({ item, n }));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      results[job.n] = await work(job.item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
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

export interface RestoreResult {
  /** Stored files restored, or (with an object store) listed and found in the store. */
  files: number;
  createdAt: string;
  /**
   * With an object store: the rows whose file the store does not hold (as check-storage
   * prints them: table and column, id, key), and those whose file's stored size changed.
   */
  missing: string[];
  changed: string[];
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
  /**
   * With an s3:// STORAGE_URL: the store whose objects an object-store backup lists, made
   * only once DATA_DIR was found empty (it makes `tmp/`).
   */
  objectStore?: () => FileStorage;
}): Promise<RestoreResult> {
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
    if (seen.store) {
      if (!options.objectStore) {
        throw new BackupError(
          'this backup lists files kept in an object store: restore it with STORAGE_URL (and its keys) naming that store',
        );
      }
      const found = await checkRestoredAgainstStore(database, seen.store, options.objectStore());
      renameSync(database, join(dataDir, DATABASE_ENTRY));
      return { createdAt: seen.createdAt, ...found };
    }
    if (options.objectStore) {
      throw new BackupError(
        'this backup holds its files for the local disk: restore it with STORAGE_URL unset',
      );
    }
    checkRestored(database, staging, seen);
    renameSync(database, join(dataDir, DATABASE_ENTRY));
    if (existsSync(join(staging, 'uploads'))) {
      renameSync(join(staging, 'uploads'), join(dataDir, 'uploads'));
    }
    return {
      files: seen.entries.filter((entry) => entry.path !== DATABASE_ENTRY).length,
      createdAt: seen.createdAt,
      missing: [],
      changed: [],
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
  let manifest:
    | {
        createdAt: string;
        entries: BackupEntry[];
        storage?: unknown;
        objects?: unknown;
        missing?: unknown;
      }
    | undefined;
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
  return {
    entries: written,
    createdAt: manifest.createdAt,
    store: manifest.storage === 'object-store' ? storeListOf(manifest) : null,
  };
}

/** An object-store backup's list of stored files, checked for shape. */
function storeListOf(manifest: { objects?: unknown; missing?: unknown }): StoreList {
  const damaged = () => new BackupError("the backup's list of stored files is damaged");
  if (!Array.isArray(manifest.objects) || !Array.isArray(manifest.missing)) throw damaged();
  const objects: StoredObjectEntry[] = [];
  for (const object of manifest.objects) {
    const { key, size, sha256 } = object ?? {};
    if (
      typeof key !== 'string' ||
      !isStorageKey(key) ||
      !Number.isSafeInteger(size) ||
      typeof sha256 !== 'string' ||
      !/^[a-f0-9]{64}$/.test(sha256)
    ) {
      throw damaged();
    }
    objects.push({ key, size, sha256 });
  }
  const missing: string[] = [];
  for (const key of manifest.missing) {
    if (typeof key !== 'string' || !isStorageKey(key)) throw damaged();
    missing.push(key);
  }
  return { objects, missing };
}

interface StoreList {
  objects: StoredObjectEntry[];
  /** Keys rows pointed at that the store did not hold when the backup was made. */
  missing: string[];
}

/** The restored database is sound and sound-linked (integrity check, foreign keys). */
function checkDatabase(db: Db) {
  const integrity = db.$client.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok')
    throw new BackupError(`the database fails its integrity check: ${integrity}`);
  const broken = db.$client.pragma('foreign_key_check') as unknown[];
  if (broken.length > 0) throw new BackupError('the database has broken references');
}

/**
 * An object-store backup's database is sound, its rows and the manifest's list match one for
 * one, and each listed file is looked up in one listing of the store: the rows whose file is
 * not there, or is there with another stored size, are answered (not refused: the database is
 * what a restore brings back, and the store's versions may still hold those files, which the
 * manifest's SHA-256 lets an operator pick out). The bytes are not read here: every read of a
 * stored file checks its seal, so a changed byte fails its download rather than passing.
 */
async function checkRestoredAgainstStore(
  database: string,
  list: StoreList,
  storage: FileStorage,
): Promise<{ files: number; missing: string[]; changed: string[] }> {
  const db = openDatabase({ file: database });
  try {
    checkDatabase(db);
    const keys = referencedStorageKeys(db);
    const listed = new Set([...list.objects.map((object) => object.key), ...list.missing]);
    for (const key of keys) {
      if (!listed.has(key))
        throw new BackupError('a row points at a file the backup does not list');
    }
    for (const key of listed) {
      if (!keys.has(key)) throw new BackupError('the backup lists a file no row points at');
    }
    const stored = new Map<string, number>();
    for await (const object of storage.list()) stored.set(object.key, object.size);
    const sizes = new Map(list.objects.map((object) => [object.key, object.size]));
    const missing: string[] = [];
    const changed: string[] = [];
    for (const row of storedFileRows(db)) {
      const size = stored.get(row.key);
      const line = missingFileLine(row);
      if (size === undefined) missing.push(line);
      else if (sizes.has(row.key) && sizes.get(row.key) !== size) changed.push(line);
    }
    return { files: list.objects.length, missing, changed };
  } finally {
    closeDatabase(db);
  }
}

/** The restored database is sound, and its rows and files match one for one. */
function checkRestored(database: string, staging: string, seen: { entries: BackupEntry[] }) {
  const db = openDatabase({ file: database });
  try {
    checkDatabase(db);
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
