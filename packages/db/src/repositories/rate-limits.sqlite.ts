import { inArray, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rateLimitBuckets } from '../schema.ts';
import {
  type BucketState,
  type KeyedBucket,
  type RateLimitRepository,
  refilled,
  secondsToWait,
  step,
  stored,
  storedKey,
} from './rate-limits.ts';

export function createSqliteRateLimitRepository(db: Db): RateLimitRepository {
  const read = (tx: Pick<Db, 'select'>, keys: string[]): Map<string, BucketState> =>
    new Map(
      tx
        .select()
        .from(rateLimitBuckets)
        .where(inArray(rateLimitBuckets.key, keys))
        .all()
        .map((row) => [row.key, row]),
    );

  /** Read, refill and write in one transaction, begun IMMEDIATE by `openDatabase`. */
  const unit = (buckets: readonly KeyedBucket[], now: number, writeRefused: boolean) =>
    db.transaction((tx) => {
      const { taken, rows } = step(
        buckets,
        read(
          tx,
          buckets.map(({ key }) => key),
        ),
        now,
        writeRefused,
      );
      for (const row of rows) {
        tx.insert(rateLimitBuckets)
          .values(row)
          .onConflictDoUpdate({
            target: rateLimitBuckets.key,
            set: { tokens: row.tokens, updatedAt: row.updatedAt, fullAt: row.fullAt },
          })
          .run();
      }
      return taken;
    });

  return {
    async take(key, spec, now) {
      return unit(stored([{ key, spec }]), now, true);
    },

    async wait(key, spec, now) {
      const bucket = read(db, [storedKey(key)]).get(storedKey(key));
      return secondsToWait(refilled(bucket, spec, now).tokens, spec);
    },

    async takeAll(buckets, now) {
      return unit(stored(buckets), now, false);
    },

    async prune(now) {
      return db
        .delete(rateLimitBuckets)
        .where(lte(rateLimitBuckets.fullAt, new Date(now)))
        .run().changes;
    },
  };
}
