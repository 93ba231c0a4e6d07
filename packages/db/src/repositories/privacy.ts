import type { Consent, Erasure, IdentityAccessEntry, Payment } from '../schema.ts';
import type { Keyset } from './keyset.ts';

/**
 * A citizen's erasure and export (docs/decisions/062-export-and-erasure.md; 078 step 6): what
 * the privacy feature does with the database, one method per unit of work. The erasure is one
 * unit composed of each owning feature's part (applications, orders, locker, contact, auth, the
 * outbox), so an account is erased whole or not at all; its files are the caller's to delete
 * once the rows are gone.
 */
export interface PrivacyRepository {
  /**
   * Erases the account as one unit: the checks (the account is there, not erased already, has
   * no application or order pending or in progress) and then every feature's rows, the account
   * closed and the erasure's record. A refusal writes nothing. On PostgreSQL the account's row
   * is locked first, so two erasures at once erase once (the second is refused as erased).
   */
  erase(request: ErasureRequest): Promise<ErasureOutcome>;

  /**
   * Records how the files went once they were deleted, with `completedAt`; answers the record
   * as it now is, or null when no erasure has that id (nothing is written).
   */
  finish(
    id: string,
    files: { deleted: number; failed: number },
    completedAt: Date,
  ): Promise<Erasure | null>;

  /**
   * The operators' audit list, newest first (requested_at, then id, both descending), after
   * `after`, each with the name of the operator who confirmed it (null for the citizen's own,
   * or when that account is gone).
   */
  page(query: { after: Keyset | null; limit: number }): Promise<ErasuresPage>;

  /**
   * What the export reads besides the features' own views, in one read: the account's
   * consents (oldest first, then id), the payments of its orders (oldest first, then the
   * receipt's sequence) and who opened its identity data (newest first, then id).
   */
  exportRows(userId: string): Promise<ExportRows>;
}

export interface ErasureRequest {
  /** The erasure record's id, from the caller. */
  id: string;
  userId: string;
  door: Erasure['door'];
  /** The operator who confirmed it at the counter; null for the citizen's own. */
  erasedBy: string | null;
  at: Date;
  /** What the account's name (and a kept order's applicant) becomes: auth's policy. */
  erasedName: string;
}

export type ErasureOutcome =
  | {
      erasure: Erasure;
      /** The stored files of the rows erased, for the caller to delete after the commit. */
      storageKeys: string[];
    }
  | { refused: 'no_account' | 'already_erased' | 'work_in_progress' };

/** What the applications part answers (the orders part's `OrdersErased` is the same shape). */
export interface ApplicationsErased {
  /** Applications removed whole (no payment pointed at them). */
  removed: number;
  /** Applications kept, emptied, because their receipts point at them. */
  kept: number;
  /** The stored files of both, for the caller to delete once the rows are gone. */
  storageKeys: string[];
}

export interface ErasureEntry {
  erasure: Erasure;
  operatorName: string | null;
}

export interface ErasuresPage {
  entries: ErasureEntry[];
  /** Whether a page follows the last entry. */
  more: boolean;
}

export interface ExportRows {
  consents: Consent[];
  orderPayments: Payment[];
  identityAccess: IdentityAccessEntry[];
}
