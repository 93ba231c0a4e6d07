import {
  applications,
  attachments,
  type Db,
  lockerDocuments,
  orderFiles,
  orders,
  portalSettings,
  type User,
} from '@seva/db';
import { BYTES_PER_MB, STORAGE_QUOTA_DEFAULT_MB, storageQuotaMessages } from '@seva/schemas';
import { RESULT_DOCUMENT_TYPE } from '@seva/schemas/application-kinds';
import { and, eq, ne, sql, sum } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import type { Throttle } from './throttle.ts';

/** The database or the transaction an upload's rows are written in. */
type Reader = Pick<Db, 'select'>;

/** A machine-readable hint beside the message, so a client can point to the locker. */
export const STORAGE_FULL_REASON = 'STORAGE_FULL';

/**
 * Each citizen's storage space and upload rate (docs/decisions/020). Counted: the files of the
 * citizen's own applications, whoever sent them (online or across the counter), their order files
 * and their locker images. Not counted: operators' result documents, which the citizen did not
 * send (docs/decisions/020-storage-quota-and-upload-rate.md).
 */
export function createStorageQuota(deps: { db: Db; throttle: Throttle }) {
  const { db, throttle } = deps;

  function quotaBytes(reader: Reader = db): number {
    const row = reader
      .select({ bytes: portalSettings.storageQuotaBytes })
      .from(portalSettings)
      .where(eq(portalSettings.id, 1))
      .get();
    return row?.bytes ?? STORAGE_QUOTA_DEFAULT_MB * BYTES_PER_MB;
  }

  function usedBytes(userId: string, reader: Reader = db): number {
    const uploaded = reader
      .select({ bytes: sum(attachments.size) })
      .from(attachments)
      .innerJoin(applications, eq(applications.id, attachments.applicationId))
      .where(
        and(eq(applications.userId, userId), ne(attachments.documentType, RESULT_DOCUMENT_TYPE)),
      )
      .get();
    const ordered = reader
      .select({ bytes: sum(orderFiles.size) })
      .from(orderFiles)
      .innerJoin(orders, eq(orders.id, orderFiles.orderId))
      .where(eq(orders.userId, userId))
      .get();
    const locker = reader
      .select({
        bytes: sum(sql<number>`${lockerDocuments.photoSize} + ${lockerDocuments.signatureSize}`),
      })
      .from(lockerDocuments)
      .where(eq(lockerDocuments.userId, userId))
      .get();
    return [uploaded, ordered, locker].reduce((total, row) => total + Number(row?.bytes ?? 0), 0);
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
      const quota = quotaBytes();
      if (usedBytes(user.id) >= quota) {
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
      const message =
        used >= quota
          ? storageQuotaMessages.full(quota)
          : storageQuotaMessages.doesNotFit(quota - used, quota);
      throw new AppError('TOO_LARGE', message, STORAGE_FULL_REASON);
    },
  };
}

export type StorageQuota = ReturnType<typeof createStorageQuota>;
