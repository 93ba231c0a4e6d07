export type InboxFilter = 'unhandled' | 'handled' | 'all';

/** The filter as the API's `handled` parameter. */
export function handledFilter(filter: InboxFilter): boolean | undefined {
  return filter === 'all' ? undefined : filter === 'handled';
}

/**
 * A mailto: link to answer the sender. The address was checked as an e-mail on the way in;
 * it is still encoded so no character of it can add headers or recipients.
 */
export function replyLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
