import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { lockerDocuments } from '../schema.pg.ts';
import { isAccountOpen } from './auth.pg.ts';
import type { LockerErased, LockerRepository } from './locker.ts';
import { storageInUse } from './storage-quota.pg.ts';
import { fitsIn } from './storage-quota.ts';

const own = (userId: string, id: string) =>
  and(eq(lockerDocuments.id, id), eq(lockerDocuments.userId, userId));

/**
 * Removes every locker document of an account, inside the caller's PostgreSQL transaction:
 * answers their files' storage keys.
 */
export async function eraseLockerOf(
  tx: Pick<PgDb, 'delete'>,
  userId: string,
): Promise<LockerErased> {
  const rows = await tx
    .delete(lockerDocuments)
    .where(eq(lockerDocuments.userId, userId))
    .returning({
      photo: lockerDocuments.photoStorageKey,
      signature: lockerDocuments.signatureStorageKey,
    });
  return { documents: rows.length, storageKeys: rows.flatMap((row) => [row.photo, row.signature]) };
}

export function createPgLockerRepository(db: PgDb): LockerRepository {
  return {
    create(document, defaultQuotaBytes) {
      return db.transaction(async (tx) => {
        // The owner's row locked: another upload of theirs counts after this one's row, and an
        // erasure of the account committed first is seen (nothing is kept for it).
        if (!(await isAccountOpen(tx, document.userId))) {
          return { refused: 'account_closed' as const };
        }
        const use = await storageInUse(tx, document.userId);
        if (!fitsIn(use, document.photoSize + document.signatureSize, defaultQuotaBytes)) {
          return { full: use };
        }
        const [row] = await tx.insert(lockerDocuments).values(document).returning();
        if (!row) throw new Error('the locker document was not written');
        return { document: row };
      });
    },

    ofOwner(userId) {
      return db
        .select()
        .from(lockerDocuments)
        .where(eq(lockerDocuments.userId, userId))
        .orderBy(desc(lockerDocuments.createdAt), desc(lockerDocuments.id));
    },

    async findOwn(userId, id) {
      const [row] = await db.select().from(lockerDocuments).where(own(userId, id));
      return row ?? null;
    },

    async removeOwn(userId, id) {
      const [row] = await db.delete(lockerDocuments).where(own(userId, id)).returning();
      return row ?? null;
    },

    withoutChecksums() {
      return db
        .select()
        .from(lockerDocuments)
        .where(or(isNull(lockerDocuments.photoSha256), isNull(lockerDocuments.signatureSha256)));
    },

    async setChecksums(id, sums) {
      const rows = await db
        .update(lockerDocuments)
        .set(sums)
        .where(eq(lockerDocuments.id, id))
        .returning({ id: lockerDocuments.id });
      return rows.length > 0;
    },

    eraseOf(userId) {
      return db.transaction((tx) => eraseLockerOf(tx, userId));
    },
  };
}
