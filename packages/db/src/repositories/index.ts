import type { ApplicationsRepository } from './applications.ts';
import type { ApplicationsQueueRepository } from './applications-queue.ts';
import type { BackupsRepository } from './backups.ts';
import type { CatalogueRepository } from './catalogue.ts';
import type { ConsentRepository } from './consent.ts';
import type { ContactRepository } from './contact.ts';
import type { IdentityAccessRepository } from './identity-access-log.ts';
import type { NotesRepository } from './notes.ts';
import type { OutboxRepository } from './notifications.ts';
import type { RateLimitRepository } from './rate-limits.ts';
import type { ReferencesRepository } from './references.ts';
import type { RegisterRepository } from './register.ts';
import type { TrackingRepository } from './tracking.ts';

export {
  type ApplicationRecord,
  type ApplicationsRepository,
  closedStatuses,
  type HolderMove,
  type Holding,
  type NewAttachment,
  type NewComment,
  type NoticeRecipient,
  type Notices,
  type OwnedApplication,
  type StatusMove,
  type StatusMoveRefusal,
  type StoredDetails,
  type WaitFacts,
} from './applications.ts';
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
export type { BackupsRepository, LatestBackupRuns, NewBackupRun } from './backups.ts';
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
export { isForeignKeyViolation, isUniqueViolation } from './errors.ts';
export {
  type IdentityAccessRepository,
  identityAccessReadLimit,
  type NewIdentityAccess,
} from './identity-access-log.ts';
export type { Keyset } from './keyset.ts';
export type { NewNote, NoteEntry, NotesRepository } from './notes.ts';
export type {
  NewNotification,
  OutboxClaim,
  OutboxCounts,
  OutboxOutcome,
  OutboxRepository,
} from './notifications.ts';
export type { BucketSpec, KeyedBucket, RateLimitRepository, Taken } from './rate-limits.ts';
export type { ReferencesRepository } from './references.ts';
export type {
  FiledApplication,
  FiledOrder,
  RecordedPayment,
  RegisterRepository,
  RegisterRows,
} from './register.ts';
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
  consent: ConsentRepository;
  backups: BackupsRepository;
  catalogue: CatalogueRepository;
  contact: ContactRepository;
  identityAccess: IdentityAccessRepository;
  notes: NotesRepository;
  outbox: OutboxRepository;
  rateLimits: RateLimitRepository;
  references: ReferencesRepository;
  register: RegisterRepository;
  tracking: TrackingRepository;
}
