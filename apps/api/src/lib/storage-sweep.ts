import {
  type DatabaseHealthRepository,
  type Db,
  type StoredFileRow,
  type StoredFilesRepository,
  storedFileRowsOf,
} from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage, SweepResult } from './storage.ts';

export type { StoredFileRow };

/**
 * Every row's pointer at a stored file, read synchronously from a SQLite database: a backup's
 * copy, `migrate-to-postgres`'s source, the key rotation. A running server asks its
 * repository (`storedFiles.rows()`), which reads the same on either database.
 */
export function storedFileRows(db: Db): StoredFileRow[] {
  return storedFileRowsOf(db);
}

/** Every storage key a row of this SQLite database points at. */
export function referencedStorageKeys(db: Db): Set<string> {
  return new Set(storedFileRows(db).map((row) => row.key));
}

/** What the sweep asks of the database, whichever it is (docs/decisions/078). */
export interface SweepDatabase {
  storedFiles: StoredFilesRepository;
  databaseHealth: DatabaseHealthRepository;
}

/**
 * Younger files may belong to an upload in flight or a row about to be committed, in this
 * process or in another one sharing the database and the store.
 */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

/** How often a running server sweeps again (besides once at start). */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Once at start, after this process took DATA_DIR's lock (lib/data-dir-lock.ts) and before it
 * listens, then every hour (`createStorageSweeper`): removes what a crash left behind, temp
 * files and files that no row references, if they are older than an hour, and only if the
 * database passes its integrity check. Logs counts, never names.
 */
export async function sweepStorage(
  database: SweepDatabase,
  storage: FileStorage,
  logger: FastifyBaseLogger,
  now = Date.now(),
  when: 'start' | 'running' = 'start',
) {
  // A damaged table can hide rows whose files would then look unreferenced: keep every file.
  const problem = await database.databaseHealth.integrityProblem();
  if (problem) {
    logger.error(
      { problem },
      when === 'start'
        ? 'database integrity check failed at start: restore the database from a backup (upload sweep skipped)'
        : 'database integrity check failed: restore the database from a backup (upload sweep skipped)',
    );
    return null;
  }
  // Keys are read first: a file kept after this read is younger than the cutoff.
  const keys = new Set((await database.storedFiles.rows()).map((row) => row.key));
  const result = await storage.sweep(keys, now - SWEEP_MIN_AGE_MS);
  logger.info(
    { tempFilesRemoved: result.temp, orphanFilesRemoved: result.orphans },
    'upload storage swept',
  );
  return result;
}

/**
 * The same sweep every hour while the server runs (the first an hour after the one at start),
 * so that objects left by a process that died after its PUT, or files whose row went while a
 * remove failed, do not wait for a restart.
 *
 * Safe with several server processes sharing one database and one store. Each pass reads the
 * referenced keys first and only then lists the store, and removes only what was last modified
 * more than an hour before it started. Another process's upload puts its object and then
 * writes its row within one request (REQUEST_TIMEOUT_SECONDS, ten minutes at most by default):
 * an object put after our read of the rows is younger than the cutoff and is left alone, and
 * one put before it whose row was committed meanwhile was put moments ago, also young. Only an
 * object that nobody's row has pointed at for an hour goes. Two processes sweeping at once may
 * both delete the same orphan, which is harmless (a delete of a missing object succeeds). The
 * hour is measured against the store's own LastModified, which also absorbs clocks that differ.
 */
export function createStorageSweeper(deps: {
  database: SweepDatabase;
  storage: FileStorage;
  logger: FastifyBaseLogger;
  now?: () => number;
  everyMs?: number;
}) {
  const { database, storage, logger } = deps;
  const now = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SweepResult | null> | undefined;

  /** One pass; a pass already running is joined rather than doubled. */
  function runOnce(): Promise<SweepResult | null> {
    running ??= sweepStorage(database, storage, logger, now(), 'running').finally(() => {
      running = undefined;
    });
    return running;
  }

  const tick = () => {
    runOnce().catch((error: unknown) =>
      logger.error({ err: error }, 'upload storage sweep failed'),
    );
  };

  return {
    runOnce,
    /** Every SWEEP_EVERY_MS from now on; the pass at start is createServer's, before it listens. */
    start() {
      if (timer) return;
      timer = setInterval(tick, deps.everyMs ?? SWEEP_EVERY_MS);
      timer.unref();
    },
    /** Stops the schedule and waits for a pass in progress (the server is closing). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type StorageSweeper = ReturnType<typeof createStorageSweeper>;
