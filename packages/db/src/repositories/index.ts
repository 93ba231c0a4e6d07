import type { ApplicationsRepository } from './applications.ts';
import type { ApplicationsFeesRepository } from './applications-fees.ts';
import type { ApplicationsFilingRepository } from './applications-filing.ts';
import type { ApplicationsMaintenanceRepository } from './applications-maintenance.ts';
import type { ApplicationsQueueRepository } from './applications-queue.ts';
import type { ApplicationsSendBacksRepository } from './applications-send-backs.ts';
import type { ApplicationsTimelineRepository } from './applications-timeline.ts';
import type { AuthRepository } from './auth.ts';
import type { BackupsRepository } from './backups.ts';
import type { CatalogueRepository } from './catalogue.ts';
import type { ConsentRepository } from './consent.ts';
import type { ContactRepository } from './contact.ts';
import type { DataMigrationsRepository } from './data-migrations.ts';
import type { DatabaseHealthRepository } from './database-health.ts';
import type { IdentityAccessRepository } from './identity-access-log.ts';
import type { LockerRepository } from './locker.ts';
import type { NotesRepository } from './notes.ts';
import type { OutboxRepository } from './notifications.ts';
import type { OrdersRepository } from './orders.ts';
import type { OrdersMaintenanceRepository } from './orders-maintenance.ts';
import type { PaymentsRepository } from './payments.ts';
import type { PrivacyRepository } from './privacy.ts';
import type { RateLimitRepository } from './rate-limits.ts';
import type { ReferencesRepository } from './references.ts';
import type { RegisterRepository } from './register.ts';
import type { StorageQuotaRepository } from './storage-quota.ts';
import type { StoredFilesRepository } from './stored-files.ts';
import type { TrackingRepository } from './tracking.ts';

