import { attachments, type Db, lockerDocuments, orderFiles } from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './storage.ts';

/**
 * Every storage key a row points at. Each table that records a file under DATA_DIR/uploads
 * must be read here, or the start-up sweep would delete its files.
 */
export function referencedStorageKeys(db: Db): Set<string> {
  const keys = new Set<string>();
  for (const row of db.select({ key: attachments.storageKey }).from(attachments).all()) {
    keys.add(row.key);
  }
  for (const row of db.select({ key: orderFiles.storedKey }).from(orderFiles).all()) {
    keys.add(row.key);
  }
  for (const row of db
    .select({ photo: lockerDocuments.photoKey, signature: lockerDocuments.signatureKey })
    .from(lockerDocuments)
    .all()) {
    keys.add(row.photo);
    keys.add(row.signature);
  }
  return keys;
}

/**
 * Once at start, before the server listens (so no upload is in flight): removes what a crash
 * left behind: temp files and files that no row references. Logs counts, never names.
 */
export function sweepStorage(db: Db, storage: FileStorage, logger: FastifyBaseLogger) {
  const result = storage.sweep(referencedStorageKeys(db));
  logger.info(
    { tempFilesRemoved: result.temp, orphanFilesRemoved: result.orphans },
    'upload storage swept',
  );
  return result;
}
