import { and, count, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { notifications, users } from '../schema.ts';
import {
  finishedValues,
  inSendingOrder,
  type NewNotification,
  type NoticeRecipient,
  type Notify,
  type OutboxRepository,
} from './notifications.ts';

/**
 * Writes a notice inside the caller's SQLite transaction: the e-mail or SMS is a row of the
 * change that causes it, so it goes out if that change commits and never otherwise. Every
 * feature's unit that tells someone something calls this until it is a repository's own.
 */
export function enqueueNotification(tx: Pick<Db, 'insert'>, notification: NewNotification): void {
  tx.insert(notifications)
    .values({
      ...notification,
      status: 'waiting',
      attempts: 0,
      updatedAt: notification.createdAt,
    })
    .run();
}

/** Deletes an erased account's notices, sent or not, inside the erasure's SQLite transaction. */
export function forgetNotificationsOf(tx: Pick<Db, 'delete'>, userId: string): number {
  return tx.delete(notifications).where(eq(notifications.userId, userId)).run().changes;
}

/**
 * Whom a notice goes to and the switches they keep, read inside the caller's SQLite transaction
 * (so they are those of the change that causes it); undefined for no such account.
 */
export function findNoticeRecipient(
  tx: Pick<Db, 'select'>,
  userId: string,
): NoticeRecipient | undefined {
  return tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      language: users.language,
      notifyByEmail: users.notifyByEmail,
      notifyBySms: users.notifyBySms,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}

/**
 * Tells `userId` what `notify` composes of `facts`, inside the caller's SQLite transaction: the
 * recipient is read there and each row written there (a unit's notice, docs/decisions/078).
 */
export function notifyUser<Facts>(
  tx: Pick<Db, 'select' | 'insert'>,
  userId: string,
  facts: Facts,
  notify: Notify<Facts>,
): void {
  const recipient = findNoticeRecipient(tx, userId) ?? null;
  for (const row of notify(recipient, facts)) enqueueNotification(tx, row);
}

const due = (at: Date) =>
  or(
    and(eq(notifications.status, 'waiting'), lte(notifications.nextAttemptAt, at)),
    and(eq(notifications.status, 'sending'), lt(notifications.leaseUntil, at)),
  );

const pending = ['failed', 'waiting', 'sending'] as const;

export function createSqliteOutboxRepository(db: Db): OutboxRepository {
  return {
    async enqueue(notification) {
      enqueueNotification(db, notification);
    },

    async claim({ workerId, at, leaseUntil, limit }) {
      // One statement in a transaction begun IMMEDIATE (openDatabase): no other connection
      // writes between choosing the rows and taking them.
      const rows = db.transaction((tx) => {
        const chosen = tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(due(at))
          .orderBy(desc(notifications.urgent), notifications.nextAttemptAt, notifications.id)
          .limit(limit);
        return tx
          .update(notifications)
          .set({
            status: 'sending',
            leaseOwner: workerId,
            leaseUntil,
            attempts: sql`${notifications.attempts} + 1`,
            updatedAt: at,
          })
          .where(and(inArray(notifications.id, chosen), due(at)))
          .returning()
          .all();
      });
      return inSendingOrder(rows);
    },

    async finish(id, workerId, outcome, at) {
      const result = db
        .update(notifications)
        .set(finishedValues(outcome, at))
        .where(
          and(
            eq(notifications.id, id),
            eq(notifications.leaseOwner, workerId),
            eq(notifications.status, 'sending'),
          ),
        )
        .run();
      return result.changes > 0;
    },

    async purge({ sentBefore, failedBefore }) {
      return db
        .delete(notifications)
        .where(
          or(
            and(
              inArray(notifications.status, ['sent', 'expired']),
              lt(notifications.updatedAt, sentBefore),
            ),
            and(eq(notifications.status, 'failed'), lt(notifications.updatedAt, failedBefore)),
          ),
        )
        .run().changes;
    },

    async overview(sentSince) {
      const sent = db
        .select({ channel: notifications.channel, n: count() })
        .from(notifications)
        .where(and(eq(notifications.status, 'sent'), gte(notifications.sentAt, sentSince)))
        .groupBy(notifications.channel)
        .all();
      const byStatus = db
        .select({ status: notifications.status, n: count() })
        .from(notifications)
        .where(inArray(notifications.status, [...pending]))
        .groupBy(notifications.status)
        .all();
      const items = db
        .select()
        .from(notifications)
        .where(inArray(notifications.status, [...pending]))
        .orderBy(
          sql`case ${notifications.status} when 'failed' then 0 else 1 end`,
          desc(notifications.createdAt),
          desc(notifications.id),
        )
        .limit(50)
        .all();
      const sentOn = (channel: string) => sent.find((row) => row.channel === channel)?.n ?? 0;
      const n = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
      return {
        sent: { email: sentOn('email'), sms: sentOn('sms') },
        waiting: n('waiting'),
        sending: n('sending'),
        failed: n('failed'),
        items,
      };
    },

    async retry(id, at) {
      return db.transaction((tx) => {
        const row = tx
          .select({ status: notifications.status })
          .from(notifications)
          .where(eq(notifications.id, id))
          .get();
        if (!row) return 'not_found';
        if (row.status !== 'failed' && row.status !== 'waiting') return 'not_retryable';
        tx.update(notifications)
          .set({ status: 'waiting', attempts: 0, nextAttemptAt: at, updatedAt: at })
          .where(eq(notifications.id, id))
          .run();
        return 'retrying';
      });
    },

    async find(id) {
      return db.select().from(notifications).where(eq(notifications.id, id)).get() ?? null;
    },

    async forgetUser(userId) {
      return forgetNotificationsOf(db, userId);
    },
  };
}
