import type { PgDb } from '../postgres.ts';
import { createPgApplicationsRepository } from './applications.pg.ts';
import { createPgApplicationsFeesRepository } from './applications-fees.pg.ts';
import { createPgApplicationsFilingRepository } from './applications-filing.pg.ts';
import { createPgApplicationsQueueRepository } from './applications-queue.pg.ts';
import { createPgAuthRepository } from './auth.pg.ts';
import { createPgBackupsRepository } from './backups.pg.ts';
import { createPgCatalogueRepository } from './catalogue.pg.ts';
import { createPgConsentRepository } from './consent.pg.ts';
import { createPgContactRepository } from './contact.pg.ts';
import { createPgIdentityAccessRepository } from './identity-access-log.pg.ts';
import type { Repositories } from './index.ts';
import { createPgLockerRepository } from './locker.pg.ts';
import { createPgNotesRepository } from './notes.pg.ts';
import { createPgOutboxRepository } from './notifications.pg.ts';
import { createPgOrdersRepository } from './orders.pg.ts';
import { createPgPaymentsRepository } from './payments.pg.ts';
import { createPgRateLimitRepository } from './rate-limits.pg.ts';
import { createPgReferencesRepository } from './references.pg.ts';
import { createPgRegisterRepository } from './register.pg.ts';
import { createPgStorageQuotaRepository } from './storage-quota.pg.ts';
import { createPgTrackingRepository } from './tracking.pg.ts';

/** The repositories over a PostgreSQL pool, as `openPostgres` opened it. */
export function createPgRepositories(db: PgDb): Repositories {
  return {
    applications: createPgApplicationsRepository(db),
    applicationsQueue: createPgApplicationsQueueRepository(db),
    applicationsFees: createPgApplicationsFeesRepository(db),
    applicationsFiling: createPgApplicationsFilingRepository(db),
    auth: createPgAuthRepository(db),
    consent: createPgConsentRepository(db),
    backups: createPgBackupsRepository(db),
    catalogue: createPgCatalogueRepository(db),
    contact: createPgContactRepository(db),
    identityAccess: createPgIdentityAccessRepository(db),
    locker: createPgLockerRepository(db),
    notes: createPgNotesRepository(db),
    orders: createPgOrdersRepository(db),
    outbox: createPgOutboxRepository(db),
    payments: createPgPaymentsRepository(db),
    rateLimits: createPgRateLimitRepository(db),
    references: createPgReferencesRepository(db),
    register: createPgRegisterRepository(db),
    storageQuota: createPgStorageQuotaRepository(db),
    tracking: createPgTrackingRepository(db),
  };
}
