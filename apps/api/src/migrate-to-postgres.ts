import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { closeDatabase, type Db, dataMigrationDone, openDatabase } from '@seva/db';
import {
  compareSqliteWithPostgres,
  copySqliteToPostgres,
  migratePostgres,
  openPostgres,
  type PgDb,
  type TableCheck,
  type TableCopy,
  TargetDiffersError,
  vacuumCopied,
} from '@seva/db/postgres';
import { DUE_DATES_FILLED, SEARCH_TERMS_FILLED } from './fill-due-dates.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';
import type { Keyring } from './lib/keyring.ts';
import type { S3Location } from './lib/s3-storage.ts';
import { type FileStorage, isMissingFile } from './lib/storage.ts';
import { storedFileRows } from './lib/storage-sweep.ts';
import { createFileStorage } from './lib/storage-url.ts';
import { SEALED_AND_VACUUMED } from './seal-identity-numbers.ts';

/**
 * `pnpm cli migrate-to-postgres --from DATA_DIR --to postgres://… [--storage s3://…]`
 * (docs/decisions/080-migrate-to-postgres.md): copies a cafe's SQLite database into a
 * PostgreSQL database and its stored files into an object store, then checks both copies.
 *
 * The database is copied in one PostgreSQL transaction (packages/db copy-to-postgres.ts), the
 * files one by one as they are stored (sealed: the key file stays their key, and every server
 * on the copy needs it). Safe to run again: rows and objects already there with the same
 * content are left, and the checks run again. A target holding other content is refused
 * (exit 2) before anything is written to it.
 */

/** The target holds rows or objects that differ from the source's: nothing was copied. */
export class MigrationRefusedError extends Error {}

/** The source cannot be copied as it is (nothing was copied). */
export class MigrationError extends Error {}

export interface MigrationOptions {
  /** The cafe's data folder: its database and `uploads/`; held (locked) while copying. */
  dataDir: string;
  databaseFile: string;
  /** `postgres://…`: a database the PostgreSQL migrations are applied to first. */
  targetUrl: string;
  /** The object store to copy the stored files into; left out, the files stay where they are. */
  store?: S3Location;
  keyring: Keyring;
  /** Told each line of the report as it is made. */
  say: (line: string) => void;
  pgMigrationsFolder?: string;
  sqliteMigrationsFolder?: string;
  batchSize?: number;
}

export interface MigrationResult {
  tables: TableCheck[];
  files: FilesCopy | null;
  /** Every table has the same rows on both sides, and every file its checksum in the store. */
  verified: boolean;
}

/** What the copy of the stored files did and found. */
export interface FilesCopy {
  /** Distinct stored files the rows point at. */
  referenced: number;
  copied: number;
  present: number;
  /** Read back from the store with the same SHA-256 as in `uploads/`. */
  checked: number;
  /** Keys the rows point at that `uploads/` does not hold (check-storage names the rows). */
  missingHere: string[];
  /** Objects whose bytes read back differ from the file's. */
  mismatched: string[];
}

export async function migrateToPostgres(options: MigrationOptions): Promise<MigrationResult> {
  // No server may write to the cafe's folder while it is copied.
  const lock = lockDataDir(options.dataDir);
  try {
    const source = openDatabase({
      file: options.databaseFile,
      migrationsFolder: options.sqliteMigrationsFolder,
    });
    try {
      checkStartedOnce(source);
      const target = openPostgres(options.targetUrl, { max: 4 });
      try {
        await migratePostgres(target.db, options.pgMigrationsFolder).catch((error: unknown) => {
          throw new MigrationError(
            `the PostgreSQL database could not be migrated: ${driverMessage(error)}`,
          );
        });
        return await copyAndCheck(options, source, target.db);
      } finally {
        await target.close();
      }
    } finally {
      closeDatabase(source);
    }
  } finally {
    lock.release();
  }
}

