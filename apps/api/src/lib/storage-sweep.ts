import { attachments, type Db, lockerDocuments, orderFiles } from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import { integrityProblem } from './database-integrity.ts';
import type { FileStorage } from './storage.ts';

/**
 * Every storage key a row points at. Each table that records a stored file must be read here,
 * or the start-up sweep would delete its files.
 */
export function referencedStorageKeys(db: Db): Set<string> {
  const keys = new Set<string>();
  for (const row of db.select({ key: attachments.storageKey }).from(attachments).all()) {
    keys.add(row.key);
  }
  for (const row of db.select({ key: orderFiles.storageKey }).from(orderFiles).all()) {
    keys.add(row.key);
  }
  for (const row of db
    .select({
      photo: lockerDocuments.photoStorageKey,
      signature: lockerDocuments.signatureStorageKey,
    })
    .from(lockerDocuments)
    .all()) {
    keys.add(row.photo);
    keys.add(row.signature);
  }
  return keys;
}

/** Younger files may belong to an upload in flight or a row about to be committed. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Once at start, after this process took DATA_DIR's lock (lib/data-dir-lock.ts) and before it
 * listens: removes what a crash left behind, temp files and files that no row references, if
 * they are older than an hour, and only if the database passes its integrity check. Logs
 * counts, never names.
 */
export async function sweepStorage(
  db: Db,
  storage: FileStorage,
  logger: FastifyBaseLogger,
  now = Date.now(),
) {
  // A damaged table can hide rows whose files would then look unreferenced: keep every file.
  const problem = integrityProblem(db);
  if (problem) {
    logger.error(
      { problem },
      'database integrity check failed at start: restore the database from a backup (upload sweep skipped)',
    );
    return null;
  }
  // Keys are read first: a file kept after this read is younger than the cutoff.
  const result = await storage.sweep(referencedStorageKeys(db), now - SWEEP_MIN_AGE_MS);
  logger.info(
    { tempFilesRemoved: result.temp, orphanFilesRemoved: result.orphans },
    'upload storage swept',
  );
  return result;
}
