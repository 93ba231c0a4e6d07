import { contactMessages, type Db, type User, users } from '@seva/db';
import {
  type ContactMessageView,
  type InboxInput,
  contactMessages as messages,
} from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { and, count, desc, eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { afterCursor, decodeCursor, encodeCursor } from '../../lib/paging.ts';

export const inboxMessages = bilingual({
  handled: 'Message marked as handled',
  unhandled: 'Message marked as not handled',
} as const);

type Row = {
  message: typeof contactMessages.$inferSelect;
  handlerName: string | null;
};

function viewOf({ message, handlerName }: Row): ContactMessageView {
  return {
    _id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    handled: message.handled,
    handledAt: message.handledAt?.toISOString() ?? null,
    handledBy:
      message.handledBy && handlerName ? { _id: message.handledBy, name: handlerName } : null,
    createdAt: message.createdAt.toISOString(),
  };
}

/** The admins' Inbox of contact-form messages (docs/product.md, Contact and Inbox). */
export function createInbox(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  const rows = () =>
    db
      .select({ message: contactMessages, handlerName: users.name })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy));

  return {
    /** Messages nobody has handled yet (the sidebar's count). */
    unhandledCount(): number {
      return (
        db
          .select({ n: count() })
          .from(contactMessages)
          .where(eq(contactMessages.handled, false))
          .get()?.n ?? 0
      );
    },

    list(input: InboxInput) {
      const filter =
        input.handled === undefined ? undefined : eq(contactMessages.handled, input.handled);
      const found = rows()
        .where(
          and(
            filter,
            afterCursor(contactMessages.createdAt, contactMessages.id, decodeCursor(input.cursor)),
          ),
        )
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(input.limit + 1)
        .all();
      const page = found.slice(0, input.limit);
      const last = page.at(-1)?.message;
      return {
        data: page.map(viewOf),
        total: db.select({ n: count() }).from(contactMessages).where(filter).get()?.n ?? 0,
        nextCursor:
          found.length > input.limit && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },

    setHandled(admin: User, id: string, handled: boolean) {
      const updated = db
        .update(contactMessages)
        .set(
          handled
            ? { handled: true, handledAt: new Date(now()), handledBy: admin.id }
            : { handled: false, handledAt: null, handledBy: null },
        )
        .where(eq(contactMessages.id, id))
        .run();
      if (updated.changes !== 1) throw new AppError('NOT_FOUND', messages.notFound);
      const row = rows().where(eq(contactMessages.id, id)).get();
      if (!row) throw new AppError('NOT_FOUND', messages.notFound);
      return {
        message: handled ? inboxMessages.handled : inboxMessages.unhandled,
        data: viewOf(row),
      };
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
