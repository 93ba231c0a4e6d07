import type { LockerDocument } from '../schema.ts';
import type { AccountClosed } from './auth.ts';
import type { StorageUse } from './storage-quota.ts';

/**
 * The document locker (docs/product.md, Document locker; docs/decisions/078 step 4): each
 * document, a name with a photo and a signature, belongs to its owner alone, so every read and
 * change is scoped to the owner and another's document is not found. The files themselves are
 * the caller's (stored before the row, removed after it).
 */
export interface LockerRepository {
  /**
   * A document kept, as one unit with the check of the owner's storage space (the storage
   * quota's part): `full` with the space as it was, and nothing written, when its two images do
   * not fit (`defaultQuotaBytes` stands when no quota is set); `{ refused: 'account_closed' }`,
   * and nothing written, when the owner's account is closed or gone by the time the unit reads
   * it (an erasure committed meanwhile).
   */
  create(
    document: NewLockerDocument,
    defaultQuotaBytes: number,
  ): Promise<{ document: LockerDocument } | { full: StorageUse } | AccountClosed>;

  /** The owner's documents, newest first, then id descending. */
  ofOwner(userId: string): Promise<LockerDocument[]>;

  /** One of the owner's documents, or null (another's too). */
  findOwn(userId: string, id: string): Promise<LockerDocument | null>;

  /** Deletes one of the owner's documents and answers it (for its files), or null. */
  removeOwn(userId: string, id: string): Promise<LockerDocument | null>;

  /** Rows kept before locker checksums existed (migration 0005): one image's SHA-256 missing. */
  withoutChecksums(): Promise<LockerDocument[]>;

  /** Fills a row's checksums; answers whether the row is there. */
  setChecksums(
    id: string,
    sums: { photoSha256: string; signatureSha256: string },
  ): Promise<boolean>;

  /**
   * Deletes every document of an account (an erasure of its own); answers how many and their
   * files' storage keys. An erasure of the account's other data uses the part `eraseLockerOf`.
   */
  eraseOf(userId: string): Promise<LockerErased>;
}

/** A new document: every column, ids and time from the caller. */
export type NewLockerDocument = LockerDocument;

export interface LockerErased {
  documents: number;
  /** The photos' and signatures' storage keys, deleted by the caller once the rows are gone. */
  storageKeys: string[];
}
