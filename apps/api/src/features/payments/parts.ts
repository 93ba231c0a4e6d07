import { type Db, paymentsOfApplication } from '@seva/db';
import type { ReceiptView } from '@seva/schemas';
import { receiptViews } from './service.ts';

/**
 * An application's receipts as the applications feature reads them today: synchronously, on its
 * SQLite database, handed to the payments repository's SQLite part until applications is a
 * repository's units of work (docs/decisions/078); then it calls `payments.ofApplication`.
 */
export interface ApplicationReceipts {
  /** An application's receipts, oldest first. */
  ofApplication(applicationId: string): ReceiptView[];
}

export function createApplicationReceipts(db: Pick<Db, 'select'>): ApplicationReceipts {
  return {
    ofApplication: (applicationId) => receiptViews(paymentsOfApplication(db, applicationId)),
  };
}
