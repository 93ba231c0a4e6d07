import type {
  Application,
  Attachment,
  Comment,
  DocumentRequest,
  ItrDetails,
  JobCardDetails,
  PanCardDetails,
  Payment,
  RtpsDetails,
  StatusChange,
  User,
} from '../schema.ts';
import type { TimelineOptions, TimelineSources } from './applications-timeline.ts';
import type { NoteEntry } from './notes.ts';
import type { NewNotification, NoticeRecipient } from './notifications.ts';

/**
 * The applications feature's own reads and units (docs/decisions/078, step 5). Converted so
 * far: the reads of one application and of a citizen's list. Identity numbers come back as
 * stored (sealed, with their last four); opening them is the service's (decision 060).
 */
export interface ApplicationsRepository {
  /** The application, or null. */
  find(id: string): Promise<Application | null>;

  /**
   * What the detail page and the slip show of one application, read in one snapshot: null
   * when there is no such application.
   */
  record(id: string): Promise<ApplicationRecord | null>;

  /**
   * Everything the detail answer reads of one application, in one snapshot (a deferred
   * transaction on SQLite, repeatable read on PostgreSQL): null when there is no such
   * application. Each part is what its own read answers: the record (`record`), the timeline's
   * sources (the timeline repository's `sources` for who filed it: the operator at the
   * counter, or the owner online; see `knownTimelineSources`), the payments (the payments
   * repository's `ofApplication`), the send-back items (the send-backs repository's
   * `requests`) and, only when `options.notes` asks for them, the internal notes (the notes
   * repository's `ofApplication`). Rows two parts share are read once.
   */
  detail(id: string, options: TimelineOptions): Promise<ApplicationDetailRead | null>;

  /**
   * A citizen's applications, newest first (created_at, then id), each with its stored
   * details (null if its row is missing) and its comments, oldest first.
   */
  ofOwner(userId: string): Promise<OwnedApplication[]>;

  /** One file of the application, or null when it has no file of that id. */
  attachment(applicationId: string, attachmentId: string): Promise<Attachment | null>;

  /**
   * Retention (docs/decisions/061): ids of closed applications (completed, rejected) whose
   * identity data is still kept and that reached their status at or before `cutoff`, at most
   * `limit`, in no particular order.
   */
  closedBefore(cutoff: Date, limit: number): Promise<string[]>;

  /**
   * One unit: the identity documents' rows, the identity numbers, the identity search terms
   * (those starting with `identityTermPrefix`) of the applications not purged yet among `ids`
   * go, and they are marked purged at `at`. Answers the ids purged and the storage keys of the
   * files to delete now that their rows are gone (another process's purge of the same ids
   * meanwhile leaves nothing to answer).
   */
  purgeIdentity(
    ids: readonly string[],
    at: Date,
    identityTermPrefix: string,
  ): Promise<{ purged: string[]; storageKeys: string[] }>;

  /**
   * One unit (docs/decisions/067, 066, 075): the assignment rule (refused when another operator
   * holds it; an unassigned one becomes the operator's, with an 'assigned' event), the move
   * (only from `from`), its history row, a rejection's comment, the end of a wait (paused days
   * and promise, a 'returned' event when it goes back to in_progress), a send-back's requests
   * and wait, and the citizen's notices in the outbox. Answers null when it is done, or the
   * refusal, with nothing written.
   */
  changeStatus(change: StatusMove): Promise<StatusMoveRefusal | null>;

  /**
   * One unit each: an operator's comment, or result document's row, on the application, its
   * `updated_at` moved to the row's time, and the citizen's notices. False when there is no
   * such application (nothing is written).
   */
  addComment(comment: NewComment, notices: Notices): Promise<boolean>;
  addResult(attachment: NewAttachment, notices: Notices): Promise<boolean>;

  /** Who holds the application and its status now (the fresh state of a 409); null: none. */
  holding(id: string): Promise<Holding | null>;

  /**
   * One unit (docs/decisions/067): the holder moves from `from` to `to` (null: unassigned) if
   * it is still `from`, with its event ('assigned': to whom; 'unassigned', 'taken_over': from
   * whom). Null when done; otherwise nothing is written and the answer is the state now.
   */
  moveHolder(move: HolderMove): Promise<Holding | null>;

  /** An account as the assignment checks it: null when there is none. */
  account(id: string): Promise<Pick<User, 'id' | 'name' | 'role' | 'disabledAt'> | null>;

  /** The operators work can be given to: active admins by name (compared as bytes), then id. */
  operators(): Promise<Array<Pick<User, 'id' | 'name'>>>;
}

/** Who holds an application and its status (null status: no such application). */
export type Holding = StatusMoveRefusal['fresh'];

