import { type Db, type Order, orderIdentityHashes, orders } from '@seva/db';
import { and, asc, eq, gt, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
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
    hashes: [...new Set(Object.values(numbers).flatMap((number) => values.blindIndexes(number)))],
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

// Key rotation (docs/decisions/068-key-rotation.md).

/**
 * Re-seals, with the current key, up to `batch` orders whose numbers another key sealed (read
 * inside one IMMEDIATE transaction, so the running server's erasures are never undone); each
 * order's hashes gain one per key the keyring holds. Returns how many (0: none left).
 */
export function resealOrdersBatch(db: Db, values: SealedValues, batch = 200): number {
  return db.transaction(
    (tx) => {
      const rows = tx
        .select({ id: orders.id, identitySealed: orders.identitySealed })
        .from(orders)
        .where(
          and(
            isNotNull(orders.identitySealed),
            sql`${orders.identitySealed} NOT LIKE ${`v1.${values.currentKeyId}.%`}`,
          ),
        )
        .limit(batch)
        .all();
      for (const row of rows) {
        const numbers = openOrderNumbers(values, row);
        tx.update(orders)
          .set({ identitySealed: values.seal(JSON.stringify(numbers), sealedPlace(row.id)) })
          .where(eq(orders.id, row.id))
          .run();
        insertIdentityHashes(tx, row.id, [
          ...new Set(Object.values(numbers).flatMap((number) => values.blindIndexes(number))),
        ]);
      }
      return rows.length;
    },
    { behavior: 'immediate' },
  );
}

/**
 * After the old key retired: for up to `batch` orders after `afterId`, drops the hashes that
 * are not of its numbers under the keys the keyring now holds. Returns the last id looked at
 * (null: the end) and how many hashes went.
 */
export function pruneOrderHashesBatch(
  db: Db,
  values: SealedValues,
  afterId: string,
  batch = 200,
): { lastId: string | null; removed: number } {
  return db.transaction(
    (tx) => {
      const rows = tx
        .select({ id: orders.id, identitySealed: orders.identitySealed })
        .from(orders)
        .where(gt(orders.id, afterId))
        .orderBy(asc(orders.id))
        .limit(batch)
        .all();
      let removed = 0;
      for (const row of rows) {
        const keep = [
          ...new Set(
            Object.values(openOrderNumbers(values, row)).flatMap((number) =>
              values.blindIndexes(number),
            ),
          ),
        ];
        removed += tx
          .delete(orderIdentityHashes)
          .where(
            and(
              eq(orderIdentityHashes.orderId, row.id),
              keep.length > 0 ? notInArray(orderIdentityHashes.hash, keep) : undefined,
            ),
          )
          .run().changes;
      }
      return { lastId: rows.at(-1)?.id ?? null, removed };
    },
    { behavior: 'immediate' },
  );
}
