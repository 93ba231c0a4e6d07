import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { consents, erasures, identityAccessLog, orders, payments, users } from '../schema.pg.ts';
import { eraseApplicationsOf, hasApplicationInProgress } from './applications-erasure.pg.ts';
import { closeErasedAccount } from './auth.pg.ts';
import { eraseContactMessagesFrom } from './contact.pg.ts';
import { newestFirstAfter } from './keyset.ts';
import { eraseLockerOf } from './locker.pg.ts';
import { forgetNotificationsOf } from './notifications.pg.ts';
import { eraseOrdersOf, hasOrderInProgress } from './orders.pg.ts';
import type { ErasureOutcome, PrivacyRepository } from './privacy.ts';

// Locks: the account's row first, `FOR UPDATE` (the erasure changes its e-mail, a key), so two
// erasures of one account run one after the other and the second, reading after the lock, sees
// the first's record; then the rows each part changes. A unit that locks the same row or adds a
// row pointing at it (an order with files, a locker document, a new application) waits for the
// erasure's commit, as it would on SQLite.

export function createPgPrivacyRepository(db: PgDb): PrivacyRepository {
  return {
    async erase(request) {
      const { id, userId, door, erasedBy, at, erasedName } = request;
      return db.transaction(async (tx): Promise<ErasureOutcome> => {
        const [account] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!account) return { refused: 'no_account' };
        const [done] = await tx
          .select({ id: erasures.id })
          .from(erasures)
          .where(eq(erasures.userId, userId))
          .limit(1);
        if (done) return { refused: 'already_erased' };
        if (
          (await hasApplicationInProgress(tx, userId)) ||
          (await hasOrderInProgress(tx, userId))
        ) {
          return { refused: 'work_in_progress' };
        }
        const applications = await eraseApplicationsOf(tx, userId, at);
        const erasedOrders = await eraseOrdersOf(tx, userId, at, erasedName);
        const locker = await eraseLockerOf(tx, userId);
        if (account.email) await eraseContactMessagesFrom(tx, account.email.toLowerCase());
        await closeErasedAccount(tx, userId, { name: erasedName, at });
        await forgetNotificationsOf(tx, userId);
        const [erasure] = await tx
          .insert(erasures)
          .values({
            id,
            userId,
            door,
            erasedBy,
            applicationsRemoved: applications.removed,
            ordersRemoved: erasedOrders.removed,
            keptForAccounts: applications.kept + erasedOrders.kept,
            lockerDocuments: locker.documents,
            requestedAt: at,
          })
          .returning();
        if (!erasure) throw new Error('the erasure record was not written');
        return {
          erasure,
          storageKeys: [
            ...applications.storageKeys,
            ...erasedOrders.storageKeys,
            ...locker.storageKeys,
          ],
        };
      });
    },

    async finish(id, files, completedAt) {
      const [row] = await db
        .update(erasures)
        .set({ filesDeleted: files.deleted, filesFailed: files.failed, completedAt })
        .where(eq(erasures.id, id))
        .returning();
      return row ?? null;
    },

    async page({ after, limit }) {
      const found = await db
        .select({ erasure: erasures, operatorName: users.name })
        .from(erasures)
        .leftJoin(users, eq(users.id, erasures.erasedBy))
        .where(newestFirstAfter(erasures.requestedAt, erasures.id, after))
        .orderBy(desc(erasures.requestedAt), desc(erasures.id))
        .limit(limit + 1);
      return { entries: found.slice(0, limit), more: found.length > limit };
    },

    async exportRows(userId) {
      return db.transaction(
        async (tx) => ({
          consents: await tx
            .select()
            .from(consents)
            .where(eq(consents.userId, userId))
            .orderBy(asc(consents.createdAt), asc(consents.id)),
          orderPayments: await tx
            .select()
            .from(payments)
            .where(
              inArray(
                payments.orderId,
                tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
              ),
            )
            .orderBy(asc(payments.createdAt), asc(payments.sequence), asc(payments.id)),
          identityAccess: await tx
            .select()
            .from(identityAccessLog)
            .where(eq(identityAccessLog.citizenId, userId))
            .orderBy(desc(identityAccessLog.createdAt), desc(identityAccessLog.id)),
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
