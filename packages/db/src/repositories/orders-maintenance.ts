import type { Order } from '../schema.ts';

/**
 * Orders' identity numbers at rest (docs/decisions/060, 068, 078 step 7): the start-up sealing
 * of orders written before migration 0014 and the key rotation of the admin CLI, batch units
 * each its own transaction. What a row becomes is the service's (it holds the keys), handed in
 * as a function the unit runs on the rows it read.
 *
 * On PostgreSQL each batch takes its unit's transaction-level advisory lock first (two
 * processes' batches run one after the other, each reading what the other committed) and locks
 * its orders `FOR NO KEY UPDATE` (by id) before writing them, so an erasure or a change by a
 * running server waits or is waited for, and is never undone.
 */
export interface OrdersMaintenanceRepository {
  /**
   * Up to `limit` orders not sealed yet (`identity_sealed` empty), by id, each written as
   * `seal` answers: its masked details, its sealed numbers and their blind index. Answers how
   * many (0: none left).
   */
  sealLeftPlain(batch: {
    limit: number;
    seal(row: Pick<Order, 'id' | 'details'>): SealedOrder & { details: string };
  }): Promise<number>;

  /**
   * Key rotation: up to `limit` orders whose sealed numbers do not start with `currentPrefix`
   * (another key's), each written as `seal` answers (its hashes added). Answers how many (0:
   * none left).
   */
  resealOtherKeys(batch: {
    limit: number;
    currentPrefix: string;
    seal(row: SealedOrderRow): SealedOrder;
  }): Promise<number>;

  /**
   * After the old key retired: for up to `limit` orders after `afterId` (by id), deletes the
   * hashes `keep` does not answer for it. Answers the last id looked at (null: the end) and how
   * many hashes went.
   */
  pruneHashes(batch: {
    afterId: string;
    limit: number;
    keep(row: SealedOrderRow): string[];
  }): Promise<{ lastId: string | null; removed: number }>;
}

export type SealedOrderRow = Pick<Order, 'id' | 'identitySealed'>;

/** An order's sealed numbers and the blind-index hashes it gains. */
export interface SealedOrder {
  identitySealed: string;
  hashes: string[];
}