export interface HolderMove {
  id: string;
  from: string | null;
  to: string | null;
  event: { id: string; type: 'assigned' | 'unassigned' | 'taken_over'; actorId: string };
  at: Date;
}

/** The citizen's notices of a change, composed for the owner as the unit read them. */
export type Notices = (owner: NoticeRecipient | null) => NewNotification[];

export type NewComment = Pick<Comment, 'id' | 'applicationId' | 'authorId' | 'text' | 'createdAt'>;

export type NewAttachment = Pick<
  Attachment,
  | 'id'
  | 'applicationId'
  | 'documentType'
  | 'storageKey'
  | 'originalName'
  | 'contentType'
  | 'size'
  | 'sha256'
  | 'uploadedBy'
  | 'createdAt'
>;

/** What a waiting application's promise needs when the wait ends. */
export interface WaitFacts {
  createdAt: Date;
  workingDays: number;
  pausedWorkingDays: number;
  waitingSince: Date;
}

/**
 * One status change as the operator asked it, with what they saw (`from`, `holder`): the
 * unit refuses it if either changed since. Ids and texts come from the service; the two
 * functions are its policies, run inside the unit on what the unit reads.
 */
export interface StatusMove {
  id: string;
  operatorId: string;
  from: Application['status'];
  to: Application['status'];
  /** Who held it when the operator read it (null: unassigned, the operator claims it). */
  holder: string | null;
  reason: string | null;
  at: Date;
  /** The history row's id; a send-back's requests name it. */
  historyId: string;
  /** Ids of the rows the change may add: the 'assigned' and 'returned' events, the comment. */
  ids: { assigned: string; returned: string; comment: string };
  /** The comment a rejection with a reason leaves (null: none). */
  rejectionComment: string | null;
  /** The documents asked for, when it goes to needs_documents. */
  requests: Array<{ id: string; key: string; label: string }>;
  /** The paused days and new promise when it leaves needs_documents. */
  resume(waiting: WaitFacts): { pausedWorkingDays: number; dueOn: string };
  /** The citizen's notices, composed for the owner as read in the unit. */
  notices(owner: NoticeRecipient | null): NewNotification[];
}

/** Why a change was refused, and the application as it now is (null status: gone). */
export interface StatusMoveRefusal {
  reason: 'assigned_elsewhere' | 'stale' | 'moved';
  /** Who holds it, when another operator does (null otherwise, or once that account is gone). */
  holderName: string | null;
  fresh: {
    status: Application['status'] | null;
    assignedTo: string | null;
    assignedAt: Date | null;
    assigneeName: string | null;
  };
}

/** The statuses after which an application's identity data is kept only for a while. */
export const closedStatuses = ['completed', 'rejected'] as const;

/** A type's details row as stored, tagged with the type (the row without its application id). */
export type StoredDetails =
  | { serviceType: 'PanCard'; row: PanCardDetails }
  | { serviceType: 'RTPS'; row: RtpsDetails }
  | { serviceType: 'JobCard'; row: JobCardDetails }
  | { serviceType: 'ITR'; row: ItrDetails };

export interface ApplicationRecord {
  application: Application;
  /** Its citizen (null only if the row went meanwhile). */
  owner: Pick<User, 'id' | 'name' | 'email' | 'mobile' | 'language'> | null;
  /** The name of the operator who filed it at the counter: null online or once deleted. */
  filerName: string | null;
  /** The name of the operator it is assigned to (null when unassigned). */
  assigneeName: string | null;
  details: StoredDetails | null;
  /** Oldest first. */
  attachments: Attachment[];
  /** Oldest first. */
  comments: Comment[];
  /** Oldest first, with the name of who changed it (null once that account is gone). */
  history: Array<StatusChange & { changedByName: string | null }>;
}

export interface ApplicationDetailRead {
  record: ApplicationRecord;
  timeline: TimelineSources;
  /** Oldest first (created_at, then sequence). */
  payments: Payment[];
  /** Every send-back item, oldest first (requested_at, then id). */
  requests: DocumentRequest[];
  /** Newest first (created_at, then id); empty unless asked for. */
  notes: NoteEntry[];
}

export interface OwnedApplication {
  application: Application;
  details: StoredDetails | null;
  comments: Comment[];
}

/**
 * The ITR row's identity numbers, all gone: what retention's purge and an erasure write, on
 * both dialects.
 */
export const itrNumbersGone = {
  aadharCardNo: null,
  aadharCardNoSealed: null,
  aadharCardNoLast4: null,
  panCardNo: null,
  panCardNoSealed: null,
  panCardNoLast4: null,
  accountNo: null,
  accountNoSealed: null,
  accountNoLast4: null,
} as const;
