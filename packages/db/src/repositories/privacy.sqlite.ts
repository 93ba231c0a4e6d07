import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { consents, erasures, identityAccessLog, orders, payments, users } from '../schema.ts';
import { eraseApplicationsOf, hasApplicationInProgress } from './applications-erasure.sqlite.ts';
import { closeErasedAccount } from './auth.sqlite.ts';
import { eraseContactMessagesFrom } from './contact.sqlite.ts';
import { newestFirstAfter } from './keyset.ts';
import { eraseLockerOf } from './locker.sqlite.ts';
import { forgetNotificationsOf } from './notifications.sqlite.ts';
import { eraseOrdersOf, hasOrderInProgress } from './orders.sqlite.ts';
import type { ErasureOutcome, PrivacyRepository } from './privacy.ts';

export function createSqlitePrivacyRepository(db: Db): PrivacyRepository {
  return {
    async erase(request) {
      const { id, userId, door, erasedBy, at, erasedName } = request;
      // One transaction, begun IMMEDIATE (openDatabase): nothing starts meanwhile, and a
      // refusal writes nothing.
      return db.transaction((tx): ErasureOutcome => {
        const account = tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, userId))
          .get();
        if (!account) return { refused: 'no_account' };
        if (
          tx.select({ id: erasures.id }).from(erasures).where(eq(erasures.userId, userId)).get()
        ) {
          return { refused: 'already_erased' };
        }
        if (hasApplicationInProgress(tx, userId) || hasOrderInProgress(tx, userId)) {
          return { refused: 'work_in_progress' };
        }
        const applications = eraseApplicationsOf(tx, userId, at);
        const erasedOrders = eraseOrdersOf(tx, userId, at, erasedName);
        const locker = eraseLockerOf(tx, userId);
        // The contact form keeps addresses lower-cased, so the account's is too.
        if (account.email) eraseContactMessagesFrom(tx, account.email.toLowerCase());
        closeErasedAccount(tx, userId, { name: erasedName, at });
        // Notices not yet sent (and the record of those sent) carry its address and name.
        forgetNotificationsOf(tx, userId);
        const erasure = tx
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
          .returning()
          .get();
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
      return (
        db
          .update(erasures)
          .set({ filesDeleted: files.deleted, filesFailed: files.failed, completedAt })
          .where(eq(erasures.id, id))
          .returning()
          .get() ?? null
      );
    },

    async page({ after, limit }) {
      const found = db
        .select({ erasure: erasures, operatorName: users.name })
        .from(erasures)
        .leftJoin(users, eq(users.id, erasures.erasedBy))
        .where(newestFirstAfter(erasures.requestedAt, erasures.id, after))
        .orderBy(desc(erasures.requestedAt), desc(erasures.id))
        .limit(limit + 1)
        .all();
      return { entries: found.slice(0, limit), more: found.length > limit };
    },

    async exportRows(userId) {
      return db.transaction(
        (tx) => ({
          consents: tx
            .select()
            .from(consents)
            .where(eq(consents.userId, userId))
            .orderBy(asc(consents.createdAt), asc(consents.id))
            .all(),
          orderPayments: tx
            .select()
            .from(payments)
            .where(
              inArray(
                payments.orderId,
                tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
              ),
            )
            .orderBy(asc(payments.createdAt), asc(payments.sequence), asc(payments.id))
            .all(),
          identityAccess: tx
            .select()
            .from(identityAccessLog)
            .where(eq(identityAccessLog.citizenId, userId))
            .orderBy(desc(identityAccessLog.createdAt), desc(identityAccessLog.id))
            .all(),
        }),
        { behavior: 'deferred' },
      );
    },
  };
}
