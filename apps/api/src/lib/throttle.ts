import type { BucketSpec, RateLimitRepository } from '@seva/db';
import { trackingMessages } from '@seva/schemas';
import { AppError } from '../errors.ts';

export type ThrottledAction =
  | 'login'
  | 'signup'
  | 'verify'
  | 'resend'
  | 'forgot'
  | 'requestCode'
  | 'reset'
  | 'changePassword'
  | 'upload'
  | 'track';

export interface ActionLimits {
  ip: BucketSpec;
  account: BucketSpec;
  /**
   * A client that proves it logged in to this account before (a device cookie) gets its own
   * bucket instead of the IP's and the account's; without a spec, the account's shape.
   */
  device?: BucketSpec;
}

/**
 * Per-IP buckets are wide: a whole cafe shares one public address behind its router.
 * Per-account buckets are narrow: they stop guessing at one account from many addresses.
 */
export const defaultLimits: Record<ThrottledAction, ActionLimits> = {
  login: { ip: { capacity: 60, refillSeconds: 1 }, account: { capacity: 10, refillSeconds: 30 } },
  signup: { ip: { capacity: 30, refillSeconds: 10 }, account: { capacity: 5, refillSeconds: 60 } },
  verify: { ip: { capacity: 60, refillSeconds: 1 }, account: { capacity: 10, refillSeconds: 30 } },
  resend: { ip: { capacity: 30, refillSeconds: 10 }, account: { capacity: 5, refillSeconds: 60 } },
  forgot: { ip: { capacity: 30, refillSeconds: 10 }, account: { capacity: 5, refillSeconds: 60 } },
  // A code by SMS (docs/product.md 38): as forgot; the "account" is the mobile number asked for.
  requestCode: {
    ip: { capacity: 30, refillSeconds: 10 },
    account: { capacity: 5, refillSeconds: 60 },
  },
  reset: { ip: { capacity: 60, refillSeconds: 2 }, account: { capacity: 10, refillSeconds: 30 } },
  changePassword: {
    ip: { capacity: 60, refillSeconds: 2 },
    account: { capacity: 10, refillSeconds: 30 },
  },
  // One multipart form (application, order, locker document) is one upload. A citizen at the
  // counter sends a handful; 30 at once and one more every 20 s (30 per 10 minutes) is far
  // above that and far below filling the disk (docs/decisions/020-storage-quota-and-upload-rate.md).
  upload: { ip: { capacity: 300, refillSeconds: 2 }, account: { capacity: 30, refillSeconds: 20 } },
  // Public tracking: 10 lookups a minute per address and per reference, so references and
  // mobile numbers cannot be walked (docs/product.md, Public tracking). The "account" is the
  // reference looked up.
  track: { ip: { capacity: 10, refillSeconds: 6 }, account: { capacity: 10, refillSeconds: 6 } },
};

export const THROTTLED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
export const UPLOADS_THROTTLED_MESSAGE = 'Too many uploads. Please wait a minute and try again.';
const throttledMessages: Partial<Record<ThrottledAction, string>> = {
  upload: UPLOADS_THROTTLED_MESSAGE,
  // Read once, in English; the error handler answers in the caller's language.
  track: trackingMessages.tooMany,
};

/** How often one process deletes the buckets that have refilled (any process may). */
const PRUNE_EVERY_MS = 60_000;

/**
 * The throttles over the token buckets in the database (docs/decisions/004-throttling-and-codes.md),
 * shared by every server process on it. The clock is the wall clock unless a test passes one.
 */
export function createThrottle(
  limits: Record<ThrottledAction, ActionLimits>,
  buckets: RateLimitRepository,
  now: () => number = Date.now,
) {
  let prunedAt = now();

  /**
   * A bucket that has refilled to capacity says nothing a missing one would not: at most once
   * a minute, after a check, this process deletes those, so idle keys do not pile up.
   */
  async function pruneNowAndThen(at: number): Promise<void> {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    await buckets.prune(at);
  }

  return {
    /** Takes a token from both the IP's and the account's bucket, or throws RATE_LIMITED. */
    async check(action: ThrottledAction, ip: string, account: string): Promise<void> {
      const spec = limits[action];
      const at = now();
      // One unit: a refused request drains neither bucket, and two processes at once take
      // one token each.
      const taken = await buckets.takeAll(
        [
          { key: `${action}:ip:${ip}`, spec: spec.ip },
          { key: `${action}:acct:${account}`, spec: spec.account },
        ],
        at,
      );
      if (!taken.ok) {
        const message = throttledMessages[action] ?? THROTTLED_MESSAGE;
        throw new AppError('RATE_LIMITED', message, undefined, taken.retryAfter);
      }
      await pruneNowAndThen(at);
    },

    /**
     * For a trusted device (docs/decisions/028-device-cookies.md): only its own bucket, so an
     * attacker who drains the account's bucket from elsewhere does not lock its owner out,
     * and a stolen device cookie is itself limited.
     */
    async checkDevice(action: ThrottledAction, device: string): Promise<void> {
      const spec = limits[action];
      const at = now();
      const taken = await buckets.take(
        `${action}:device:${device}`,
        spec.device ?? spec.account,
        at,
      );
      if (!taken.ok) {
        throw new AppError('RATE_LIMITED', THROTTLED_MESSAGE, undefined, taken.retryAfter);
      }
      await pruneNowAndThen(at);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
