import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig, loadConfigFor, objectStoreLocation } from './config.ts';
import {
  DatabaseUnavailableError,
  type OpenedDatabase,
  openConfiguredDatabase,
} from './database.ts';
import { AppError } from './errors.ts';
import { createOrPromoteAdmin } from './features/auth/admin-accounts.ts';
import { createBackups } from './features/backups/service.ts';
import { createOutbox } from './features/notifications/outbox.ts';
import { BackupError, createBackup, restoreBackup } from './lib/backup.ts';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.ts';
import { KeyringError, loadKeyring, newKeyFileWarning } from './lib/keyring.ts';
import { createMailer } from './lib/mail.ts';
import { createPasswordHasher } from './lib/passwords.ts';
import { ObjectStoreError } from './lib/s3-storage.ts';
import { SealError } from './lib/sealed-stream.ts';
import { createSealedValues } from './lib/sealed-values.ts';
import { createSmsSender } from './lib/sms.ts';
import { findMissingStoredFiles, missingFileLine } from './lib/storage-check.ts';
import { createFileStorage } from './lib/storage-url.ts';
import { MigrationError, MigrationRefusedError, migrateToPostgres } from './migrate-to-postgres.ts';
import { RotationError, rotateKey } from './rotate-key.ts';

/** The CLI reports to the terminal itself; the services' log lines are not for it. */
const silentLogger = pino({ level: 'silent' });

const usage = `Usage:
  pnpm cli create-admin --email EMAIL --name NAME --password PASSWORD
      Creates a verified admin in the DATA_DIR database, or promotes an existing account
      (and sets its name and password when given). Safe to run while the server is running.
  pnpm cli backup --to DIR
      Writes one encrypted backup of the database and every stored file into DIR. Safe to
      run while the server is running. It is encrypted with the key file (KEY_FILE), which
      it does not contain: keep that file apart. With an s3:// STORAGE_URL the files stay in
      the store: the backup lists each with its size and checksum (exit 1 if any is missing).
  pnpm cli restore --from FILE
      Restores a backup into an empty DATA_DIR, checking every file and the database first.
      Needs the key file the backup was made with. The server must not be running. With an
      s3:// STORAGE_URL it restores the database and checks the store holds every listed
      file, printing those it does not (exit 1 if any is missing).
  pnpm cli rotate-key [--batch N]
      Adds a new key to the key file (KEY_FILE), re-encrypts every identity number and stored
      file with it in small batches, then retires the old key into a file beside the key file
      (older backups need it). Safe to run while the server is running; if it is stopped
      half-way, run it again and it carries on. --batch: records per transaction (200).
  pnpm cli check-storage
      Lists every row that points at a stored file missing from the storage (DATA_DIR/uploads
      or the STORAGE_URL store), one line each: table and column, the row's id, the key. Exits
      1 when any is missing, 0 when every file is there. Safe while the server is running.
  pnpm cli send-notifications
      Sends every notification that is due (SMTP_URL, SMS_URL) and exits: for a server that
      is down. Safe beside a running server: each notification is claimed with a lease, so
      none goes out twice at once.
  pnpm cli migrate-to-postgres --from DATA_DIR --to postgres://USER:PASSWORD@HOST:PORT/DB [--storage s3://BUCKET/PREFIX?endpoint=URL&region=REGION]
      Copies the cafe's SQLite database in DATA_DIR into a PostgreSQL database (migrating it
      first) and, with --storage, its stored files into an object store (keys in
      S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY), then checks row counts and checksums of
      every table and the SHA-256 of every file read back. The server must be stopped. Safe to
      run again: what is already there is left and checked again. Exits 2, copying nothing,
      when the target holds rows or files that differ from the cafe's. The files stay sealed
      with the key file (KEY_FILE): every server on the copy needs that same file.`;

function migrationsFolder(): string | undefined {
  const bundled = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
  return existsSync(bundled) ? bundled : undefined;
}

/**
 * The database DATABASE_URL names, for a command: SQLite's file under DATA_DIR (which must
 * exist unless `create` is set), or the PostgreSQL server, migrated as a server would.
 */
async function openCommandDatabase(
  config: ReturnType<typeof loadConfig>,
  what: string,
  create = false,
): Promise<OpenedDatabase | null> {
  if (config.database.kind === 'sqlite' && !create && !existsSync(config.databaseFile)) {
    console.error(`Error: no database at ${config.databaseFile}: nothing to ${what}`);
    return null;
  }
  return openConfiguredDatabase(config.database, {
    ...(migrationsFolder() ? { migrationsFolder: migrationsFolder() } : {}),
    ...(pgMigrationsFolder() ? { pgMigrationsFolder: pgMigrationsFolder() } : {}),
    poolSize: config.databasePoolSize,
    logger: silentLogger,
  });
}

