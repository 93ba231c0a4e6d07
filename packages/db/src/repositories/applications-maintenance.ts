import type { Application, ItrDetails, PanCardDetails, User } from '../schema.ts';

/**
 * The applications' data migrations at start and the key rotation of the admin CLI
 * (docs/decisions/060, 067, 068, 070, 078 step 7): batch units by id, each its own
 * transaction, so a stop half-way resumes. The policies (the promised date, the search terms,
 * sealing with the keyring) are the service's, handed in as functions the unit runs on the
 * rows it read; the unit knows no key.
 *
 * Two server processes may start at once on one PostgreSQL: there each batch takes a
 * transaction-level advisory lock of its unit first, so the two processes' batches run one
 * after the other and each reads what the other committed (a row done by one is not done
 * again by the other). The applications of a batch are locked before their details (as
 * retention's purge and the erasure lock them), so a running server's changes wait or are
 * waited for, never undone.
 */
export interface ApplicationsMaintenanceRepository {
  /**
   * Up to `limit` applications after `afterId` (by id) without a promised date get
   * `dueOn(row)`, written only while still empty. Answers the last id looked at (null: none
   * left) and how many rows it filled.
   */
  fillDueDates(batch: DueDateBatch): Promise<BatchDone>;

  /**
   * Up to `limit` applications after `afterId` (by id), with their account, get the terms
   * `terms(row)` answers that they lack (INSERT … ON CONFLICT DO NOTHING on (term,
   * application)). Answers the last id looked at (null: none left) and how many terms it
   * added.
   */
  fillSearchTerms(batch: SearchTermBatch): Promise<BatchDone>;

  /**
   * Identity numbers still in their plain columns (written before migration 0014): up to
   * `limit` rows of PAN card and then ITR details, each written as `seal` answers with its
   * plain columns emptied and its blind-index terms added. Answers how many rows (0: none
   * left).
   */
  sealLeftPlain(batch: { limit: number; seal: Sealing }): Promise<number>;

  /**
   * Key rotation: up to `limit` rows of PAN card and then ITR details holding a value whose
   * sealed form does not start with `currentPrefix` (another key's), each written as `seal`
   * answers (its sealed columns; the last four as they were) with its terms added. Answers how
   * many rows (0: none left).
   */
  resealOtherKeys(batch: { limit: number; currentPrefix: string; seal: Sealing }): Promise<number>;

  /**
   * After the old key retired: for up to `limit` applications with identity details after
   * `afterId` (by id), every blind-index term (`identityTermPrefix…`) that `keep` does not
   * answer for its row is deleted. Answers the last id looked at (null: the end) and how many
   * terms went.
   */
  pruneIdentityTerms(batch: {
    afterId: string;
    limit: number;
    identityTermPrefix: string;
    keep: KeptTerms;
  }): Promise<{ lastId: string | null; removed: number }>;
}

export interface BatchDone {
  lastId: string | null;
  done: number;
}

export type DueDateFacts = Pick<
  Application,
  'id' | 'createdAt' | 'workingDays' | 'pausedWorkingDays'
>;

export interface DueDateBatch {
  afterId: string;
  limit: number;
  dueOn(row: DueDateFacts): string;
}

export type SearchTermFacts = Pick<Application, 'id' | 'reference' | 'applicantName'> &
  Pick<User, 'name' | 'email' | 'mobile'>;

export interface SearchTermBatch {
  afterId: string;
  limit: number;
  terms(row: SearchTermFacts): string[];
}

/** What a row of PAN card details becomes, with the search terms it gains. */
export type SealedPanCard = Pick<PanCardDetails, 'aadharNumberSealed' | 'aadharNumberLast4'> & {
  terms: string[];
};

/** What a row of ITR details becomes, with the search terms it gains. */
export type SealedItr = Pick<
  ItrDetails,
  | 'aadharCardNoSealed'
  | 'aadharCardNoLast4'
  | 'panCardNoSealed'
  | 'panCardNoLast4'
  | 'accountNoSealed'
  | 'accountNoLast4'
> & { terms: string[] };

/** The service's answer for each kind of identity details row: what it becomes. */
export interface Sealing {
  panCard(row: PanCardDetails): SealedPanCard;
  itr(row: ItrDetails): SealedItr;
}

/** The service's answer for each kind of identity details row: the terms it keeps. */
export interface KeptTerms {
  panCard(row: PanCardDetails): string[];
  itr(row: ItrDetails): string[];
}
