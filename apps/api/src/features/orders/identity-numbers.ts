import type { Order, OrdersMaintenanceRepository } from '@seva/db';
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

// The start-up sealing and the key rotation run in the orders maintenance repository's batch
// units, on either dialect (docs/decisions/078 step 7).

const hashesOf = (values: SealedValues, numbers: Record<string, string>) => [
  ...new Set(Object.values(numbers).flatMap((number) => values.blindIndexes(number))),
];

/**
 * Seals the orders written before migration 0014, a batch per transaction, so a stop half-way
 * resumes where it was: an order is done once `identity_sealed` is set. Returns how many.
 */
export async function sealOrdersLeftPlain(
  maintenance: OrdersMaintenanceRepository,
  values: SealedValues,
  batch = 500,
): Promise<number> {
  let done = 0;
  for (;;) {
    const sealed = await maintenance.sealLeftPlain({
      limit: batch,
      seal: (row) => sealOrderDetails(values, row.id, parseDetails(row.details)),
    });
    if (sealed === 0) return done;
    done += sealed;
  }
}

// Key rotation (docs/decisions/068-key-rotation.md).

/**
 * Re-seals, with the current key, up to `batch` orders whose numbers another key sealed (read
 * inside one transaction, so the running server's erasures are never undone); each order's
 * hashes gain one per key the keyring holds. Returns how many (0: none left).
 */
export function resealOrdersBatch(
  maintenance: OrdersMaintenanceRepository,
  values: SealedValues,
  batch = 200,
): Promise<number> {
  return maintenance.resealOtherKeys({
    limit: batch,
    currentPrefix: `v1.${values.currentKeyId}.`,
    seal: (row) => {
      const numbers = openOrderNumbers(values, row);
      return {
        identitySealed: values.seal(JSON.stringify(numbers), sealedPlace(row.id)),
        hashes: hashesOf(values, numbers),
      };
    },
  });
}

/**
 * After the old key retired: for up to `batch` orders after `afterId`, drops the hashes that
 * are not of its numbers under the keys the keyring now holds. Returns the last id looked at
 * (null: the end) and how many hashes went.
 */
export function pruneOrderHashesBatch(
  maintenance: OrdersMaintenanceRepository,
  values: SealedValues,
  afterId: string,
  batch = 200,
): Promise<{ lastId: string | null; removed: number }> {
  return maintenance.pruneHashes({
    afterId,
    limit: batch,
    keep: (row) => hashesOf(values, openOrderNumbers(values, row)),
  });
}