/** Where the command's data is, for its report: the SQLite file, or the PostgreSQL database. */
function databaseName(config: ReturnType<typeof loadConfig>): string {
  return config.database.kind === 'sqlite' ? config.databaseFile : 'the PostgreSQL database';
}

/** PostgreSQL's migrations, beside the bundle (build.mjs copies them) or in packages/db. */
function pgMigrationsFolder(): string | undefined {
  const bundled = join(dirname(fileURLToPath(import.meta.url)), 'migrations-pg');
  return existsSync(bundled) ? bundled : undefined;
}

/** A database URL without its password, to print. */
function shownUrl(text: string): string {
  if (!URL.canParse(text)) return 'the target';
  const url = new URL(text);
  if (url.password) url.password = '***';
  url.search = '';
  return url.href;
}

async function migrateToPostgresCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      storage: { type: 'string' },
    },
    strict: true,
  });
  if (!values.from || !values.to) {
    console.error(`Error: --from DATA_DIR and --to postgres://… are required\n\n${usage}`);
    return 2;
  }
  if (!/^postgres(ql)?:\/\//.test(values.to)) {
    console.error(
      'Error: --to must be a postgres:// URL such as postgres://seva:PASSWORD@db.example.in:5432/seva',
    );
    return 2;
  }
  const config = loadConfigFor(values.from);
  const store = values.storage === undefined ? undefined : objectStoreLocation(values.storage);
  if (!existsSync(config.databaseFile)) {
    console.error(`Error: no database at ${config.databaseFile}: nothing to copy`);
    return 1;
  }
  const { keyring } = loadKeyring({ ...config.keys, create: false });
  console.log(
    `Copying ${config.databaseFile} into ${shownUrl(values.to)}${store ? ` and its stored files into s3://${store.bucket}/${store.prefix}` : ''}`,
  );
  try {
    const result = await migrateToPostgres({
      dataDir: config.dataDir,
      databaseFile: config.databaseFile,
      targetUrl: values.to,
      store,
      keyring,
      say: (line) => console.log(line),
      pgMigrationsFolder: pgMigrationsFolder(),
      sqliteMigrationsFolder: migrationsFolder(),
    });
    const rows = result.tables.reduce((sum, check) => sum + check.source.rows, 0);
    const files = result.files ? `, ${result.files.referenced} files` : '';
    if (result.verified) {
      console.log(
        `Verdict: copied and verified: ${result.tables.length} tables, ${rows} rows${files} are the same on both sides.`,
      );
      return 0;
    }
    console.error(
      'Verdict: NOT verified: the lines above marked DIFFERENT or missing do not match the source (for files missing from uploads/, run pnpm cli check-storage on the source).',
    );
    return 1;
  } catch (error) {
    if (error instanceof MigrationRefusedError) {
      console.error(`Error: refused: ${error.message}`);
      return 2;
    }
    if (error instanceof MigrationError) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

async function backup(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } }, strict: true });
  if (!values.to) {
    console.error(`Error: --to DIR is required\n\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openCommandDatabase(config, 'back up');
  if (!database) return 1;
  const { keyring, created } = loadKeyring(config.keys);
  if (created) console.warn(newKeyFileWarning(config.keys.file));
  try {
    const backups = createBackups({
      backups: database.repositories.backups,
      copy: (toDir) =>
        createBackup({
          database: database.snapshots,
          dataDir: config.dataDir,
          toDir,
          keyring,
          storage: createFileStorage(config.dataDir, config.storage, { keyring }),
        }),
      dataDir: config.dataDir,
      schedule: { dir: undefined, everyMs: 0, keep: 0 },
      logger: silentLogger,
    });
    const result = await backups.run(resolve(values.to), 'cli');
    if (result.storage === 'in-backup') {
      console.log(
        `Backup written: ${result.file} (${result.size} bytes, the database and ${result.files} files)`,
      );
      return 0;
    }
    console.log(
      `Backup written: ${result.file} (${result.size} bytes, the database and a list of ${result.files} files, which stay in the object store)`,
    );
    if (result.missing === 0) return 0;
    console.error(
      `Error: ${result.missing} stored files that rows point at are missing from the object store (listed as missing in the backup): run pnpm cli check-storage`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

async function restore(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { from: { type: 'string' } }, strict: true });
  if (!values.from) {
    console.error(`Error: --from FILE is required\n\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const { keyring } = loadKeyring({ ...config.keys, create: false });
  // Held while restoring: a server cannot start on a half-restored folder.
  const lock = lockDataDir(config.dataDir);
  try {
    const location = config.storage;
    const result = await restoreBackup({
      from: resolve(values.from),
      dataDir: config.dataDir,
      keyring,
      ...(location.kind === 's3'
        ? { objectStore: () => createFileStorage(config.dataDir, location, { keyring }) }
        : {}),
    });
    if (location.kind === 'local') {
      console.log(
        `Restored the backup of ${result.createdAt} into ${config.dataDir}: the database and ${result.files} files, all checked.`,
      );
      return 0;
    }
    console.log(
      `Restored the database of ${result.createdAt} into ${config.dataDir}; its files stay in the object store (${result.files} listed).`,
    );
    for (const line of result.changed) console.log(`changed: ${line}`);
    for (const line of result.missing) console.log(`missing: ${line}`);
    if (result.changed.length > 0) {
      console.warn(
        `Warning: ${result.changed.length} stored files have another size in the store than when backed up (a file's version in the store may hold the backed-up bytes)`,
      );
    }
    if (result.missing.length === 0) return 0;
    console.error(
      `Error: the database is restored, but ${result.missing.length} stored files its rows point at are missing from the object store (a version of each may still be in the store)`,
    );
    return 1;
  } finally {
    lock.release();
  }
}

async function rotate(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { batch: { type: 'string' } }, strict: true });
  const batch = values.batch === undefined ? 200 : Number(values.batch);
  if (!Number.isInteger(batch) || batch < 1 || batch > 10_000) {
    console.error(`Error: --batch must be a whole number from 1 to 10000\n\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openCommandDatabase(config, 'rotate');
  if (!database) return 1;
  try {
    await rotateKey({
      repositories: database.repositories,
      dataDir: config.dataDir,
      storage: config.storage,
      keyFile: config.keys.file,
      fromEnv: config.keys.fromEnv,
      inFlightMs: config.timeouts.requestMs,
      batch,
      say: (line) => console.log(line),
    });
    return 0;
  } finally {
    await database.close();
  }
}

async function createAdmin(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
    strict: true,
  });
  const config = loadConfig();
  const database = await openCommandDatabase(config, 'change', true);
  if (!database) return 1;
  try {
    const result = await createOrPromoteAdmin(
      database.repositories.auth,
      await createPasswordHasher(1),
      values,
    );
    const email = values.email?.trim().toLowerCase();
    console.log(
      result.outcome === 'created'
        ? `Created admin ${email} in ${databaseName(config)}`
        : `Promoted ${email} to admin in ${databaseName(config)}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function sendNotifications(args: string[]): Promise<number> {
  parseArgs({ args, options: {}, strict: true });
  const config = loadConfig();
  const { keyring } = loadKeyring({ ...config.keys, create: false });
  const database = await openCommandDatabase(config, 'send');
  if (!database) return 1;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: silentLogger,
  });
  const sms = createSmsSender({ sms: config.sms, logger: silentLogger });
  try {
    const outbox = createOutbox({
      outbox: database.repositories.outbox,
      values: createSealedValues(keyring),
      mailer,
      sms,
      logger: silentLogger,
      ...config.outbox,
    });
    const sent = await outbox.drain();
    const { sent24h, waiting, failed } = await outbox.overview();
    console.log(
      `This run sent ${sent}. In the last 24 hours: ${sent24h.email} e-mails and ${sent24h.sms} SMS sent; now ${waiting} waiting, ${failed} failed.`,
    );
    return 0;
  } finally {
    mailer.close();
    sms.close();
    await database.close();
  }
}

