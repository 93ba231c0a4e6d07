import { createHash } from 'node:crypto';
import type { RateLimitBucket } from '../schema.ts';

/**
 * The throttles' token buckets (docs/decisions/004-throttling-and-codes.md), kept in the
 * database so that every server process on it shares them. Keys are strings such as
 * `login:ip:1.2.3.4`, stored as their digest (`storedKey`); a key without a row is a full bucket. No permanent lockout: every bucket
 * refills with time. Each method is one atomic unit: two processes taking from one bucket at
 * once take one token each, and never more than the bucket holds.
 */
export interface RateLimitRepository {
  /** Takes one token; answers how many seconds to wait when the bucket is empty. */
  take(key: string, spec: BucketSpec, now: number): Promise<Taken>;

  /** Seconds until a token is free (0: one is free now); looks without taking. */
  wait(key: string, spec: BucketSpec, now: number): Promise<number>;

  /**
   * Takes one token from each bucket when every one has a token, else takes none and answers
   * the longest wait among them: a refused request drains none of them. The keys must differ.
   */
  takeAll(buckets: readonly KeyedBucket[], now: number): Promise<Taken>;

  /**
   * Deletes the buckets that have refilled to capacity by `now` (a missing row is a full
   * bucket, so nothing changes for anyone); answers how many.
   */
  prune(now: number): Promise<number>;
}

export interface BucketSpec {
  /** Requests allowed in a burst. */
  capacity: number;
  /** Seconds to earn back one request. */
  refillSeconds: number;
}

export interface KeyedBucket {
  key: string;
  spec: BucketSpec;
}

export type Taken = { ok: true } | { ok: false; retryAfter: number };

/** A bucket's state as stored: its tokens and when they were counted. */
export type BucketState = Pick<RateLimitBucket, 'tokens' | 'updatedAt'>;

/**
 * What the table keeps for a key: its SHA-256, so that the e-mails, mobile numbers and
 * addresses the keys name are not written to the database, its backups or its WAL (an
 * erased account's e-mail must not stay behind in a bucket).
 */
export function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** The buckets as stored: their keys' digests (`storedKey`), distinct. */
export function stored(buckets: readonly KeyedBucket[]): KeyedBucket[] {
  const keyed = buckets.map(({ key, spec }) => ({ key: storedKey(key), spec }));
  if (new Set(keyed.map(({ key }) => key)).size !== keyed.length) {
    throw new Error('takeAll takes one token per bucket: its keys must differ');
  }
  return keyed;
}

/**
 * The arithmetic both dialects share, so both answer alike (times are whole milliseconds).
 * The tokens earned since the bucket was counted, up to capacity; a missing bucket is full.
 */
export function refilled(
  bucket: BucketState | undefined,
  spec: BucketSpec,
  now: number,
): { tokens: number; updatedAt: number } {
  if (!bucket) return { tokens: spec.capacity, updatedAt: now };
  const earned = (now - bucket.updatedAt.getTime()) / 1000 / spec.refillSeconds;
  return { tokens: Math.min(spec.capacity, bucket.tokens + earned), updatedAt: now };
}

/** Whole seconds until the bucket holds one token (0: it holds one now). */
export function secondsToWait(tokens: number, spec: BucketSpec): number {
  return tokens >= 1 ? 0 : Math.ceil((1 - tokens) * spec.refillSeconds);
}

/**
 * The row to store for a bucket holding `tokens` at `now`, with the moment it is full again.
 * One millisecond past the exact moment, so that the refill computed at `fullAt` reaches
 * capacity in floating point too, and deleting the row then changes no answer.
 */
export function bucketRow(
  key: string,
  tokens: number,
  spec: BucketSpec,
  now: number,
): RateLimitBucket {
  const missing = Math.max(0, spec.capacity - tokens);
  const fullIn = missing === 0 ? 0 : Math.ceil(missing * spec.refillSeconds * 1000) + 1;
  return { key, tokens, updatedAt: new Date(now), fullAt: new Date(now + fullIn) };
}

/**
 * One step over the buckets as read (in the order given): what to answer and the rows to
 * write. `take` writes a refused bucket's refill too, as the in-memory limiter did; `takeAll`
 * writes nothing when it refuses.
 */
export function step(
  buckets: readonly KeyedBucket[],
  read: ReadonlyMap<string, BucketState>,
  now: number,
  writeRefused: boolean,
): { taken: Taken; rows: RateLimitBucket[] } {
  const states = buckets.map(({ key, spec }) => ({
    key,
    spec,
    ...refilled(read.get(key), spec, now),
  }));
  const retryAfter = Math.max(0, ...states.map(({ tokens, spec }) => secondsToWait(tokens, spec)));
  if (retryAfter > 0) {
    const rows = writeRefused
      ? states.map(({ key, tokens, spec }) => bucketRow(key, tokens, spec, now))
      : [];
    return { taken: { ok: false, retryAfter }, rows };
  }
  return {
    taken: { ok: true },
    rows: states.map(({ key, tokens, spec }) => bucketRow(key, tokens - 1, spec, now)),
  };
}
