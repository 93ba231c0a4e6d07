import type { ContactRepository, InboxEntry, User } from '@seva/db';
import {
  type ContactMessageView,
  type InboxInput,
  contactMessages as messages,
} from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { AppError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/paging.ts';

export const inboxMessages = bilingual({
  handled: 'Message marked as handled',
  unhandled: 'Message marked as not handled',
} as const);

function viewOf({ message, handlerName }: InboxEntry): ContactMessageView {
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
export function createInbox(deps: { contact: ContactRepository; now?: () => number }) {
  const { contact } = deps;
  const now = deps.now ?? Date.now;

  return {
    /** Messages nobody has handled yet (the sidebar's count). */
    unhandledCount(): Promise<number> {
      return contact.countUnhandled();
    },

    async list(input: InboxInput) {
      const page = await contact.inboxPage({
        handled: input.handled,
        after: decodeCursor(input.cursor),
        limit: input.limit,
      });
      const last = page.entries.at(-1)?.message;
      return {
        data: page.entries.map(viewOf),
        total: page.total,
        nextCursor: page.more && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },

    async setHandled(admin: User, id: string, handled: boolean) {
      const entry = await contact.markHandled(
        id,
        handled ? { by: admin.id, at: new Date(now()) } : null,
      );
      if (!entry) throw new AppError('NOT_FOUND', messages.notFound);
      return {
        message: handled ? inboxMessages.handled : inboxMessages.unhandled,
        data: viewOf(entry),
      };
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