async function copyAndCheck(
  options: MigrationOptions,
  source: Db,
  target: PgDb,
): Promise<MigrationResult> {
  const { say } = options;
  const files = options.store ? await filesOf(options, source) : null;
  if (files && files.conflicts.length > 0) {
    throw new MigrationRefusedError(
      `the object store holds ${files.conflicts.length} ${files.conflicts.length === 1 ? 'object' : 'objects'} under the keys of stored files with other content: nothing was copied.\n  ${files.conflicts.join('\n  ')}`,
    );
  }
  let copies: TableCopy[];
  try {
    copies = await copySqliteToPostgres(source, target, { batchSize: options.batchSize });
  } catch (error) {
    if (error instanceof TargetDiffersError) throw new MigrationRefusedError(error.message);
    // Drizzle's error repeats the query's values (names, e-mails): only the driver's message.
    throw new MigrationError(
      `the copy failed and was rolled back, nothing was written: ${driverMessage(error)}`,
    );
  }
  const filesCopy = files ? await copyFiles(files, say) : null;
  // Statistics and visibility for the copied rows now, not when autovacuum comes by. The copy
  // stands either way: a failure here is said, not fatal.
  const vacuumed = await vacuumCopied(target).then(
    () => 'VACUUM (ANALYZE) of every copied table done',
    (error: unknown) =>
      `VACUUM (ANALYZE) failed (${driverMessage(error)}): autovacuum will do it later`,
  );
  const tables = await compareSqliteWithPostgres(source, target).catch((error: unknown) => {
    throw new MigrationError(`the check failed: ${driverMessage(error)}`);
  });
  for (const check of tables) {
    const copy = copies.find((candidate) => candidate.table === check.table);
    say(tableLine(check, copy));
  }
  say(`${'planner statistics'.padEnd(WIDTH)} ${vacuumed}`);
  if (filesCopy) say(filesLine(filesCopy));
  else say(`${'files'.padEnd(WIDTH)} not copied (no --storage): they stay in DATA_DIR/uploads`);
  const verified =
    tables.every((check) => check.same) &&
    (!filesCopy || (filesCopy.missingHere.length === 0 && filesCopy.mismatched.length === 0));
  return { tables, files: filesCopy, verified };
}

/**
 * The innermost message of a database error: node-postgres's own (which names a constraint or
 * a connection problem, never a row's values), not Drizzle's wrapper with the query's values.
 */
function driverMessage(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  if (inner instanceof Error) return inner.message || String(inner);
  return String(inner);
}

/**
 * The server finishes some migrations in TypeScript at start (sealing identity numbers,
 * promised dates, search terms): a folder this version's server never opened has not had
 * them, and its copy would lack them for good, since no server runs them on PostgreSQL.
 */
function checkStartedOnce(source: Db): void {
  const pending = [SEALED_AND_VACUUMED, DUE_DATES_FILLED, SEARCH_TERMS_FILLED].filter(
    (name) => !dataMigrationDone(source, name),
  );
  if (pending.length > 0) {
    throw new MigrationError(
      `this DATA_DIR has not been opened by this version's server yet (its start-up data migrations ${pending.join(', ')} have not run): start the server on it once, stop it, then run this again`,
    );
  }
}

const WIDTH = 26;

function tableLine(check: TableCheck, copy: TableCopy | undefined): string {
  const rows = `${check.source.rows} ${check.source.rows === 1 ? 'row' : 'rows'}`.padEnd(12);
  const what =
    copy?.kind === 'derived'
      ? 'recomputed from applications'
      : `${copy?.copied ?? 0} copied, ${copy?.present ?? 0} already there`;
  const verdict = check.same
    ? `same (sha256 ${check.source.checksum.slice(0, 12)})`
    : `DIFFERENT: source ${check.source.rows} rows sha256 ${check.source.checksum.slice(0, 12)}, target ${check.target.rows} rows sha256 ${check.target.checksum.slice(0, 12)}`;
  return `${check.table.padEnd(WIDTH)} ${rows} ${what.padEnd(30)} ${verdict}`;
}

function filesLine(files: FilesCopy): string {
  const problems = [
    files.missingHere.length > 0 ? `${files.missingHere.length} missing from uploads/` : '',
    files.mismatched.length > 0 ? `${files.mismatched.length} DIFFERENT in the store` : '',
  ].filter(Boolean);
  const counts = `${files.referenced} ${files.referenced === 1 ? 'file' : 'files'}`.padEnd(12);
  const what = `${files.copied} copied, ${files.present} already there`;
  const verdict =
    problems.length > 0 ? problems.join(', ') : `${files.checked} read back with the same sha256`;
  return `${'files'.padEnd(WIDTH)} ${counts} ${what.padEnd(30)} ${verdict}`;
}

interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

interface FilesPlan {
  source: FileStorage;
  store: FileStorage;
  dataDir: string;
  referenced: number;
  /** In `uploads/`, not yet in the store. */
  toCopy: StoredFile[];
  /** In the store already, read back with the same bytes. */
  present: StoredFile[];
  missingHere: string[];
  /** Keys under which the store holds other bytes than `uploads/`. */
  conflicts: string[];
}

/**
 * Every stored file the rows point at, hashed as stored (sealed) in `uploads/`, and what the
 * store holds under its key: listed once, and each object there read back and hashed, so a
 * run again checks what an earlier one put.
 */
async function filesOf(options: MigrationOptions, source: Db): Promise<FilesPlan> {
  const { dataDir, keyring } = options;
  const local = createFileStorage(dataDir, { kind: 'local' }, { keyring });
  const store = createFileStorage(dataDir, { kind: 's3', ...requiredStore(options) }, { keyring });
  const keys = [...new Set(storedFileRows(source).map((row) => row.key))].sort();
  const inStore = new Map<string, number>();
  for await (const object of store.list()) inStore.set(object.key, object.size);
  const plan: FilesPlan = {
    source: local,
    store,
    dataDir,
    referenced: keys.length,
    toCopy: [],
    present: [],
    missingHere: [],
    conflicts: [],
  };
  for (const key of keys) {
    const here = await hashOf(() => local.readStored(key));
    if (!here) {
      plan.missingHere.push(key);
      continue;
    }
    const file = { key, ...here };
    if (!inStore.has(key)) {
      plan.toCopy.push(file);
      continue;
    }
    const there = await hashOf(() => store.readStored(key));
    if (there && there.sha256 === file.sha256 && there.size === file.size) plan.present.push(file);
    else plan.conflicts.push(key);
  }
  return plan;
}

function requiredStore(options: MigrationOptions): S3Location {
  if (!options.store) throw new Error('no object store to copy the files into');
  return options.store;
}

/** The SHA-256 and size of a stored file's bytes as stored; null when it is missing. */
async function hashOf(
  open: () => Promise<Readable>,
): Promise<{ size: number; sha256: string } | null> {
  let stream: Readable;
  try {
    stream = await open();
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    const bytes: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    hash.update(bytes);
    size += bytes.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Puts each file not yet in the store as the server puts an upload (`keep` of a file in
 * `DATA_DIR/tmp`, which it removes once the store holds it: here a hard link to the file in
 * `uploads/`, so the file itself stays), then reads every object back and compares its hash.
 */
async function copyFiles(plan: FilesPlan, say: (line: string) => void): Promise<FilesCopy> {
  const result: FilesCopy = {
    referenced: plan.referenced,
    copied: 0,
    present: plan.present.length,
    // Those already there were read back and compared while planning.
    checked: plan.present.length,
    missingHere: plan.missingHere,
    mismatched: [],
  };
  for (const file of plan.toCopy) {
    await putAsStored(plan, file);
    result.copied += 1;
    if (result.copied % 500 === 0)
      say(`  … ${result.copied} of ${plan.toCopy.length} files copied`);
    const there = await hashOf(() => plan.store.readStored(file.key));
    if (there && there.sha256 === file.sha256 && there.size === file.size) result.checked += 1;
    else result.mismatched.push(file.key);
  }
  return result;
}

async function putAsStored(plan: FilesPlan, file: StoredFile): Promise<void> {
  const from = join(plan.dataDir, 'uploads', file.key);
  const path = join(plan.dataDir, 'tmp', `migrate-${randomBytes(8).toString('hex')}.part`);
  await link(from, path).catch(() => copyFile(from, path));
  try {
    // Only the key and the path matter to `keep`; the rest describes the stored bytes here.
    await plan.store.keep({
      path,
      key: file.key,
      size: file.size,
      sha256: file.sha256,
      head: new Uint8Array(0),
      truncated: false,
    });
  } finally {
    await rm(path, { force: true });
  }
}
