import { eq, lte, sql } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { rateLimitBuckets } from '../schema.pg.ts';
import {
  type BucketState,
  bucketRow,
  type KeyedBucket,
  type RateLimitRepository,
  refilled,
  secondsToWait,
  step,
  stored,
  storedKey,
} from './rate-limits.ts';

export function createPgRateLimitRepository(db: PgDb): RateLimitRepository {
  /**
   * One transaction: the buckets' rows are put in (full, as a missing row is) or left as they
   * are, locked and read by one upsert, in key order so that two units on the same keys never
   * wait for each other crosswise; then refilled and written. Another process taking from the
   * same bucket waits for the lock and reads what this one wrote. The arithmetic stays in
   * JavaScript (`step`), the same as SQLite's.
   */
  const unit = (buckets: readonly KeyedBucket[], now: number, writeRefused: boolean) =>
    db.transaction(async (tx) => {
      const inKeyOrder = [...buckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const locked = await tx
        .insert(rateLimitBuckets)
        .values(inKeyOrder.map(({ key, spec }) => bucketRow(key, spec.capacity, spec, now)))
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          // Changes nothing: it takes the row's lock and answers the row as it stands.
          set: { tokens: sql`${rateLimitBuckets.tokens}` },
        })
        .returning({
          key: rateLimitBuckets.key,
          tokens: rateLimitBuckets.tokens,
          updatedAt: rateLimitBuckets.updatedAt,
        });
      const read = new Map<string, BucketState>(locked.map((row) => [row.key, row]));
      const { taken, rows } = step(buckets, read, now, writeRefused);
      for (const row of rows) {
        await tx
          .update(rateLimitBuckets)
          .set({ tokens: row.tokens, updatedAt: row.updatedAt, fullAt: row.fullAt })
          .where(eq(rateLimitBuckets.key, row.key));
      }
      return taken;
    });

  return {
    take(key, spec, now) {
      return unit(stored([{ key, spec }]), now, true);
    },

    async wait(key, spec, now) {
      const [bucket] = await db
        .select({ tokens: rateLimitBuckets.tokens, updatedAt: rateLimitBuckets.updatedAt })
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.key, storedKey(key)));
      return secondsToWait(refilled(bucket, spec, now).tokens, spec);
    },

    takeAll(buckets, now) {
      return unit(stored(buckets), now, false);
    },

    async prune(now) {
      const deleted = await db
        .delete(rateLimitBuckets)
        .where(lte(rateLimitBuckets.fullAt, new Date(now)))
        .returning({ key: rateLimitBuckets.key });
      return deleted.length;
    },
  };
}
