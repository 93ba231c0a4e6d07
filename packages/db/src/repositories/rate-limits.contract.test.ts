import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';
import type { BucketSpec } from './rate-limits.ts';

/**
 * The in-memory limiter the API kept before the buckets moved into the database (its
 * `RateLimiter` in apps/api/src/lib/rate-limit.ts, now removed; here without its eviction):
 * the repository must answer as it did.
 */
class InMemoryLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(private readonly now: () => number) {}

  take(key: string, spec: BucketSpec): { ok: true } | { ok: false; retryAfter: number } {
    const bucket = this.refilled(key, spec, this.now());
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.buckets.set(key, bucket);
      return { ok: true };
    }
    this.buckets.set(key, bucket);
    return { ok: false, retryAfter: Math.ceil((1 - bucket.tokens) * spec.refillSeconds) };
  }

  wait(key: string, spec: BucketSpec): number {
    const { tokens } = this.refilled(key, spec, this.now());
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) * spec.refillSeconds);
  }

  private refilled(key: string, spec: BucketSpec, now: number) {
    const existing = this.buckets.get(key);
    if (!existing) return { tokens: spec.capacity, updatedAt: now };
    const earned = (now - existing.updatedAt) / 1000 / spec.refillSeconds;
    return { tokens: Math.min(spec.capacity, existing.tokens + earned), updatedAt: now };
  }
}

const start = Date.parse('2026-11-23T10:00:00.000Z');

type Step = { at: number; op: 'take' | 'wait' };

/** A burst, then steps at odd moments: the refill's fractions and the rounding up. */
function burstThenTrickle(count: number, gaps: number[]): Step[] {
  const steps: Step[] = [];
  let at = start;
  for (let i = 0; i < count; i++) steps.push({ at, op: 'take' });
  for (const gap of gaps) {
    at += gap;
    steps.push({ at, op: 'wait' }, { at, op: 'take' });
  }
  return steps;
}