export {
  type ApplicationDetailRead,
  type ApplicationRecord,
  type ApplicationsRepository,
  closedStatuses,
  type HolderMove,
  type Holding,
  type NewAttachment,
  type NewComment,
  type Notices,
  type OwnedApplication,
  type StatusMove as ApplicationStatusMove,
  type StatusMoveRefusal,
  type StoredDetails,
  type WaitFacts,
} from './applications.ts';
export type {
  ApplicationsFeesRepository,
  FeeChange,
  FeesOverview,
  ServiceFeeChange,
} from './applications-fees.ts';
export type {
  ApplicationsFilingRepository,
  FiledFacts,
  FilingOutcome,
  NewApplication,
  NewFiling,
} from './applications-filing.ts';
export type {
  ApplicationsMaintenanceRepository,
  BatchDone,
  DueDateFacts,
  KeptTerms,
  SealedItr,
  SealedPanCard,
  Sealing,
  SearchTermFacts,
} from './applications-maintenance.ts';
export {
  type ApplicationsQueueRepository,
  type DueKeyset,
  type QueueCounts,
  type QueueOrder,
  type QueuePage,
  type QueueQuery,
  type QueueRow,
  runningStatuses,
  SELECTIVE_SEARCH,
  type TypeCount,
} from './applications-queue.ts';
export {
  type ApplicationsSendBacksRepository,
  latestSendBack,
  openSendBackItem,
  type SendBackAnswer,
  type SendBackAnswerOutcome,
  type SendBackRefusal,
} from './applications-send-backs.ts';
export type {
  ApplicationsTimelineRepository,
  NamedRow,
  TimelineOptions,
  TimelineSources,
  TimelineSubject,
} from './applications-timeline.ts';
export type {
  AccountChange,
  AccountClosed,
  AccountEntry,
  AccountsPage,
  AccountsQuery,
  AuthRepository,
  CitizenQuery,
  CodeAttempt,
  CodeEffect,
  NewCode,
  NewUser,
} from './auth.ts';
export type {
  BackupsRepository,
  LatestBackupRuns,
  LeaseRequest,
  NewBackupRun,
} from './backups.ts';
export type {
  CatalogueRepository,
  CentreSettings,
  PricedApplication,
  ProductChanges,
  ProductWithFee,
  RtpsCode,
  RtpsCodeLists,
  RtpsCodeSave,
  SettingChange,
  SettingsStamp,
} from './catalogue.ts';
export type { ConsentRepository, NewConsent, NoticeCentre } from './consent.ts';
export type {
  ContactRepository,
  InboxEntry,
  InboxPage,
  InboxQuery,
  NewContactMessage,
} from './contact.ts';
export type { DataMigrationsRepository } from './data-migrations.ts';
export type { DatabaseHealthRepository } from './database-health.ts';
export { isForeignKeyViolation, isUniqueViolation } from './errors.ts';
export {
  type IdentityAccessRepository,
  identityAccessReadLimit,
  type NewIdentityAccess,
} from './identity-access-log.ts';
export type { Keyset } from './keyset.ts';
export type { LockerErased, LockerRepository, NewLockerDocument } from './locker.ts';
export { containsText, nameMatches } from './name-search.ts';
export type { NewNote, NoteEntry, NotesRepository } from './notes.ts';
export type {
  NewNotification,
  NoticeRecipient,
  Notify,
  OutboxClaim,
  OutboxCounts,
  OutboxOutcome,
  OutboxRepository,
} from './notifications.ts';
export type {
  NewOrder,
  NewPlacement,
  OrderChangeEntry,
  OrderOwner,
  OrderPartsRows,
  OrdersErased,
  OrdersPage,
  OrdersQuery,
  OrdersRepository,
  StatusMove,
} from './orders.ts';
export type {
  OrdersMaintenanceRepository,
  SealedOrder,
  SealedOrderRow,
} from './orders-maintenance.ts';
export {
  type NewPayment,
  type NewReversal,
  type OrderPaid,
  type OrderPaidMark,
  type OrderPaymentOutcome,
  type PaymentOutcome,
  type PaymentsRepository,
  paidMarkOf,
  type ReceiptFacts,
  type ReversalOutcome,
  receiptNumberOf,
} from './payments.ts';
export type {
  ApplicationsErased,
  ErasureEntry,
  ErasureOutcome,
  ErasureRequest,
  ErasuresPage,
  ExportRows,
  PrivacyRepository,
} from './privacy.ts';
export type { BucketSpec, KeyedBucket, RateLimitRepository, Taken } from './rate-limits.ts';
export { type ReferencesRepository, referenceOf } from './references.ts';
export type {
  FiledApplication,
  FiledOrder,
  RecordedPayment,
  RegisterRepository,
  RegisterRows,
} from './register.ts';
export {
  fitsIn,
  resultDocumentType,
  type StorageQuotaRepository,
  type StorageUse,
} from './storage-quota.ts';
export type { StoredFileRow, StoredFilesRepository } from './stored-files.ts';
export type {
  TrackedChange,
  TrackedRequest,
  TrackingCandidate,
  TrackingRepository,
} from './tracking.ts';

/**
 * Every feature's repository, the same on both dialects (docs/decisions/078-repositories.md):
 * services take the one they need from here and never see Drizzle.
 */
export interface Repositories {
  applications: ApplicationsRepository;
  applicationsQueue: ApplicationsQueueRepository;
  applicationsSendBacks: ApplicationsSendBacksRepository;
  applicationsTimeline: ApplicationsTimelineRepository;
  /** The start-up data migrations and the key rotation of applications' rows. */
  applicationsMaintenance: ApplicationsMaintenanceRepository;
  applicationsFees: ApplicationsFeesRepository;
  applicationsFiling: ApplicationsFilingRepository;
  auth: AuthRepository;
  consent: ConsentRepository;
  backups: BackupsRepository;
  catalogue: CatalogueRepository;
  contact: ContactRepository;
  databaseHealth: DatabaseHealthRepository;
  dataMigrations: DataMigrationsRepository;
  identityAccess: IdentityAccessRepository;
  locker: LockerRepository;
  notes: NotesRepository;
  orders: OrdersRepository;
  /** The start-up sealing and the key rotation of orders' identity numbers. */
  ordersMaintenance: OrdersMaintenanceRepository;
  outbox: OutboxRepository;
  payments: PaymentsRepository;
  privacy: PrivacyRepository;
  rateLimits: RateLimitRepository;
  references: ReferencesRepository;
  register: RegisterRepository;
  storageQuota: StorageQuotaRepository;
  storedFiles: StoredFilesRepository;
  tracking: TrackingRepository;
}
