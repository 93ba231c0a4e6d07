import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { OpenedDatabase } from './database.ts';
import { createAssignment } from './features/applications/assignment.ts';
import { createServiceFees } from './features/applications/fees.ts';
import { createApplicationNotifier } from './features/applications/notifications.ts';
import { createRetention } from './features/applications/retention.ts';
import { createApplicationReview } from './features/applications/review.ts';
import { createSendBacks } from './features/applications/send-back.ts';
import { createApplicationsService } from './features/applications/service.ts';
import { createAccountAdmin } from './features/auth/accounts.ts';
import { createCodeStore } from './features/auth/codes.ts';
import { createCounterAccounts } from './features/auth/counter-accounts.ts';
import { createDeviceCookies } from './features/auth/device-cookies.ts';
import { createMobileLogin } from './features/auth/mobile-login.ts';
import { createAuthService } from './features/auth/service.ts';
import { createSessionStore } from './features/auth/sessions.ts';
import { createBackups } from './features/backups/service.ts';
import { createCatalogueService } from './features/catalogue/service.ts';
import { createCatalogueSettings } from './features/catalogue/settings.ts';
import { createConsents } from './features/consent/service.ts';
import { createInbox } from './features/contact/inbox.ts';
import { createContactService } from './features/contact/service.ts';
import { createLockerService } from './features/locker/service.ts';
import { createNotes } from './features/notes/service.ts';
import { createOutboxAdmin } from './features/notifications/admin.ts';
import { createOutbox } from './features/notifications/outbox.ts';
import { createRecipients } from './features/notifications/recipients.ts';
import { createOrderNotifier } from './features/orders/notifications.ts';
import { createOrdersService } from './features/orders/service.ts';
import { createPayments } from './features/payments/service.ts';
import { createDataExport } from './features/privacy/export.ts';
import { createPrivacy } from './features/privacy/service.ts';
import { createRegister } from './features/register/service.ts';
import { createTracking } from './features/tracking/service.ts';
import { fillDueDatesLeftEmpty, fillSearchTermsOnce } from './fill-due-dates.ts';
import { createBackup } from './lib/backup.ts';
import { createDiskSpace } from './lib/disk-space.ts';
import { loadOrCreateKeyFile } from './lib/key-file.ts';
import { followKeyFile, loadKeyring, newKeyFileWarning } from './lib/keyring.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import type { PasswordHasher } from './lib/passwords.ts';
import { createStoredFileSealing } from './lib/seal-stored-files.ts';
import { createSealedValues } from './lib/sealed-values.ts';
import { createSmsSender, type SmsSender } from './lib/sms.ts';
import { createStorageQuota } from './lib/storage-quota.ts';
import { createStorageSweeper } from './lib/storage-sweep.ts';
import { createFileStorage } from './lib/storage-url.ts';
import {
  type ActionLimits,
  createThrottle,
  defaultLimits,
  type ThrottledAction,
} from './lib/throttle.ts';
import { sealIdentityNumbersLeftPlain } from './seal-identity-numbers.ts';

export interface ServiceOptions {
  config: Config;
  /**
   * The database DATABASE_URL names, opened (database.ts): its repositories, which hold every
   * query (docs/decisions/078-repositories.md), and the snapshots a backup copies.
   */
  database: OpenedDatabase;
  /** Built (with its dummy hash) before the services, since that takes an await. */
  hasher: PasswordHasher;
  logger: FastifyBaseLogger;
  /** Tests pass tighter or looser limits; production uses the defaults. */
  limits?: Record<ThrottledAction, ActionLimits>;
  now?: () => number;
  mailer?: Mailer;
  smsSender?: SmsSender;
}

