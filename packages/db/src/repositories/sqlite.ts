import type { Db } from '../client.ts';
import { createSqliteApplicationsRepository } from './applications.sqlite.ts';
import { createSqliteApplicationsQueueRepository } from './applications-queue.sqlite.ts';
import { createSqliteBackupsRepository } from './backups.sqlite.ts';
import { createSqliteCatalogueRepository } from './catalogue.sqlite.ts';
import { createSqliteConsentRepository } from './consent.sqlite.ts';
import { createSqliteContactRepository } from './contact.sqlite.ts';
import { createSqliteIdentityAccessRepository } from './identity-access-log.sqlite.ts';
import type { Repositories } from './index.ts';
import { createSqliteNotesRepository } from './notes.sqlite.ts';
import { createSqliteOutboxRepository } from './notifications.sqlite.ts';
import { createSqliteRateLimitRepository } from './rate-limits.sqlite.ts';
import { createSqliteReferencesRepository } from './references.sqlite.ts';
import { createSqliteRegisterRepository } from './register.sqlite.ts';
import { createSqliteTrackingRepository } from './tracking.sqlite.ts';

export { readPortalSettings } from './catalogue.sqlite.ts';
export { hasConsent, recordConsent } from './consent.sqlite.ts';
export { eraseContactMessagesFrom } from './contact.sqlite.ts';
export { identityAccessReads, recordIdentityAccess } from './identity-access-log.sqlite.ts';
export {
  enqueueNotification,
  findNoticeRecipient,
  forgetNotificationsOf,
} from './notifications.sqlite.ts';
export { nextReceiptSequence, nextReferenceNumber } from './references.sqlite.ts';

/** The repositories over one SQLite database, as `openDatabase` opened it. */
export function createSqliteRepositories(db: Db): Repositories {
  return {
    applications: createSqliteApplicationsRepository(db),
    applicationsQueue: createSqliteApplicationsQueueRepository(db),
    consent: createSqliteConsentRepository(db),
    backups: createSqliteBackupsRepository(db),
    catalogue: createSqliteCatalogueRepository(db),
    contact: createSqliteContactRepository(db),
    identityAccess: createSqliteIdentityAccessRepository(db),
    notes: createSqliteNotesRepository(db),
    outbox: createSqliteOutboxRepository(db),
    rateLimits: createSqliteRateLimitRepository(db),
    references: createSqliteReferencesRepository(db),
    register: createSqliteRegisterRepository(db),
    tracking: createSqliteTrackingRepository(db),
  };
}
