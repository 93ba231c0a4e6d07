/**
 * The operator's day (docs/decisions/070-operator-queue.md): the queue's order and waiting
 * time, filtered-empty lists, Next in queue, confirmations, the operators' help page. Reached
 * through `messages/operator-queue.ts` from the lazy admin route chunks only.
 */
const operatorQueue = {
  sortOldest: 'Oldest waiting first',
  waited: 'Waiting',
  /** How long a row has waited since it was filed. */
  waitedFor: (days: number, hours: number) =>
    days >= 1
      ? `${days} ${days === 1 ? 'day' : 'days'}`
      : hours >= 1
        ? `${hours} ${hours === 1 ? 'hour' : 'hours'}`
        : 'Less than an hour',
  noMatch: 'No applications match these filters',
  clearFilters: 'Clear filters',
  openRow: (reference: string) => `Open ${reference}`,
  nextInQueue: 'Next in queue',
  endOfQueue: 'This is the last one in the queue',
  backToQueue: 'Back to the queue',
  confirmComplete: {
    title: 'Mark as Completed?',
    application: (reference: string) =>
      `${reference} will be marked as completed and the citizen told by e-mail.`,
    order: (reference: string) =>
      `${reference} will be marked as completed and the citizen told by e-mail.`,
    confirm: 'Yes, mark as completed',
    cancel: 'Cancel',
  },
} as const;

export default operatorQueue;