/** A small deterministic generator (mulberry32), so the long case is the same every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomSteps(seed: number, length: number, maxGap: number): Step[] {
  const next = random(seed);
  let at = start;
  return Array.from({ length }, () => {
    at += Math.floor(next() * maxGap);
    return { at, op: next() < 0.8 ? 'take' : 'wait' };
  });
}

const cases: Array<{ name: string; spec: BucketSpec; steps: Step[] }> = [
  {
    name: 'login per account (10, one per 30 s)',
    spec: { capacity: 10, refillSeconds: 30 },
    steps: burstThenTrickle(12, [1, 999, 14_001, 15_000, 29_999, 30_001, 61_234]),
  },
  {
    name: 'login per address (60, one a second)',
    spec: { capacity: 60, refillSeconds: 1 },
    steps: burstThenTrickle(62, [1, 333, 667, 999, 1_001, 2_500]),
  },
  {
    name: 'the contact form (5, one per 2 minutes)',
    spec: { capacity: 5, refillSeconds: 120 },
    steps: burstThenTrickle(6, [7, 59_999, 60_000, 119_999, 240_001]),
  },
  {
    name: 'a fractional refill (3, one per 0.7 s)',
    spec: { capacity: 3, refillSeconds: 0.7 },
    steps: burstThenTrickle(5, [1, 99, 349, 350, 699, 701, 1_400]),
  },
  {
    name: 'one token (1, one per 7 s), random steps',
    spec: { capacity: 1, refillSeconds: 7 },
    steps: randomSteps(7, 60, 4_000),
  },
  {
    name: 'tracking (10, one per 6 s), random steps',
    spec: { capacity: 10, refillSeconds: 6 },
    steps: randomSteps(42, 120, 2_500),
  },
];

describeEachBackend('the rate-limit repository', (backend) => {
  const repo = () => backend().repositories.rateLimits;

  it('allows a burst, refuses, then refills with time (no permanent lockout)', async () => {
    const spec = { capacity: 3, refillSeconds: 10 };
    for (let i = 0; i < 3; i++) expect(await repo().take('k', spec, start)).toEqual({ ok: true });
    expect(await repo().take('k', spec, start)).toEqual({ ok: false, retryAfter: 10 });
    expect(await repo().wait('k', spec, start + 5_000)).toBe(5);
    expect(await repo().wait('k', spec, start + 9_999)).toBe(1);
    expect(await repo().wait('k', spec, start + 10_000)).toBe(0);
    expect(await repo().take('k', spec, start + 10_000)).toEqual({ ok: true });
    expect(await repo().take('k', spec, start + 10_000)).toEqual({ ok: false, retryAfter: 10 });
    // Long after, full again and no fuller than its capacity.
    const later = start + 1_000_000;
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push((await repo().take('k', spec, later)).ok);
    expect(taken).toEqual([true, true, true, false]);
  });

  it('looks without taking, and a missing bucket is full', async () => {
    const spec = { capacity: 1, refillSeconds: 60 };
    expect(await repo().wait('nobody', spec, start)).toBe(0);
    expect(await repo().wait('nobody', spec, start)).toBe(0);
    expect(await repo().take('nobody', spec, start)).toEqual({ ok: true });
    expect(await repo().wait('nobody', spec, start)).toBe(60);
    expect(await repo().wait('nobody', spec, start + 30_000)).toBe(30);
    // Looking changed nothing.
    expect(await repo().take('nobody', spec, start + 30_000)).toEqual({
      ok: false,
      retryAfter: 30,
    });
  });

  it('keeps keys apart, compared exactly', async () => {
    const spec = { capacity: 1, refillSeconds: 60 };
    expect((await repo().take('a', spec, start)).ok).toBe(true);
    expect((await repo().take('b', spec, start)).ok).toBe(true);
    expect((await repo().take('A', spec, start)).ok).toBe(true);
    expect((await repo().take('a ', spec, start)).ok).toBe(true);
    expect((await repo().take('a', spec, start)).ok).toBe(false);
  });

  it('answers as the in-memory limiter did, step by step', async () => {
    for (const [index, { name, spec, steps }] of cases.entries()) {
      let now = start;
      const reference = new InMemoryLimiter(() => now);
      const key = `case:${index}`;
      const expected: unknown[] = [];
      const actual: unknown[] = [];
      for (const { at, op } of steps) {
        now = at;
        if (op === 'take') {
          expected.push(reference.take(key, spec));
          actual.push(await repo().take(key, spec, at));
        } else {
          expected.push(reference.wait(key, spec));
          actual.push(await repo().wait(key, spec, at));
        }
      }
      expect({ name, answers: actual }).toEqual({ name, answers: expected });
      expect(
        expected.some(
          (answer) =>
            typeof answer === 'object' && answer !== null && !('ok' in answer && answer.ok),
        ),
      ).toBe(true);
    }
  });

  it('takes from every bucket or from none, answering the longest wait', async () => {
    const ip = { key: 'login:ip:1.2.3.4', spec: { capacity: 5, refillSeconds: 1 } };
    const account = { key: 'login:acct:a@example.com', spec: { capacity: 2, refillSeconds: 30 } };
    expect(await repo().takeAll([ip, account], start)).toEqual({ ok: true });
    expect(await repo().takeAll([ip, account], start)).toEqual({ ok: true });
    // The account's bucket is empty: refused, and the address's bucket keeps its 3 tokens.
    expect(await repo().takeAll([ip, account], start)).toEqual({ ok: false, retryAfter: 30 });
    expect(await repo().takeAll([ip, account], start + 15_000)).toEqual({
      ok: false,
      retryAfter: 15,
    });
    for (let i = 0; i < 3; i++) expect((await repo().take(ip.key, ip.spec, start)).ok).toBe(true);
    expect(await repo().take(ip.key, ip.spec, start)).toEqual({ ok: false, retryAfter: 1 });
    // Both empty: the longer wait.
    expect(await repo().takeAll([ip, account], start + 500)).toEqual({
      ok: false,
      retryAfter: 30,
    });
    expect(await repo().takeAll([account, ip], start + 30_000)).toEqual({ ok: true });
    expect(await repo().wait(account.key, account.spec, start + 30_000)).toBe(30);
    expect(await repo().wait(ip.key, ip.spec, start + 30_000)).toBe(0);
  });

  it('takes all as the in-memory limiter’s look-then-take did', async () => {
    const ip = { key: 'upload:ip:x', spec: { capacity: 4, refillSeconds: 2 } };
    const account = { key: 'upload:acct:u1', spec: { capacity: 3, refillSeconds: 5 } };
    let now = start;
    const reference = new InMemoryLimiter(() => now);
    const check = () => {
      const retryAfter = Math.max(
        reference.wait(ip.key, ip.spec),
        reference.wait(account.key, account.spec),
      );
      if (retryAfter > 0) return { ok: false, retryAfter };
      reference.take(ip.key, ip.spec);
      reference.take(account.key, account.spec);
      return { ok: true };
    };
    for (const at of randomSteps(5, 80, 2_000).map((step) => step.at)) {
      now = at;
      expect(await repo().takeAll([ip, account], at)).toEqual(check());
    }
  });

  it('prunes the buckets that have refilled, and only those', async () => {
    const slow = { capacity: 2, refillSeconds: 60 };
    const fast = { capacity: 10, refillSeconds: 1 };
    await repo().take('slow', slow, start);
    await repo().take('fast', fast, start);
    await repo().take('fast', fast, start);
    // Looking writes nothing; a refused takeAll writes no tokens.
    await repo().wait('never', fast, start);
    expect(await repo().prune(start)).toBe(0);
    // fast is full again 2 s later, slow 60 s later.
    expect(await repo().prune(start + 2_000)).toBe(0);
    expect(await repo().prune(start + 2_001)).toBe(1);
    expect(await repo().wait('fast', fast, start + 2_001)).toBe(0);
    expect(await repo().prune(start + 60_000)).toBe(0);
    expect(await repo().take('slow', slow, start + 30_000)).toEqual({ ok: true });
    expect(await repo().take('slow', slow, start + 30_000)).toEqual({ ok: false, retryAfter: 30 });
    expect(await repo().prune(start + 60_000)).toBe(0);
    expect(await repo().prune(start + 30_000 + 90_001)).toBe(1);
    // A pruned bucket is a full one.
    expect(await repo().take('slow', slow, start + 200_000)).toEqual({ ok: true });
    expect(await repo().take('slow', slow, start + 200_000)).toEqual({ ok: true });
    expect(await repo().take('slow', slow, start + 200_000)).toEqual({ ok: false, retryAfter: 60 });
  });

  it('lets exactly the capacity through when two processes take 50 at once', async () => {
    const spec = { capacity: 10, refillSeconds: 3600 };
    const other = backend().anotherProcess();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? repo() : other.rateLimits).take('shared', spec, start),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 40 }, () => ({ ok: false, retryAfter: 3600 })),
    );
    expect(await other.rateLimits.wait('shared', spec, start)).toBe(3600);
  });

  it('takes all exactly once per token when two processes check at once', async () => {
    const ip = { key: 'login:ip:cafe', spec: { capacity: 100, refillSeconds: 3600 } };
    const account = { key: 'login:acct:a', spec: { capacity: 10, refillSeconds: 3600 } };
    const other = backend().anotherProcess();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? repo() : other.rateLimits).takeAll(
          i % 3 === 0 ? [account, ip] : [ip, account],
          start,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
    // Only the granted ones took from the address's bucket.
    expect(await repo().wait(ip.key, ip.spec, start)).toBe(0);
    let left = 0;
    while ((await repo().take(ip.key, ip.spec, start)).ok) left++;
    expect(left).toBe(90);
  });
});
