import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  closeDatabase,
  createSqliteRepositories,
  type Db,
  openDatabase,
  type RateLimitRepository,
} from '@seva/db';
import { trackingMessages } from '@seva/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  createThrottle,
  defaultLimits,
  THROTTLED_MESSAGE,
  UPLOADS_THROTTLED_MESSAGE,
} from './throttle.ts';

let dir: string;
let db: Db;
let buckets: RateLimitRepository;
let now: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'seva-throttle-'));
  db = openDatabase({ file: join(dir, 'seva.sqlite') });
  buckets = createSqliteRepositories(db).rateLimits;
  now = Date.parse('2026-11-26T10:00:00.000Z');
});
afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

async function refusal(check: Promise<void>): Promise<AppError> {
  const error = await check.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error('expected the check to refuse');
  return error;
}

describe('createThrottle over the database buckets', () => {
  it('refuses past the account’s bucket with the message and Retry-After, draining neither bucket', async () => {
    const throttle = createThrottle(defaultLimits, buckets, () => now);
    for (let i = 0; i < 10; i++) await throttle.check('login', '1.2.3.4', 'a@example.com');
    const error = await refusal(throttle.check('login', '1.2.3.4', 'a@example.com'));
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      message: THROTTLED_MESSAGE,
      retryAfter: 30,
    });
    // The address's bucket lost only the 10 granted tokens: 50 more for other accounts.
    for (let i = 0; i < 50; i++) await throttle.check('login', '1.2.3.4', `u${i}@example.com`);
    expect(
      (await refusal(throttle.check('login', '1.2.3.4', 'other@example.com'))).retryAfter,
    ).toBe(1);
    now += 30_000;
    await throttle.check('login', '5.6.7.8', 'a@example.com');
  });

  it('answers each action with its own message', async () => {
    const tight = {
      ip: { capacity: 1, refillSeconds: 60 },
      account: { capacity: 1, refillSeconds: 60 },
    };
    const limits = { ...defaultLimits, upload: tight, track: tight, signup: tight };
    const throttle = createThrottle(limits, buckets, () => now);
    for (const [action, message] of [
      ['upload', UPLOADS_THROTTLED_MESSAGE],
      ['track', trackingMessages.tooMany],
      ['signup', THROTTLED_MESSAGE],
    ] as const) {
      await throttle.check(action, 'ip', 'acct');
      expect(await refusal(throttle.check(action, 'ip', 'acct'))).toMatchObject({
        message,
        retryAfter: 60,
      });
    }
  });

  it('gives a trusted device its own bucket, shaped like the account’s', async () => {
    const throttle = createThrottle(defaultLimits, buckets, () => now);
    for (let i = 0; i < 10; i++) await throttle.checkDevice('login', 'device1');
    expect(await refusal(throttle.checkDevice('login', 'device1'))).toMatchObject({
      message: THROTTLED_MESSAGE,
      retryAfter: 30,
    });
    await throttle.checkDevice('login', 'device2');
    await throttle.check('login', 'ip', 'a@example.com');
  });

  it('is shared by two processes on one database', async () => {
    const other = openDatabase({ file: join(dir, 'seva.sqlite') });
    try {
      const first = createThrottle(defaultLimits, buckets, () => now);
      const second = createThrottle(
        defaultLimits,
        createSqliteRepositories(other).rateLimits,
        () => now,
      );
      // Five requests for one account's reset, whichever process answered them.
      for (let i = 0; i < 5; i++)
        await (i % 2 ? first : second).check('forgot', `ip${i}`, 'a@example.com');
      expect((await refusal(second.check('forgot', 'ip2', 'a@example.com'))).retryAfter).toBe(60);
    } finally {
      closeDatabase(other);
    }
  });

  it('deletes refilled buckets at most once a minute, after a check', async () => {
    const throttle = createThrottle(defaultLimits, buckets, () => now);
    await throttle.check('track', 'ip', 'SEVA-1');
    const rows = () =>
      db.$client.prepare('SELECT count(*) AS n FROM rate_limit_buckets').pluck().get();
    expect(rows()).toBe(2);
    now += 59_000;
    await throttle.check('track', 'ip', 'SEVA-2');
    expect(rows()).toBe(3);
    // A minute after the first: SEVA-1's bucket has refilled (one token per 6 s) and goes;
    // the address's, taken from 1 s ago, stays.
    now += 1_000;
    await throttle.check('track', 'ip2', 'SEVA-3');
    expect(rows()).toBe(4);
  });
});
