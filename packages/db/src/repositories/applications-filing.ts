import type { Application, Consent } from '../schema.ts';
import type { NewAttachment, StoredDetails } from './applications.ts';
import type { AccountClosed } from './auth.ts';
import type { Notify } from './notifications.ts';
import type { StorageUse } from './storage-quota.ts';

/**
 * Filing an application and deleting a citizen's own (docs/decisions/078, step 5): each one
 * unit of the applications feature, composed from the parts of the features it touches.
 * Filing checks the owner's consent (the consent repository's part `hasConsent`, and
 * `recordConsent` for the consent given with the request) and storage space, takes the year's
 * next reference (the references repository's part), reads the type's current fee (the fees
 * repository's part) and the centre's holidays, and writes the application, its details row,
 * search terms, files' rows and first status, and the citizen's notice (the outbox's part). On
 * PostgreSQL the owner's row is locked first (`FOR NO KEY UPDATE`), so two filings of one
 * account check their consent and space one after the other, as SQLite's IMMEDIATE
 * transactions do. Sealing identity numbers and the search terms' words stay the service's.
 */
export interface ApplicationsFilingRepository {
  /**
   * An application filed, as one unit. Refused (`{ refused: 'consent' }`, `{ full }`, and
   * `{ refused: 'account_closed' }` when the owner's account is closed or gone by the time the
   * unit reads it) nothing is written and no reference is taken; otherwise it answers the
   * reference and promised date it was filed with.
   */
  file(filing: NewFiling, notify: Notify<FiledFacts>): Promise<FilingOutcome>;

  /** The ids and statuses of a citizen's applications, by id. */
  statusesOf(userId: string): Promise<Array<Pick<Application, 'id' | 'status'>>>;

  /**
   * One unit: the applications among `ids` go, with everything that hangs on them (details,
   * files' rows, history, terms: by cascade). Answers how many went and the storage keys of
   * their files, for the caller to delete once the rows are gone.
   */
  remove(ids: readonly string[]): Promise<{ removed: number; storageKeys: string[] }>;
}

/** A new application: the columns the service knows; the unit adds its reference and fee. */
export type NewApplication = Pick<
  Application,
  | 'id'
  | 'userId'
  | 'serviceType'
  | 'applicantName'
  | 'trackingCode'
  | 'atCounter'
  | 'filedBy'
  | 'createdAt'
  | 'updatedAt'
>;

export interface NewFiling {
  application: NewApplication;
  /** The calendar year whose next reference the application gets (SEVA-2026-000123). */
  referenceYear: number;
  /** Its type's row, identity numbers already sealed for it (docs/decisions/060). */
  details: StoredDetails;
  /** Its files' rows (uploaded by the filer). */
  files: NewAttachment[];
  /** The first history row: from nothing to pending, by the filer. */
  history: { id: string; changedBy: string };
  /**
   * The privacy notice's version the owner must have agreed to for applications, and the
   * consent given with this request (null: none), recorded when they had not (decision 061).
   */
  consent: { noticeVersion: number; given: Consent | null };
  /** The storage quota when the portal's settings name none. */
  defaultQuotaBytes: number;
  /** The search terms, given the reference the unit took (the service's words). */
  terms(reference: string): string[];
  /** The promised date of an application filed now with `workingDays`, under `holidays`. */
  dueOn(workingDays: number, holidays: readonly string[]): string;
}

/** What a filed application was given by the unit. */
export interface FiledFacts {
  id: string;
  reference: string;
  dueOn: string;
}

export type FilingOutcome =
  | { filed: FiledFacts }
  | { refused: 'consent' }
  | AccountClosed
  | { full: StorageUse };
