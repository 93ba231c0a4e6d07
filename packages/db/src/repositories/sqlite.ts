import type { Db } from '../client.ts';
import { createSqliteApplicationsRepository } from './applications.sqlite.ts';
import { createSqliteApplicationsFeesRepository } from './applications-fees.sqlite.ts';
import { createSqliteApplicationsFilingRepository } from './applications-filing.sqlite.ts';
import { createSqliteApplicationsQueueRepository } from './applications-queue.sqlite.ts';
import { createSqliteAuthRepository } from './auth.sqlite.ts';
import { createSqliteBackupsRepository } from './backups.sqlite.ts';
import { createSqliteCatalogueRepository } from './catalogue.sqlite.ts';
import { createSqliteConsentRepository } from './consent.sqlite.ts';
import { createSqliteContactRepository } from './contact.sqlite.ts';
import { createSqliteIdentityAccessRepository } from './identity-access-log.sqlite.ts';
import type { Repositories } from './index.ts';
import { createSqliteLockerRepository } from './locker.sqlite.ts';
import { createSqliteNotesRepository } from './notes.sqlite.ts';
import { createSqliteOutboxRepository } from './notifications.sqlite.ts';
import { createSqliteOrdersRepository } from './orders.sqlite.ts';
import { createSqlitePaymentsRepository } from './payments.sqlite.ts';
import { createSqliteRateLimitRepository } from './rate-limits.sqlite.ts';
import { createSqliteReferencesRepository } from './references.sqlite.ts';
import { createSqliteRegisterRepository } from './register.sqlite.ts';
import { createSqliteStorageQuotaRepository } from './storage-quota.sqlite.ts';
import { createSqliteTrackingRepository } from './tracking.sqlite.ts';

export { closeErasedAccount } from './auth.sqlite.ts';
export { readPortalSettings } from './catalogue.sqlite.ts';
export { hasConsent, recordConsent } from './consent.sqlite.ts';
export { eraseContactMessagesFrom } from './contact.sqlite.ts';
export { identityAccessReads, recordIdentityAccess } from './identity-access-log.sqlite.ts';
export { eraseLockerOf } from './locker.sqlite.ts';
export {
  enqueueNotification,
  findNoticeRecipient,
  forgetNotificationsOf,
  notifyUser,
} from './notifications.sqlite.ts';
export {
  eraseOrdersOf,
  hasOrderInProgress,
  ordersAfter,
  ordersLeftPlain,
  ordersSealedOtherwise,
  pruneOrderHashes,
  sealOrderNumbers,
} from './orders.sqlite.ts';
export {
  insertPayment,
  paidOnApplication,
  paidOnOrder,
  paymentsOfApplication,
} from './payments.sqlite.ts';
export { nextReceiptSequence, nextReferenceNumber } from './references.sqlite.ts';
export { storageQuotaBytes, storageUsedBytes } from './storage-quota.sqlite.ts';

/** The repositories over one SQLite database, as `openDatabase` opened it. */
export function createSqliteRepositories(db: Db): Repositories {
  return {
    applications: createSqliteApplicationsRepository(db),
    applicationsQueue: createSqliteApplicationsQueueRepository(db),
    applicationsFees: createSqliteApplicationsFeesRepository(db),
    applicationsFiling: createSqliteApplicationsFilingRepository(db),
    auth: createSqliteAuthRepository(db),
    consent: createSqliteConsentRepository(db),
    backups: createSqliteBackupsRepository(db),
    catalogue: createSqliteCatalogueRepository(db),
    contact: createSqliteContactRepository(db),
    identityAccess: createSqliteIdentityAccessRepository(db),
    locker: createSqliteLockerRepository(db),
    notes: createSqliteNotesRepository(db),
    orders: createSqliteOrdersRepository(db),
    outbox: createSqliteOutboxRepository(db),
    payments: createSqlitePaymentsRepository(db),
    rateLimits: createSqliteRateLimitRepository(db),
    references: createSqliteReferencesRepository(db),
    register: createSqliteRegisterRepository(db),
    storageQuota: createSqliteStorageQuotaRepository(db),
    tracking: createSqliteTrackingRepository(db),
  };
}
