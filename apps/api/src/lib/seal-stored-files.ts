import type { DataMigrationsRepository, StoredFilesRepository } from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './storage.ts';

const FILES_SEALED = 'files-sealed-at-rest';
/** A progress line every this many files, so a long first start shows it is moving. */
const BATCH = 200;

/**
 * Seals, in the background after start, the files kept plain before files were sealed
 * (docs/decisions/063-files-at-rest.md). Downloads read both formats meanwhile, told apart by
 * the sealed header. Each file is sealed aside and renamed over itself, so a stop at any point
 * leaves every file whole, plain or sealed, and the next start carries on (a sealed file is
 * skipped). Once a pass finds nothing left to fail, a `data_migrations` row says so and later
 * starts do not look again.
 */
export function createStoredFileSealing(deps: {
  /** The rows' pointers at stored files, on either database (docs/decisions/078). */
  storedFiles: StoredFilesRepository;
  dataMigrations: DataMigrationsRepository;
  storage: Pick<FileStorage, 'sealLeftPlain'>;
  logger: FastifyBaseLogger;
  now: () => number;
}) {
  const { storedFiles, dataMigrations, storage, logger, now } = deps;
  let running: Promise<void> | null = null;
  let stopping = false;

  async function run() {
    if (await dataMigrations.done(FILES_SEALED)) return;
    const started = now();
    const keys = [...new Set((await storedFiles.rows()).map((row) => row.key))].sort();
    const counts = { sealed: 0, alreadySealed: 0, missing: 0, failed: 0 };
    for (const [index, key] of keys.entries()) {
      if (stopping) {
        logger.info({ ...counts, left: keys.length - index }, 'sealing stored files paused');
        return;
      }
      try {
        const outcome = await storage.sealLeftPlain(key);
        if (outcome === 'sealed') counts.sealed++;
        else if (outcome === 'already-sealed') counts.alreadySealed++;
        else counts.missing++;
      } catch (error) {
        // Names no file: the key is random, but the row it belongs to is the operators' to find.
        counts.failed++;
        logger.error({ err: error }, 'a stored file could not be sealed');
      }
      if ((index + 1) % BATCH === 0) {
        logger.info({ ...counts, left: keys.length - index - 1 }, 'sealing stored files');
      }
      // One file at a time, letting requests in between.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (counts.failed === 0) await dataMigrations.record(FILES_SEALED, new Date(now()));
    logger.info({ ...counts, ms: now() - started }, 'stored files sealed at rest');
  }

  return {
    /** Starts the pass in the background (once). */
    start() {
      running ??= run().catch((error) => {
        logger.error({ err: error }, 'sealing stored files stopped');
      });
    },
    /** Resolves when the pass started by `start` has ended (at once if none was started). */
    idle(): Promise<void> {
      return running ?? Promise.resolve();
    },
    /** Stops after the file in hand (on close); the next start resumes. */
    async stop() {
      stopping = true;
      await running;
    },
  };
}

export type StoredFileSealing = ReturnType<typeof createStoredFileSealing>;
