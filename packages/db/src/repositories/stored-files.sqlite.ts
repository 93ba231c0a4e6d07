import { asc } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { attachments, lockerDocuments, orderFiles } from '../schema.ts';
import {
  type StoredFileRow,
  type StoredFilesRepository,
  storedFileRowsFrom,
} from './stored-files.ts';

/**
 * The part: every pointer, read synchronously on a SQLite database (the backup's copy, the
 * source of `migrate-to-postgres`, the key rotation's transaction) or inside a transaction.
 */
export function storedFileRowsOf(db: Pick<Db, 'select'>): StoredFileRow[] {
  return storedFileRowsFrom({
    attachments: db
      .select({ id: attachments.id, key: attachments.storageKey })
      .from(attachments)
      .orderBy(asc(attachments.id))
      .all(),
    orderFiles: db
      .select({ id: orderFiles.id, key: orderFiles.storageKey })
      .from(orderFiles)
      .orderBy(asc(orderFiles.id))
      .all(),
    lockerDocuments: db
      .select({
        id: lockerDocuments.id,
        photo: lockerDocuments.photoStorageKey,
        signature: lockerDocuments.signatureStorageKey,
      })
      .from(lockerDocuments)
      .orderBy(asc(lockerDocuments.id))
      .all(),
  });
}

export function createSqliteStoredFilesRepository(db: Db): StoredFilesRepository {
  return {
    // One deferred transaction: the three reads see one state of the file.
    async rows() {
      return db.transaction((tx) => storedFileRowsOf(tx), { behavior: 'deferred' });
    },
  };
}
