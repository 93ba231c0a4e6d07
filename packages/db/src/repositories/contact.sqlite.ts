import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { contactMessages, users } from '../schema.ts';
import type { ContactRepository, InboxEntry } from './contact.ts';
import { newestFirstAfter } from './keyset.ts';

/**
 * Deletes the messages sent from `email` inside the caller's SQLite transaction: privacy's
 * erasure unit (`privacy.sqlite.ts`) runs it with every other feature's part (docs/decisions/062).
 */
export function eraseContactMessagesFrom(tx: Pick<Db, 'delete'>, email: string): number {
  return tx.delete(contactMessages).where(eq(contactMessages.email, email)).run().changes;
}

export function createSqliteContactRepository(db: Db): ContactRepository {
  const entries = (on: Pick<Db, 'select'>, where: SQL | undefined) =>
    on
      .select({ message: contactMessages, handlerName: users.name })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where);
  const total = (where: SQL | undefined) =>
    db.select({ n: count() }).from(contactMessages).where(where).get()?.n ?? 0;

  return {
    async receive(message) {
      db.insert(contactMessages)
        .values({ ...message, handled: false })
        .run();
    },

    async countUnhandled() {
      return total(eq(contactMessages.handled, false));
    },

    async inboxPage({ handled, after, limit }) {
      const filter = handled === undefined ? undefined : eq(contactMessages.handled, handled);
      const found = entries(
        db,
        and(filter, newestFirstAfter(contactMessages.createdAt, contactMessages.id, after)),
      )
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit + 1)
        .all();
      return { entries: found.slice(0, limit), more: found.length > limit, total: total(filter) };
    },

    async markHandled(id, handled) {
      return db.transaction((tx): InboxEntry | null => {
        const updated = tx
          .update(contactMessages)
          .set(
            handled
              ? { handled: true, handledAt: handled.at, handledBy: handled.by }
              : { handled: false, handledAt: null, handledBy: null },
          )
          .where(eq(contactMessages.id, id))
          .run();
        if (updated.changes !== 1) return null;
        return entries(tx, eq(contactMessages.id, id)).get() ?? null;
      });
    },

    async eraseFrom(email) {
      return eraseContactMessagesFrom(db, email);
    },
  };
}
