export interface BucketSpec {
  /** Requests allowed in a burst. */
  capacity: number;
  /** Seconds to earn back one request. */
  refillSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * In-memory token buckets keyed by strings such as `login:ip:1.2.3.4`. No permanent lockout:
 * every bucket refills with time. One process serves the portal, so memory is the right store.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Takes one token; answers how many seconds to wait when the bucket is empty. */
  take(key: string, spec: BucketSpec): { ok: true } | { ok: false; retryAfter: number } {
    const now = this.now();
    const bucket = this.refilled(key, spec, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.buckets.set(key, bucket);
      this.evictIfFull();
      return { ok: true };
    }
    this.buckets.set(key, bucket);
    return { ok: false, retryAfter: Math.ceil((1 - bucket.tokens) * spec.refillSeconds) };
  }

  /** Seconds until a token is free (0: one is free now); looks without taking. */
  wait(key: string, spec: BucketSpec): number {
    const { tokens } = this.refilled(key, spec, this.now());
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) * spec.refillSeconds);
  }

  private refilled(key: string, spec: BucketSpec, now: number): Bucket {
    const existing = this.buckets.get(key);
    if (!existing) return { tokens: spec.capacity, updatedAt: now };
    const earned = (now - existing.updatedAt) / 1000 / spec.refillSeconds;
    return { tokens: Math.min(spec.capacity, existing.tokens + earned), updatedAt: now };
  }

  private evictIfFull(): void {
    if (this.buckets.size <= this.maxKeys) return;
    // Map keeps insertion order: drop the oldest tenth.
    let toDrop = Math.ceil(this.maxKeys / 10);
    for (const key of this.buckets.keys()) {
      this.buckets.delete(key);
      if (--toDrop === 0) break;
    }
  }
}
