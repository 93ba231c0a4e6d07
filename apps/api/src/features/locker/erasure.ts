import { type Db, lockerDocuments } from '@seva/db';
import { eq } from 'drizzle-orm';

type Tx = Pick<Db, 'select' | 'delete'>;

/**
 * Removes every locker document of an account being erased, inside the caller's transaction
 * (docs/decisions/062): answers the storage keys of their photos and signatures, which the
 * caller deletes once the rows are gone.
 */
export function eraseLockerOf(
  tx: Tx,
  userId: string,
): { documents: number; storageKeys: string[] } {
  const rows = tx
    .select({
      photo: lockerDocuments.photoStorageKey,
      signature: lockerDocuments.signatureStorageKey,
    })
    .from(lockerDocuments)
    .where(eq(lockerDocuments.userId, userId))
    .all();
  tx.delete(lockerDocuments).where(eq(lockerDocuments.userId, userId)).run();
  return { documents: rows.length, storageKeys: rows.flatMap((row) => [row.photo, row.signature]) };
}
