import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { contactMessages, users } from '../schema.pg.ts';
import type { ContactRepository } from './contact.ts';
import { newestFirstAfter } from './keyset.ts';

/** Deletes the messages sent from `email` inside the caller's PostgreSQL transaction. */
export async function eraseContactMessagesFrom(
  tx: Pick<PgDb, 'delete'>,
  email: string,
): Promise<number> {
  const gone = await tx
    .delete(contactMessages)
    .where(eq(contactMessages.email, email))
    .returning({ id: contactMessages.id });
  return gone.length;
}

export function createPgContactRepository(db: PgDb): ContactRepository {
  const entries = (on: Pick<PgDb, 'select'>, where: SQL | undefined) =>
    on
      .select({ message: contactMessages, handlerName: users.name })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where);
  const total = async (where: SQL | undefined) => {
    const [row] = await db.select({ n: count() }).from(contactMessages).where(where);
    return row?.n ?? 0;
  };

  return {
    async receive(message) {
      await db.insert(contactMessages).values({ ...message, handled: false });
    },

    countUnhandled() {
      return total(eq(contactMessages.handled, false));
    },

    async inboxPage({ handled, after, limit }) {
      const filter = handled === undefined ? undefined : eq(contactMessages.handled, handled);
      // Two statements on two connections at once: the page and the count need not agree to
      // the row under concurrent writes, as on SQLite between its two statements.
      const [found, n] = await Promise.all([
        entries(
          db,
          and(filter, newestFirstAfter(contactMessages.createdAt, contactMessages.id, after)),
        )
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit + 1),
        total(filter),
      ]);
      return { entries: found.slice(0, limit), more: found.length > limit, total: n };
    },

    markHandled(id, handled) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(contactMessages)
          .set(
            handled
              ? { handled: true, handledAt: handled.at, handledBy: handled.by }
              : { handled: false, handledAt: null, handledBy: null },
          )
          .where(eq(contactMessages.id, id))
          .returning({ id: contactMessages.id });
        if (updated.length !== 1) return null;
        const [entry] = await entries(tx, eq(contactMessages.id, id));
        return entry ?? null;
      });
    },

    eraseFrom(email) {
      return eraseContactMessagesFrom(db, email);
    },
  };
}
