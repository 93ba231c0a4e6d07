import { type Db, type Notification, notifications } from '@seva/db';
import { desc, eq } from 'drizzle-orm';

/** The outbox rows of an account, newest first. */
export function notificationsOf(db: Db, userId: string): Notification[] {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .all();
}

/** Waits until some outbox row satisfies `found` (the worker runs in the server). */
export async function waitForNotification(
  db: Db,
  found: (row: Notification) => boolean,
  timeoutMs = 30_000,
): Promise<Notification> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = db.select().from(notifications).all().find(found);
    if (row) return row;
    if (Date.now() > deadline) throw new Error('no outbox row as expected in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the outbox has nothing due or in flight: every notice the requests so far caused
 * has reached its peer (or is waiting out a backoff). Call before counting mails.
 */
export async function settleOutbox(db: Db, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = Date.now();
    const busy = db
      .select()
      .from(notifications)
      .all()
      .some(
        (row) =>
          row.status === 'sending' ||
          (row.status === 'waiting' && row.nextAttemptAt.getTime() <= now),
      );
    if (!busy) return;
    if (Date.now() > deadline) throw new Error('the outbox did not settle in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
