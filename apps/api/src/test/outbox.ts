import type { Notification, schema } from '@seva/db';
import { desc, eq } from 'drizzle-orm';
import type { TestDb } from './backend.ts';

/** A database and its tables, on either backend: a TestServer is one. */
export interface TestDatabase {
  db: TestDb;
  tables: typeof schema;
}

/** The outbox rows of an account, newest first. */
export async function notificationsOf(
  { db, tables }: TestDatabase,
  userId: string,
): Promise<Notification[]> {
  const { notifications } = tables;
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

/** Waits until some outbox row satisfies `found` (the worker runs in the server). */
export async function waitForNotification(
  { db, tables }: TestDatabase,
  found: (row: Notification) => boolean,
  timeoutMs = 30_000,
): Promise<Notification> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = (await db.select().from(tables.notifications)).find(found);
    if (row) return row;
    if (Date.now() > deadline) throw new Error('no outbox row as expected in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the outbox has nothing due or in flight: every notice the requests so far caused
 * has reached its peer (or is waiting out a backoff). Call before counting mails.
 */
export async function settleOutbox(
  { db, tables }: TestDatabase,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = Date.now();
    const busy = (await db.select().from(tables.notifications)).some(
      (row) =>
        row.status === 'sending' ||
        (row.status === 'waiting' && row.nextAttemptAt.getTime() <= now),
    );
    if (!busy) return;
    if (Date.now() > deadline) throw new Error('the outbox did not settle in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
