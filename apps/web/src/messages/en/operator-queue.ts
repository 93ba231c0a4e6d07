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
  help: {
    title: 'Help for operators',
    intro:
      'What to do when something needs more than the portal. These commands run on the computer that serves the portal, in its folder.',
    adminTitle: 'Add an operator',
    adminText:
      'Makes an operator account, or turns an existing account into one (it works while the server runs):',
    backupTitle: 'Backups',
    backupText:
      'Make a backup to a USB drive or another disk, and keep it away from the computer. The overview warns when the last good backup is over a day old.',
    restoreText: 'Restore only into an empty data folder, with the key file of that backup:',
    keyTitle: 'The key file',
    keyText:
      'The key file locks the stored documents, identity numbers and backups. Without it they cannot be opened, and backups do not contain it: keep a copy on a separate USB drive in a safe place.',
    rotateTitle: 'Changing the key',
    rotateText:
      'Run this if the key file may have been copied by someone else. It can run while the portal serves; if it stops, run it again.',
    callTitle: 'Who to call',
    callText:
      'If the portal does not start, a backup keeps failing or the key file is lost, call whoever set up this portal for your centre. Keep their name and number at the counter. Do not delete or move files in the data folder yourself.',
  },
} as const;

export default operatorQueue;
