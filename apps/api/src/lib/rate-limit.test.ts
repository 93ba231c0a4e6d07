import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows a burst, refuses, then refills with time (no permanent lockout)', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const spec = { capacity: 3, refillSeconds: 10 };
    expect([1, 2, 3].map(() => limiter.take('k', spec).ok)).toEqual([true, true, true]);
    const refused = limiter.take('k', spec);
    expect(refused).toEqual({ ok: false, retryAfter: 10 });
    now = 5_000;
    expect(limiter.wait('k', spec)).toBe(5);
    now = 10_000;
    expect(limiter.take('k', spec).ok).toBe(true);
    now = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.take('k', spec).ok)).toEqual([true, true, true, false]);
  });

  it('keeps keys apart and bounds its memory', () => {
    const limiter = new RateLimiter(() => 0, 100);
    const spec = { capacity: 1, refillSeconds: 60 };
    expect(limiter.take('a', spec).ok).toBe(true);
    expect(limiter.take('b', spec).ok).toBe(true);
    expect(limiter.take('a', spec).ok).toBe(false);
    for (let i = 0; i < 500; i++) limiter.take(`key${i}`, spec);
    expect(
      (limiter as unknown as { buckets: Map<string, unknown> }).buckets.size,
    ).toBeLessThanOrEqual(101);
  });
});
