import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { lockerDocuments } from '../schema.ts';
import { isAccountOpen } from './auth.sqlite.ts';
import type { LockerErased, LockerRepository } from './locker.ts';
import { storageInUse } from './storage-quota.sqlite.ts';
import { fitsIn } from './storage-quota.ts';

const own = (userId: string, id: string) =>
  and(eq(lockerDocuments.id, id), eq(lockerDocuments.userId, userId));

/**
 * Removes every locker document of an account, inside the caller's SQLite transaction (an
 * account's erasure, docs/decisions/062): answers their files' storage keys.
 */
export function eraseLockerOf(tx: Pick<Db, 'select' | 'delete'>, userId: string): LockerErased {
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

export function createSqliteLockerRepository(db: Db): LockerRepository {
  return {
    async create(document, defaultQuotaBytes) {
      // One transaction begun IMMEDIATE: no other upload counts between the check and the row.
      return db.transaction((tx) => {
        // An erasure of the account committed first is seen: nothing is kept for it.
        if (!isAccountOpen(tx, document.userId)) return { refused: 'account_closed' as const };
        const use = storageInUse(tx, document.userId);
        if (!fitsIn(use, document.photoSize + document.signatureSize, defaultQuotaBytes)) {
          return { full: use };
        }
        return { document: tx.insert(lockerDocuments).values(document).returning().get() };
      });
    },

    async ofOwner(userId) {
      return db
        .select()
        .from(lockerDocuments)
        .where(eq(lockerDocuments.userId, userId))
        .orderBy(desc(lockerDocuments.createdAt), desc(lockerDocuments.id))
        .all();
    },

    async findOwn(userId, id) {
      return db.select().from(lockerDocuments).where(own(userId, id)).get() ?? null;
    },

    async removeOwn(userId, id) {
      return db.delete(lockerDocuments).where(own(userId, id)).returning().get() ?? null;
    },

    async withoutChecksums() {
      return db
        .select()
        .from(lockerDocuments)
        .where(or(isNull(lockerDocuments.photoSha256), isNull(lockerDocuments.signatureSha256)))
        .all();
    },

    async setChecksums(id, sums) {
      return (
        db.update(lockerDocuments).set(sums).where(eq(lockerDocuments.id, id)).run().changes > 0
      );
    },

    async eraseOf(userId) {
      return db.transaction((tx) => eraseLockerOf(tx, userId));
    },
  };
}
