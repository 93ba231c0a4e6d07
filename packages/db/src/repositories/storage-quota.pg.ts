import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import {
  applications,
  attachments,
  lockerDocuments,
  orderFiles,
  orders,
  portalSettings,
} from '../schema.pg.ts';
import {
  resultDocumentType,
  type StorageQuotaRepository,
  type StorageUse,
} from './storage-quota.ts';

type Reader = Pick<PgDb, 'select'>;

/**
 * The quota and an account's use, inside the caller's PostgreSQL transaction. The units that
 * upload lock the account's row first (`isAccountOpen`, auth.pg.ts: `FOR NO KEY UPDATE`), so
 * another upload of the account counts only after this one's rows are written.
 */
export async function storageInUse(tx: Reader, userId: string): Promise<StorageUse> {
  const [settings] = await tx
    .select({ bytes: portalSettings.storageQuotaBytes })
    .from(portalSettings)
    .where(eq(portalSettings.id, 1));
  // sum() of integers is a bigint on PostgreSQL, which node-postgres answers as text.
  const [uploaded] = await tx
    .select({ bytes: sql<string | null>`sum(${attachments.size})` })
    .from(attachments)
    .innerJoin(applications, eq(applications.id, attachments.applicationId))
    .where(and(eq(applications.userId, userId), ne(attachments.documentType, resultDocumentType)));
  const [ordered] = await tx
    .select({ bytes: sql<string | null>`sum(${orderFiles.size})` })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(eq(orders.userId, userId));
  const [locker] = await tx
    .select({
      bytes: sql<
        string | null
      >`sum(${lockerDocuments.photoSize} + ${lockerDocuments.signatureSize})`,
    })
    .from(lockerDocuments)
    .where(eq(lockerDocuments.userId, userId));
  return {
    quotaBytes: settings?.bytes ?? null,
    usedBytes: [uploaded, ordered, locker].reduce(
      (total, row) => total + Number(row?.bytes ?? 0),
      0,
    ),
  };
}

export function createPgStorageQuotaRepository(db: PgDb): StorageQuotaRepository {
  return {
    use(userId) {
      return storageInUse(db, userId);
    },
  };
}
