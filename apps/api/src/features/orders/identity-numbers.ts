import {
  type Db,
  type Order,
  ordersAfter,
  ordersLeftPlain,
  ordersSealedOtherwise,
  pruneOrderHashes,
  sealOrderNumbers,
} from '@seva/db';
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

// The start-up sealing and the key rotation below run on SQLite only for now: they hand their
// SQLite database to the orders repository's SQLite parts (docs/decisions/078 step 7).

/**
 * Seals the orders written before migration 0014, a batch per transaction, so a stop half-way
 * resumes where it was: an order is done once `identity_sealed` is set. Returns how many.
 */
export function sealOrdersLeftPlain(db: Db, values: SealedValues, batch = 500): number {
  let done = 0;
  for (;;) {
    const rows = ordersLeftPlain(db, batch);
    if (rows.length === 0) return done;
    db.transaction((tx) => {
      for (const row of rows) {
        sealOrderNumbers(tx, row.id, sealOrderDetails(values, row.id, parseDetails(row.details)));
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
      const rows = ordersSealedOtherwise(tx, `v1.${values.currentKeyId}.`, batch);
      for (const row of rows) {
        const numbers = openOrderNumbers(values, row);
        sealOrderNumbers(tx, row.id, {
          identitySealed: values.seal(JSON.stringify(numbers), sealedPlace(row.id)),
          hashes: [
            ...new Set(Object.values(numbers).flatMap((number) => values.blindIndexes(number))),
          ],
        });
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
      const rows = ordersAfter(tx, afterId, batch);
      let removed = 0;
      for (const row of rows) {
        const keep = [
          ...new Set(
            Object.values(openOrderNumbers(values, row)).flatMap((number) =>
              values.blindIndexes(number),
            ),
          ),
        ];
        removed += pruneOrderHashes(tx, row.id, keep);
      }
      return { lastId: rows.at(-1)?.id ?? null, removed };
    },
    { behavior: 'immediate' },
  );
}
