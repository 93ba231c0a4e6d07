import { and, count, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { notifications, users } from '../schema.pg.ts';
import {
  finishedValues,
  inSendingOrder,
  type NewNotification,
  type NoticeRecipient,
  type Notify,
  type OutboxRepository,
} from './notifications.ts';

/** Writes a notice inside the caller's PostgreSQL transaction, with the change that causes it. */
export async function enqueueNotification(
  tx: Pick<PgDb, 'insert'>,
  notification: NewNotification,
): Promise<void> {
  await tx.insert(notifications).values({
    ...notification,
    status: 'waiting',
    attempts: 0,
    updatedAt: notification.createdAt,
  });
}

/** Deletes an erased account's notices, sent or not, inside the erasure's transaction. */
export async function forgetNotificationsOf(
  tx: Pick<PgDb, 'delete'>,
  userId: string,
): Promise<number> {
  const gone = await tx
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return gone.length;
}

/** Whom a notice goes to and their switches, inside the caller's transaction. */
export async function findNoticeRecipient(
  tx: Pick<PgDb, 'select'>,
  userId: string,
): Promise<NoticeRecipient | undefined> {
  const [row] = await tx
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
    .where(eq(users.id, userId));
  return row;
}

/** Tells `userId` what `notify` composes of `facts`, inside the caller's transaction. */
export async function notifyUser<Facts>(
  tx: Pick<PgDb, 'select' | 'insert'>,
  userId: string,
  facts: Facts,
  notify: Notify<Facts>,
): Promise<void> {
  const recipient = (await findNoticeRecipient(tx, userId)) ?? null;
  for (const row of notify(recipient, facts)) await enqueueNotification(tx, row);
}

const due = (at: Date) =>
  or(
    and(eq(notifications.status, 'waiting'), lte(notifications.nextAttemptAt, at)),
    and(eq(notifications.status, 'sending'), lt(notifications.leaseUntil, at)),
  );

const pending = ['failed', 'waiting', 'sending'] as const;

export function createPgOutboxRepository(db: PgDb): OutboxRepository {
  return {
    enqueue(notification) {
      return enqueueNotification(db, notification);
    },

    async claim({ workerId, at, leaseUntil, limit }) {
      // The due rows are locked as they are chosen, and rows another worker has locked are
      // skipped rather than waited for: workers on any number of connections or processes
      // each take different rows, in one statement. The choice is an ARRAY(…) subquery, run
      // once before the update: as `id IN (…)` the planner may run it again for each row it
      // joins, and each run locks further rows (more than `limit` were taken). The condition
      // is checked again on the locked row (its holder may have ended it meanwhile).
      const chosen = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(due(at))
        .orderBy(desc(notifications.urgent), notifications.nextAttemptAt, notifications.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(notifications)
        .set({
          status: 'sending',
          leaseOwner: workerId,
          leaseUntil,
          attempts: sql`${notifications.attempts} + 1`,
          updatedAt: at,
        })
        .where(and(sql`${notifications.id} = any(array(${chosen}))`, due(at)))
        .returning();
      return inSendingOrder(rows);
    },

    async finish(id, workerId, outcome, at) {
      const ended = await db
        .update(notifications)
        .set(finishedValues(outcome, at))
        .where(
          and(
            eq(notifications.id, id),
            eq(notifications.leaseOwner, workerId),
            eq(notifications.status, 'sending'),
          ),
        )
        .returning({ id: notifications.id });
      return ended.length > 0;
    },

    async purge({ sentBefore, failedBefore }) {
      const gone = await db
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
        .returning({ id: notifications.id });
      return gone.length;
    },

    async overview(sentSince) {
      // One repeatable-read snapshot: the counts and the rows agree.
      return db.transaction(
        async (tx) => {
          const sent = await tx
            .select({ channel: notifications.channel, n: count() })
            .from(notifications)
            .where(and(eq(notifications.status, 'sent'), gte(notifications.sentAt, sentSince)))
            .groupBy(notifications.channel);
          const byStatus = await tx
            .select({ status: notifications.status, n: count() })
            .from(notifications)
            .where(inArray(notifications.status, [...pending]))
            .groupBy(notifications.status);
          const items = await tx
            .select()
            .from(notifications)
            .where(inArray(notifications.status, [...pending]))
            .orderBy(
              sql`case ${notifications.status} when 'failed' then 0 else 1 end`,
              desc(notifications.createdAt),
              desc(notifications.id),
            )
            .limit(50);
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
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    async retry(id, at) {
      return db.transaction(async (tx) => {
        // Locked: a worker claiming it meanwhile waits, then finds it no longer due or due anew.
        const [row] = await tx
          .select({ status: notifications.status })
          .from(notifications)
          .where(eq(notifications.id, id))
          .for('update');
        if (!row) return 'not_found';
        if (row.status !== 'failed' && row.status !== 'waiting') return 'not_retryable';
        await tx
          .update(notifications)
          .set({ status: 'waiting', attempts: 0, nextAttemptAt: at, updatedAt: at })
          .where(eq(notifications.id, id));
        return 'retrying';
      });
    },

    async find(id) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },

    forgetUser(userId) {
      return forgetNotificationsOf(db, userId);
    },
  };
}
