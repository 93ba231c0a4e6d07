import type { Db } from '../client.ts';
import { createSqliteApplicationsRepository } from './applications.sqlite.ts';
import { createSqliteApplicationsFeesRepository } from './applications-fees.sqlite.ts';
import { createSqliteApplicationsFilingRepository } from './applications-filing.sqlite.ts';
import { createSqliteApplicationsMaintenanceRepository } from './applications-maintenance.sqlite.ts';
import { createSqliteApplicationsQueueRepository } from './applications-queue.sqlite.ts';
import { createSqliteApplicationsSendBacksRepository } from './applications-send-backs.sqlite.ts';
import { createSqliteApplicationsTimelineRepository } from './applications-timeline.sqlite.ts';
import { createSqliteAuthRepository } from './auth.sqlite.ts';
import { createSqliteBackupsRepository } from './backups.sqlite.ts';
import { createSqliteCatalogueRepository } from './catalogue.sqlite.ts';
import { createSqliteConsentRepository } from './consent.sqlite.ts';
import { createSqliteContactRepository } from './contact.sqlite.ts';
import { createSqliteDataMigrationsRepository } from './data-migrations.sqlite.ts';
import { createSqliteDatabaseHealthRepository } from './database-health.sqlite.ts';
import { createSqliteIdentityAccessRepository } from './identity-access-log.sqlite.ts';
import type { Repositories } from './index.ts';
import { createSqliteLockerRepository } from './locker.sqlite.ts';
import { createSqliteNotesRepository } from './notes.sqlite.ts';
import { createSqliteOutboxRepository } from './notifications.sqlite.ts';
import { createSqliteOrdersRepository } from './orders.sqlite.ts';
import { createSqliteOrdersMaintenanceRepository } from './orders-maintenance.sqlite.ts';
import { createSqlitePaymentsRepository } from './payments.sqlite.ts';
import { createSqlitePrivacyRepository } from './privacy.sqlite.ts';
import { createSqliteRateLimitRepository } from './rate-limits.sqlite.ts';
import { createSqliteReferencesRepository } from './references.sqlite.ts';
import { createSqliteRegisterRepository } from './register.sqlite.ts';
import { createSqliteStorageQuotaRepository } from './storage-quota.sqlite.ts';
import { createSqliteStoredFilesRepository } from './stored-files.sqlite.ts';
import { createSqliteTrackingRepository } from './tracking.sqlite.ts';

export { readPortalSettings } from './catalogue.sqlite.ts';
export { hasConsent, recordConsent } from './consent.sqlite.ts';
export { dataMigrationDone } from './data-migrations.sqlite.ts';
export { identityAccessReads, recordIdentityAccess } from './identity-access-log.sqlite.ts';
export {
  enqueueNotification,
  findNoticeRecipient,
  notifyUser,
} from './notifications.sqlite.ts';
export {
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
export { storedFileRowsOf } from './stored-files.sqlite.ts';

/** The repositories over one SQLite database, as `openDatabase` opened it. */
export function createSqliteRepositories(
  db: Db,
  options: {
    /** Check each kept statement against the call's own (the contract tests; `Statements`). */
    checkStatements?: boolean;
  } = {},
): Repositories {
  return {
    applications: createSqliteApplicationsRepository(db),
    applicationsQueue: createSqliteApplicationsQueueRepository(db, {
      checkStatements: options.checkStatements,
    }),
    applicationsSendBacks: createSqliteApplicationsSendBacksRepository(db),
    applicationsTimeline: createSqliteApplicationsTimelineRepository(db),
    applicationsMaintenance: createSqliteApplicationsMaintenanceRepository(db),
    applicationsFees: createSqliteApplicationsFeesRepository(db),
    applicationsFiling: createSqliteApplicationsFilingRepository(db),
    auth: createSqliteAuthRepository(db),
    consent: createSqliteConsentRepository(db),
    backups: createSqliteBackupsRepository(db),
    catalogue: createSqliteCatalogueRepository(db),
    contact: createSqliteContactRepository(db),
    databaseHealth: createSqliteDatabaseHealthRepository(db),
    dataMigrations: createSqliteDataMigrationsRepository(db),
    identityAccess: createSqliteIdentityAccessRepository(db),
    locker: createSqliteLockerRepository(db),
    notes: createSqliteNotesRepository(db),
    orders: createSqliteOrdersRepository(db),
    ordersMaintenance: createSqliteOrdersMaintenanceRepository(db),
    outbox: createSqliteOutboxRepository(db),
    payments: createSqlitePaymentsRepository(db),
    privacy: createSqlitePrivacyRepository(db),
    rateLimits: createSqliteRateLimitRepository(db),
    references: createSqliteReferencesRepository(db),
    register: createSqliteRegisterRepository(db),
    storageQuota: createSqliteStorageQuotaRepository(db),
    storedFiles: createSqliteStoredFilesRepository(db),
    tracking: createSqliteTrackingRepository(db),
  };
}
