import type { PgDb } from '../postgres.ts';
import { createPgApplicationsRepository } from './applications.pg.ts';
import { createPgApplicationsFeesRepository } from './applications-fees.pg.ts';
import { createPgApplicationsFilingRepository } from './applications-filing.pg.ts';
import { createPgApplicationsMaintenanceRepository } from './applications-maintenance.pg.ts';
import { createPgApplicationsQueueRepository } from './applications-queue.pg.ts';
import { createPgApplicationsSendBacksRepository } from './applications-send-backs.pg.ts';
import { createPgApplicationsTimelineRepository } from './applications-timeline.pg.ts';
import { createPgAuthRepository } from './auth.pg.ts';
import { createPgBackupsRepository } from './backups.pg.ts';
import { createPgCatalogueRepository } from './catalogue.pg.ts';
import { createPgConsentRepository } from './consent.pg.ts';
import { createPgContactRepository } from './contact.pg.ts';
import { createPgDataMigrationsRepository } from './data-migrations.pg.ts';
import { createPgDatabaseHealthRepository } from './database-health.pg.ts';
import { createPgIdentityAccessRepository } from './identity-access-log.pg.ts';
import type { Repositories } from './index.ts';
import { createPgLockerRepository } from './locker.pg.ts';
import { createPgNotesRepository } from './notes.pg.ts';
import { createPgOutboxRepository } from './notifications.pg.ts';
import { createPgOrdersRepository } from './orders.pg.ts';
import { createPgOrdersMaintenanceRepository } from './orders-maintenance.pg.ts';
import { createPgPaymentsRepository } from './payments.pg.ts';
import { createPgPrivacyRepository } from './privacy.pg.ts';
import { createPgRateLimitRepository } from './rate-limits.pg.ts';
import { createPgReferencesRepository } from './references.pg.ts';
import { createPgRegisterRepository } from './register.pg.ts';
import { createPgStorageQuotaRepository } from './storage-quota.pg.ts';
import { createPgStoredFilesRepository } from './stored-files.pg.ts';
import { createPgTrackingRepository } from './tracking.pg.ts';

/** The repositories over a PostgreSQL pool, as `openPostgres` opened it. */
export function createPgRepositories(
  db: PgDb,
  options: {
    /** Check each kept statement against the call's own (the contract tests; `Statements`). */
    checkStatements?: boolean;
  } = {},
): Repositories {
  return {
    applications: createPgApplicationsRepository(db),
    applicationsQueue: createPgApplicationsQueueRepository(db, {
      checkStatements: options.checkStatements,
    }),
    applicationsSendBacks: createPgApplicationsSendBacksRepository(db),
    applicationsTimeline: createPgApplicationsTimelineRepository(db),
    applicationsMaintenance: createPgApplicationsMaintenanceRepository(db),
    applicationsFees: createPgApplicationsFeesRepository(db),
    applicationsFiling: createPgApplicationsFilingRepository(db),
    auth: createPgAuthRepository(db),
    consent: createPgConsentRepository(db),
    backups: createPgBackupsRepository(db),
    catalogue: createPgCatalogueRepository(db),
    contact: createPgContactRepository(db),
    databaseHealth: createPgDatabaseHealthRepository(db),
    dataMigrations: createPgDataMigrationsRepository(db),
    identityAccess: createPgIdentityAccessRepository(db),
    locker: createPgLockerRepository(db),
    notes: createPgNotesRepository(db),
    orders: createPgOrdersRepository(db),
    ordersMaintenance: createPgOrdersMaintenanceRepository(db),
    outbox: createPgOutboxRepository(db),
    payments: createPgPaymentsRepository(db),
    privacy: createPgPrivacyRepository(db),
    rateLimits: createPgRateLimitRepository(db),
    references: createPgReferencesRepository(db),
    register: createPgRegisterRepository(db),
    storageQuota: createPgStorageQuotaRepository(db),
    storedFiles: createPgStoredFilesRepository(db),
    tracking: createPgTrackingRepository(db),
  };
}
