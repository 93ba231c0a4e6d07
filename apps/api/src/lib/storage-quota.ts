import {
  type Db,
  type StorageQuotaRepository,
  type StorageUse,
  storageQuotaBytes,
  storageUsedBytes,
  type User,
} from '@seva/db';
import { BYTES_PER_MB, STORAGE_QUOTA_DEFAULT_MB, storageQuotaMessages } from '@seva/schemas';
import { AppError } from '../errors.ts';
import type { Throttle } from './throttle.ts';

/** The database or the transaction an upload's rows are written in. */
type Reader = Pick<Db, 'select'>;

/** The quota when the portal's settings name none. */
export const DEFAULT_STORAGE_QUOTA_BYTES = STORAGE_QUOTA_DEFAULT_MB * BYTES_PER_MB;

/** A machine-readable hint beside the message, so a client can point to the locker. */
export const STORAGE_FULL_REASON = 'STORAGE_FULL';

/**
 * Each citizen's storage space and upload rate (docs/decisions/020). Counted: the files of the
 * citizen's own applications, whoever sent them (online or across the counter), their order files
 * and their locker images. Not counted: operators' result documents, which the citizen did not
 * send (docs/decisions/020-storage-quota-and-upload-rate.md).
 */
export function createStorageQuota(deps: {
  db: Db;
  /** The same counts for the doors' early check, on either dialect (docs/decisions/078). */
  storageQuota: StorageQuotaRepository;
  throttle: Throttle;
}) {
  const { db, throttle } = deps;

  // The SQLite parts of the storage quota's repository, for the uploads of features still on
  // their own SQLite transactions (applications, send-backs) until those are repositories' units.
  function quotaBytes(reader: Reader = db): number {
    return storageQuotaBytes(reader) ?? DEFAULT_STORAGE_QUOTA_BYTES;
  }

  function usedBytes(userId: string, reader: Reader = db): number {
    return storageUsedBytes(reader, userId);
  }

  return {
    quotaBytes,
    usedBytes,

    /**
     * Before a byte of an upload is read: the account's upload rate, then whether any space
     * is left at all, so a refused upload costs no temp file and no parsing.
     */
    async admit(user: User, ip: string): Promise<void> {
      await throttle.check('upload', ip, user.id);
      const use = await deps.storageQuota.use(user.id);
      const quota = use.quotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES;
      if (use.usedBytes >= quota) {
        throw new AppError('TOO_LARGE', storageQuotaMessages.full(quota), STORAGE_FULL_REASON);
      }
    },

    /**
     * Inside the transaction that writes the upload's rows: refuses when its files do not fit.
     * better-sqlite3 runs a transaction synchronously: no other request runs between this
     * check and the insert after it, so two uploads cannot both squeeze under the limit.
     */
    reserve(tx: Reader, userId: string, files: ReadonlyArray<{ size: number }>): void {
      const incomingBytes = files.reduce((total, file) => total + file.size, 0);
      if (incomingBytes === 0) return;
      const quota = quotaBytes(tx);
      const used = usedBytes(userId, tx);
      if (used + incomingBytes <= quota) return;
      throw storageRefused({ quotaBytes: quota, usedBytes: used });
    },
  };
}

/**
 * The refusal of an upload that does not fit in `use`: the account is full, or the files need
 * more than is left.
 */
export function storageRefused(use: StorageUse): AppError {
  const quota = use.quotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES;
  const message =
    use.usedBytes >= quota
      ? storageQuotaMessages.full(quota)
      : storageQuotaMessages.doesNotFit(quota - use.usedBytes, quota);
  return new AppError('TOO_LARGE', message, STORAGE_FULL_REASON);
}

export type StorageQuota = ReturnType<typeof createStorageQuota>;
