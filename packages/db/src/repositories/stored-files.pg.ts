import { asc } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { attachments, lockerDocuments, orderFiles } from '../schema.pg.ts';
import { type StoredFilesRepository, storedFileRowsFrom } from './stored-files.ts';

export function createPgStoredFilesRepository(db: PgDb): StoredFilesRepository {
  return {
    // One repeatable-read snapshot, as the SQLite twin's one read transaction: a row moved from
    // one table to another meanwhile is seen once, never in neither.
    async rows() {
      return db.transaction(
        async (tx) =>
          storedFileRowsFrom({
            attachments: await tx
              .select({ id: attachments.id, key: attachments.storageKey })
              .from(attachments)
              .orderBy(asc(attachments.id)),
            orderFiles: await tx
              .select({ id: orderFiles.id, key: orderFiles.storageKey })
              .from(orderFiles)
              .orderBy(asc(orderFiles.id)),
            lockerDocuments: await tx
              .select({
                id: lockerDocuments.id,
                photo: lockerDocuments.photoStorageKey,
                signature: lockerDocuments.signatureStorageKey,
              })
              .from(lockerDocuments)
              .orderBy(asc(lockerDocuments.id)),
          }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
