import { enInbox } from './en-inbox.ts';

/**
 * The Inbox screen's catalogue, imported only by lazy route code (never by entry code).
 * A language switch chooses here as it does in `index.ts`.
 */
export const mi = enInbox;
export type InboxMessages = typeof mi;
