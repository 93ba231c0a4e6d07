import { plural } from '../translation.ts';

/**
 * The operators' Inbox of contact messages (docs/product.md, Contact and Inbox). Reached through
 * `messages/inbox.ts` from the lazy /admin-dashboard/inbox chunk only (decision 011).
 */
const inbox = {
  title: 'Inbox',
  total: (total: number) =>
    plural('en', total, { one: `${total} message`, other: `${total} messages` }),
  filter: 'Show',
  filters: { all: 'All', unhandled: 'Unhandled', handled: 'Handled' },
  handled: 'Handled',
  unhandled: 'New',
  markHandled: 'Mark as handled',
  markUnhandled: 'Mark as unhandled',
  reply: 'Reply',
  replyTo: (name: string) => `Reply to ${name} by e-mail`,
  replySubject: 'Your message to Seva',
  handledBy: (name: string, date: string) => `Handled by ${name}, ${date}`,
  receivedOn: 'Received',
  empty: 'No messages yet.',
  emptyUnhandled: 'No unhandled messages.',
  emptyHandled: 'No handled messages yet.',
  loading: 'Loading messages...',
  loadFailed: 'Failed to fetch messages',
  retry: 'Try again',
  updateFailed: 'Could not update the message. Please try again.',
  next: 'Next',
  previous: 'Previous',
  page: (page: number) => `Page ${page}`,
  paging: 'Pages',
} as const;

export default inbox;