/** Everything the doors (tRPC and REST) call, built once per server. */
export function createServices({
  config,
  database,
  hasher,
  logger,
  limits,
  now,
  mailer,
  smsSender,
}: ServiceOptions) {
  const { repositories } = database;
  // Sessions and codes live only in the database, shared by every server process on it.
  const sessions = createSessionStore(repositories.auth, now);
  const codes = createCodeStore(repositories.auth, now);
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  // The token buckets live in the database, shared by every server process on it.
  const throttle = createThrottle(limits ?? defaultLimits, repositories.rateLimits);
  const consents = createConsents({ consent: repositories.consent, now });
  // Outside DATA_DIR, made on first start (docs/decisions/058-keys-and-backups.md).
  const { keyring, created } = loadKeyring(config.keys);
  if (created) logger.warn({ keyFile: config.keys.file }, newKeyFileWarning(config.keys.file));
  // Identity numbers are kept sealed with the keyring's keys; rows from before are sealed now,
  // before any request (docs/decisions/060-identity-numbers-at-rest.md).
  const values = createSealedValues(keyring);
  // Every e-mail and SMS goes through the outbox (docs/decisions/075-notification-outbox.md).
  const outbox = createOutbox({
    outbox: repositories.outbox,
    values,
    mailer: mail,
    sms: smsSender ?? createSmsSender({ sms: config.sms, logger }),
    logger,
    now,
    ...config.outbox,
  });
  const recipients = createRecipients(outbox, logger);
  const authDeps = {
    accounts: repositories.auth,
    sessions,
    codes,
    hasher,
    devices: createDeviceCookies(loadOrCreateKeyFile(config.deviceKeyFile), now),
    recipients,
    throttle,
    logger,
    consents,
    now,
  };
  const auth = createAuthService(authDeps);
  // Logging in with the mobile number: an SMS code, or a password set with one.
  const mobileLogin = createMobileLogin({ ...authDeps, outbox, auth });
  // Walk-in citizens' accounts, made by operators at the counter.
  const counter = createCounterAccounts({
    accounts: repositories.auth,
    hasher,
    recipients,
    throttle,
    publicUrl: config.publicUrl,
    now,
  });
  // `pnpm cli rotate-key` adds a key and later retires the old one while the server runs: the
  // server follows its key file (docs/decisions/068-key-rotation.md). Keys from the environment
  // cannot change under a running server.
  let stopFollowingKeys: (() => void) | null = null;
  const keyFile = {
    start() {
      if (config.keys.fromEnv || stopFollowingKeys) return;
      stopFollowingKeys = followKeyFile(keyring, config.keys.file, {
        changed: (keyIds, current) =>
          logger.warn({ keyIds, current }, 'key file changed: the keys were reloaded'),
        failed: (error) =>
          logger.error(
            { err: error },
            'the key file could not be read: the keys stay as they were',
          ),
      });
    },
    stop() {
      stopFollowingKeys?.();
      stopFollowingKeys = null;
    },
  };
  // The data migrations done in TypeScript at start: createServer awaits them before any
  // request (docs/decisions/078 step 7: batch units of the repositories, on either dialect).
  async function migrateData() {
    const clock = now ?? Date.now;
    await sealIdentityNumbersLeftPlain({
      applications: repositories.applicationsMaintenance,
      orders: repositories.ordersMaintenance,
      dataMigrations: repositories.dataMigrations,
      values,
      logger,
      now: clock,
    });
    // Promised dates for rows filed before they were kept in the row (docs/decisions/067).
    await fillDueDatesLeftEmpty({
      maintenance: repositories.applicationsMaintenance,
      dataMigrations: repositories.dataMigrations,
      holidays: async () => (await repositories.catalogue.settings())?.holidays ?? [],
      logger,
      now: clock,
    });
    // E-mail words and mobile numbers as search terms for older rows (docs/decisions/070).
    await fillSearchTermsOnce({
      maintenance: repositories.applicationsMaintenance,
      dataMigrations: repositories.dataMigrations,
      logger,
      now: clock,
    });
  }
  const diskSpace = createDiskSpace(config.dataDir, config.minFreeDiskBytes);
  // Files are sealed with the same keyring (docs/decisions/063-files-at-rest.md), on the local
  // disk or in the object store STORAGE_URL names. What a crash left behind is swept by
  // createServer before any request, then every hour (lib/storage-sweep.ts).
  const storage = createFileStorage(config.dataDir, config.storage, { keyring, diskSpace });
  const storageSweeper = createStorageSweeper({ database: repositories, storage, logger, now });
  const backups = createBackups({
    backups: repositories.backups,
    // The copy is one snapshot of the database as a SQLite file (lib/backup.ts, decision 082),
    // with the stored files (or, with an object store, their manifest: decision 079).
    copy: (toDir) =>
      createBackup({
        database: database.snapshots,
        dataDir: config.dataDir,
        toDir,
        keyring,
        storage,
        now,
      }),
    dataDir: config.dataDir,
    schedule: config.backup,
    logger,
    now,
  });
  // Files kept plain before they were sealed: sealed in the background once the server runs.
  const fileSealing = createStoredFileSealing({
    storedFiles: repositories.storedFiles,
    dataMigrations: repositories.dataMigrations,
    storage,
    logger,
    now: now ?? Date.now,
  });
  const storageQuota = createStorageQuota({
    storageQuota: repositories.storageQuota,
    throttle,
  });
  const fees = createServiceFees({
    fees: repositories.applicationsFees,
    catalogue: repositories.catalogue,
    now,
  });
  // The citizen's notices, put in the outbox with the change that causes them.
  const notifier = createApplicationNotifier({ recipients, publicUrl: config.publicUrl });
  const payments = createPayments({ payments: repositories.payments, recipients, logger, now });
  // Operators' internal notes, which only operators' answers carry (docs/decisions/067).
  const notes = createNotes({ notes: repositories.notes, now });
  const applications = createApplicationsService({
    identityAccess: repositories.identityAccess,
    applications: repositories.applications,
    filing: repositories.applicationsFiling,
    catalogue: repositories.catalogue,
    storage,
    fees,
    payments,
    values,
    consents,
    notifier,
    logger,
    now,
  });
  // Identity documents and numbers past their retention go (docs/decisions/061).
  const retention = createRetention({
    applications: repositories.applications,
    identityAccess: repositories.identityAccess,
    storage,
    retentionDays: consents.retentionDays,
    logger,
    now,
  });
  const tracking = createTracking({ tracking: repositories.tracking, fees, throttle, now });
  const catalogue = createCatalogueService({ catalogue: repositories.catalogue });
  // Send-backs for documents and their answers (docs/decisions/066).
  const sendBacks = createSendBacks({
    records: repositories.applications,
    sendBacks: repositories.applicationsSendBacks,
    storage,
    holidays: async () => (await repositories.catalogue.settings())?.holidays ?? [],
    notifier,
    logger,
    now,
  });
  const orderNotifier = createOrderNotifier({ recipients, publicUrl: config.publicUrl });
  const orders = createOrdersService({
    orders: repositories.orders,
    identityAccess: repositories.identityAccess,
    storage,
    notifier: orderNotifier,
    payments,
    values,
    notes,
    now,
    logger,
  });
  const contact = createContactService({
    contact: repositories.contact,
    rateLimits: repositories.rateLimits,
    now,
  });
  const locker = createLockerService({ locker: repositories.locker, storage, logger, now });
  // The operators' doors (features/admin) reach each domain's own rules through these.
  const admin = {
    queue: createApplicationReview({
      queue: repositories.applicationsQueue,
      records: repositories.applications,
      holidays: async () => (await repositories.catalogue.settings())?.holidays ?? [],
      storage,
      diskSpace,
      backups,
      applications,
      notifier,
      sendBacks,
      now,
    }),
    users: createAccountAdmin({ accounts: repositories.auth, now, logger }),
    settings: createCatalogueSettings({ catalogue: repositories.catalogue, now }),
    orders: orders.admin,
    // Who works which application (docs/decisions/067).
    assignment: createAssignment({ records: repositories.applications, applications, now }),
    inbox: createInbox({ contact: repositories.contact, now }),
    fees,
    // The notifications that have not gone out, and 'Retry now' (docs/decisions/075).
    outbox: createOutboxAdmin(outbox),
  };
  return {
    /** SQLite's own database where the data is in SQLite; null on PostgreSQL. */
    db: database.sqlite,
    database,
    repositories,
    migrateData,
    config,
    notes,
    sessions,
    codes,
    hasher,
    mailer: mail,
    outbox,
    recipients,
    auth,
    mobileLogin,
    counter,
    keyring,
    keyFile,
    backups,
    storage,
    storageSweeper,
    fileSealing,
    storageQuota,
    diskSpace,
    applications,
    sendBacks,
    consents,
    retention,
    fees,
    payments,
    register: createRegister({ register: repositories.register, now }),
    tracking,
    catalogue,
    orders,
    contact,
    locker,
    admin,
    // A citizen's data export and erasure (docs/decisions/062-export-and-erasure.md).
    privacy: createPrivacy({
      privacy: repositories.privacy,
      auth: repositories.auth,
      storage,
      hasher,
      throttle,
      rateLimits: repositories.rateLimits,
      logger,
      now,
    }),
    dataExport: createDataExport({
      privacy: repositories.privacy,
      storage,
      applications,
      orders,
      locker,
      logger,
      now: now ?? Date.now,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
