import { type Db, type Order, orderIdentityHashes, orders } from '@seva/db';
import { asc, eq, isNull } from 'drizzle-orm';
import type { SealedValues } from '../../lib/sealed-values.ts';
import { maskDetails, maskedFields, parseDetails } from './shapes.ts';

/**
 * An order's identity numbers at rest (docs/decisions/060-identity-numbers-at-rest.md): `details`
 * keeps them masked (the last four, as lists show them), `identity_sealed` holds them whole as
 * one sealed JSON object bound to the order, and `order_identity_hashes` their blind index.
 */
const sealedPlace = (orderId: string) => ({
  table: 'orders',
  column: 'identity_sealed',
  rowId: orderId,
});

/** What an order's form stores: the masked details, the sealed numbers, their hashes. */
export function sealOrderDetails(
  values: SealedValues,
  orderId: string,
  details: Record<string, string | number>,
) {
  const numbers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details)) {
    if (maskedFields.has(name) && typeof value === 'string' && value !== '') numbers[name] = value;
  }
  return {
    details: JSON.stringify(maskDetails(details)),
    identitySealed: values.seal(JSON.stringify(numbers), sealedPlace(orderId)),
    hashes: [...new Set(Object.values(numbers).map((number) => values.blindIndex(number)))],
  };
}

/** The whole numbers of an order's own page; a value that fails its check throws. */
export function openOrderNumbers(
  values: SealedValues,
  order: Pick<Order, 'id' | 'identitySealed'>,
): Record<string, string> {
  // Not sealed yet (written before migration 0014): `details` still holds them whole.
  if (order.identitySealed === null) return {};
  const parsed: unknown = JSON.parse(values.open(order.identitySealed, sealedPlace(order.id)));
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
}

/** Writes an order's blind index (with the order, in its transaction). */
export function insertIdentityHashes(tx: Pick<Db, 'insert'>, orderId: string, hashes: string[]) {
  if (hashes.length === 0) return;
  tx.insert(orderIdentityHashes)
    .values(hashes.map((hash) => ({ orderId, hash })))
    .onConflictDoNothing()
    .run();
}

/**
 * Seals the orders written before migration 0014, a batch per transaction, so a stop half-way
 * resumes where it was: an order is done once `identity_sealed` is set. Returns how many.
 */
export function sealOrdersLeftPlain(db: Db, values: SealedValues, batch = 500): number {
  let done = 0;
  for (;;) {
    const rows = db
      .select({ id: orders.id, details: orders.details })
      .from(orders)
      .where(isNull(orders.identitySealed))
      .orderBy(asc(orders.id))
      .limit(batch)
      .all();
    if (rows.length === 0) return done;
    db.transaction((tx) => {
      for (const row of rows) {
        const sealed = sealOrderDetails(values, row.id, parseDetails(row.details));
        tx.update(orders)
          .set({ details: sealed.details, identitySealed: sealed.identitySealed })
          .where(eq(orders.id, row.id))
          .run();
        insertIdentityHashes(tx, row.id, sealed.hashes);
      }
    });
    done += rows.length;
  }
}
