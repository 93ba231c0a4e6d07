import { and, eq, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  applications,
  attachments,
  lockerDocuments,
  orderFiles,
  orders,
  portalSettings,
} from '../schema.ts';
import {
  resultDocumentType,
  type StorageQuotaRepository,
  type StorageUse,
} from './storage-quota.ts';

type Reader = Pick<Db, 'select'>;

/** The portal's storage quota, or null without the settings' row. */
export function storageQuotaBytes(tx: Reader): number | null {
  const row = tx
    .select({ bytes: portalSettings.storageQuotaBytes })
    .from(portalSettings)
    .where(eq(portalSettings.id, 1))
    .get();
  return row?.bytes ?? null;
}

/** The bytes an account's uploads take, inside the caller's SQLite transaction. */
export function storageUsedBytes(tx: Reader, userId: string): number {
  const uploaded = tx
    .select({ bytes: sum(attachments.size) })
    .from(attachments)
    .innerJoin(applications, eq(applications.id, attachments.applicationId))
    .where(and(eq(applications.userId, userId), ne(attachments.documentType, resultDocumentType)))
    .get();
  const ordered = tx
    .select({ bytes: sum(orderFiles.size) })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(eq(orders.userId, userId))
    .get();
  const locker = tx
    .select({
      bytes: sum(sql<number>`${lockerDocuments.photoSize} + ${lockerDocuments.signatureSize}`),
    })
    .from(lockerDocuments)
    .where(eq(lockerDocuments.userId, userId))
    .get();
  return [uploaded, ordered, locker].reduce((total, row) => total + Number(row?.bytes ?? 0), 0);
}

/**
 * The quota and an account's use, inside the caller's SQLite transaction: begun IMMEDIATE
 * (openDatabase), so nothing else writes between this and the upload's rows.
 */
export function storageInUse(tx: Reader, userId: string): StorageUse {
  return { quotaBytes: storageQuotaBytes(tx), usedBytes: storageUsedBytes(tx, userId) };
}

export function createSqliteStorageQuotaRepository(db: Db): StorageQuotaRepository {
  return {
    async use(userId) {
      return storageInUse(db, userId);
    },
  };
}
