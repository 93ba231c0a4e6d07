/**
 * A citizen's data export and the deletion of their account (docs/decisions/062): the profile's
 * buttons and dialog, the counter's erase action, and the operators' list of erasures.
 */
import { plural } from '../translation.ts';

const privacy = {
  profile: {
    title: 'Your data',
    text: 'Download everything the centre keeps about you, or delete your account.',
    download: 'Download my data',
    downloadHint: 'A ZIP file with your details, applications, orders and the files you sent.',
    delete: 'Delete my account',
  },
  deleteDialog: {
    title: 'Delete your account?',
    deleted:
      'Deleted at once: your account, your name, e-mail and mobile number, every Aadhaar, PAN and bank account number, every uploaded file and result, your locker and your comments.',
    kept: 'Kept for the accounts: your payments and receipts (receipt number, amount, date), and the reference of what was paid for, without your name or numbers.',
    inProgress:
      'If an application or order is still being worked on, ask the centre to finish or cancel it first.',
    final: 'This cannot be undone. You will be logged out.',
    password: 'Your password',
    confirm: 'Delete my account',
    cancel: 'Cancel',
    failed: 'Your account could not be deleted. Please try again.',
  },
  counter: {
    title: 'Delete this account',
    text: 'Only when the citizen asks for it. Their files, identity numbers, name, e-mail and mobile number are deleted at once; payments and receipts are kept.',
    button: 'Delete account…',
    dialogTitle: (name: string) => `Delete the account of ${name}?`,
    confirmBox: 'The citizen asked me to delete their account, and I told them what is kept.',
    confirm: 'Delete account',
    cancel: 'Cancel',
    failed: 'The account could not be deleted. Please try again.',
  },
  erasures: {
    title: 'Deleted accounts',
    text: 'Accounts deleted by the citizen or at the counter. No name or number is kept here.',
    when: 'Deleted on',
    account: 'Account',
    door: 'By',
    self: 'The citizen',
    counter: (operator: string) => `Counter: ${operator}`,
    counterUnknown: 'Counter',
    removed: 'Removed',
    removedCounts: (applications: number, orders: number, files: number) =>
      [
        plural('en', applications, {
          one: `${applications} application`,
          other: `${applications} applications`,
        }),
        plural('en', orders, { one: `${orders} order`, other: `${orders} orders` }),
        plural('en', files, { one: `${files} file`, other: `${files} files` }),
      ].join(', '),
    kept: 'Kept for accounts',
    filesLeft: (count: number) =>
      plural('en', count, {
        one: `${count} file could not be deleted yet`,
        other: `${count} files could not be deleted yet`,
      }),
    empty: 'No account has been deleted.',
    loading: 'Loading…',
    loadFailed: 'The list could not be loaded.',
    previous: 'Previous',
    next: 'Next',
  },
} as const;

export default privacy;
