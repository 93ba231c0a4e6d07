import { type Db, orderFiles, orderIdentityHashes, orders, payments } from '@seva/db';
import { and, eq, inArray } from 'drizzle-orm';
import { ERASED_NAME } from '../auth/erasure.ts';

type Tx = Pick<Db, 'select' | 'selectDistinct' | 'update' | 'delete'>;

export interface OrdersErased {
  removed: number;
  kept: number;
  storageKeys: string[];
}

const CHUNK = 500;

/**
 * Erases every order of an account inside the caller's transaction (docs/decisions/062): one
 * with no payment goes whole (files' rows, blind index, history by cascade); one with a payment
 * keeps its row (reference, product, amounts, dates) and its history for the accounts, with
 * the applicant's name, the form's details and the sealed identity numbers emptied and its
 * blind index and files' rows removed.
 */
export function eraseOrdersOf(tx: Tx, userId: string, at: Date): OrdersErased {
  const ids = tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .all()
    .map((row) => row.id);
  const storageKeys: string[] = [];
  const paid = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    for (const row of tx
      .select({ key: orderFiles.storageKey })
      .from(orderFiles)
      .where(inArray(orderFiles.orderId, chunk))
      .all()) {
      storageKeys.push(row.key);
    }
    for (const row of tx
      .selectDistinct({ id: payments.orderId })
      .from(payments)
      .where(inArray(payments.orderId, chunk))
      .all()) {
      if (row.id) paid.add(row.id);
    }
  }
  const removed = ids.filter((id) => !paid.has(id));
  const kept = ids.filter((id) => paid.has(id));
  for (let i = 0; i < removed.length; i += CHUNK) {
    tx.delete(orders)
      .where(inArray(orders.id, removed.slice(i, i + CHUNK)))
      .run();
  }
  for (let i = 0; i < kept.length; i += CHUNK) {
    const chunk = kept.slice(i, i + CHUNK);
    tx.delete(orderFiles).where(inArray(orderFiles.orderId, chunk)).run();
    tx.delete(orderIdentityHashes).where(inArray(orderIdentityHashes.orderId, chunk)).run();
    tx.update(orders)
      .set({
        applicantName: ERASED_NAME,
        applicantNameKey: '',
        details: '{}',
        identitySealed: null,
        updatedAt: at,
      })
      .where(inArray(orders.id, chunk))
      .run();
  }
  return { removed: removed.length, kept: kept.length, storageKeys };
}

/** Whether any order of the account is still being worked on (pending or in progress). */
export function hasOrderInProgress(db: Pick<Db, 'select'>, userId: string): boolean {
  return (
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'in_progress'])))
      .limit(1)
      .all().length > 0
  );
}
