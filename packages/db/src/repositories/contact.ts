import type { ContactMessage } from '../schema.ts';
import type { Keyset } from './keyset.ts';

/**
 * The contact form's messages and the admins' Inbox: what the contact feature does with the
 * database, one method per unit of work. Rows are the schema's plain row types, the same on
 * both dialects (schema-parity.test.ts).
 */
export interface ContactRepository {
  /** Keeps a message from the home page's form, not yet handled. */
  receive(message: NewContactMessage): Promise<void>;

  /** How many messages nobody has handled yet. */
  countUnhandled(): Promise<number>;

  /**
   * One page of the Inbox, newest first (created_at, then id, both descending), after `after`.
   * `total` counts every message the filter matches, on all pages.
   */
  inboxPage(query: InboxQuery): Promise<InboxPage>;

  /**
   * Marks the message handled by `handled.by` at `handled.at`, or not handled (null). Answers
   * the message as it now is, or null when no message has that id (nothing is written).
   */
  markHandled(id: string, handled: { by: string; at: Date } | null): Promise<InboxEntry | null>;

  /**
   * Deletes every message sent from `email`, compared exactly as stored (callers lower-case
   * it as the form did). Answers how many went.
   */
  eraseFrom(email: string): Promise<number>;
}

export type NewContactMessage = Pick<
  ContactMessage,
  'id' | 'name' | 'email' | 'message' | 'createdAt'
>;

export interface InboxQuery {
  /** Only handled (true) or only unhandled (false) messages; all when left out. */
  handled?: boolean;
  after: Keyset | null;
  limit: number;
}

/** A message with the name of the admin who handled it (null if not handled, or gone). */
export interface InboxEntry {
  message: ContactMessage;
  handlerName: string | null;
}

export interface InboxPage {
  entries: InboxEntry[];
  /** Whether a page follows the last entry. */
  more: boolean;
  total: number;
}