async function checkStorage(args: string[]): Promise<number> {
  parseArgs({ args, options: {}, strict: true });
  const config = loadConfig();
  // The storage needs the keyring to be built; nothing is opened or decrypted here.
  const { keyring } = loadKeyring({ ...config.keys, create: false });
  const database = await openCommandDatabase(config, 'check');
  if (!database) return 1;
  try {
    const storage = createFileStorage(config.dataDir, config.storage, { keyring });
    const missing = await findMissingStoredFiles(database.repositories.storedFiles, storage);
    const where = config.storage.kind === 'local' ? 'uploads/' : 'the object store';
    if (missing.length === 0) {
      console.log(`Every stored file the rows point at is in ${where}.`);
      return 0;
    }
    for (const row of missing) console.log(missingFileLine(row));
    console.error(
      `Error: ${missing.length} ${missing.length === 1 ? 'row points' : 'rows point'} at a stored file missing from ${where}`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'create-admin') return await createAdmin(rest);
    if (command === 'backup') return await backup(rest);
    if (command === 'restore') return await restore(rest);
    if (command === 'rotate-key') return await rotate(rest);
    if (command === 'send-notifications') return await sendNotifications(rest);
    if (command === 'check-storage') return await checkStorage(rest);
    if (command === 'migrate-to-postgres') return await migrateToPostgresCommand(rest);
    console.error(usage);
    return command === undefined || command === '--help' ? 0 : 2;
  } catch (error) {
    if (
      error instanceof AppError ||
      error instanceof ConfigError ||
      error instanceof BackupError ||
      error instanceof KeyringError ||
      error instanceof SealError ||
      error instanceof RotationError ||
      error instanceof DataDirInUseError ||
      error instanceof DatabaseUnavailableError ||
      error instanceof ObjectStoreError
    ) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`Error: ${error.message}\n\n${usage}`);
      return 2;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
