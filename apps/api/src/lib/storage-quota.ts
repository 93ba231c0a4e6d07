import type { StorageQuotaRepository, StorageUse, User } from '@seva/db';
import { BYTES_PER_MB, STORAGE_QUOTA_DEFAULT_MB, storageQuotaMessages } from '@seva/schemas';
import { AppError } from '../errors.ts';
import type { Throttle } from './throttle.ts';

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
  /** The counts, on either dialect (docs/decisions/078); the space is checked again in the unit that writes the rows. */
  storageQuota: StorageQuotaRepository;
  throttle: Throttle;
}) {
  const { throttle } = deps;
  return {
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
