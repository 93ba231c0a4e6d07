import { trackingMessages } from '@seva/schemas';
import { AppError } from '../errors.ts';
import { type BucketSpec, RateLimiter } from './rate-limit.ts';

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

export function createThrottle(
  limits: Record<ThrottledAction, ActionLimits> = defaultLimits,
  limiter = new RateLimiter(),
) {
  return {
    /** Takes a token from both the IP's and the account's bucket, or throws RATE_LIMITED. */
    check(action: ThrottledAction, ip: string, account: string): void {
      const spec = limits[action];
      const ipKey = `${action}:ip:${ip}`;
      const accountKey = `${action}:acct:${account}`;
      // Refuse before taking, so a refused request drains neither bucket.
      const retryAfter = Math.max(
        limiter.wait(ipKey, spec.ip),
        limiter.wait(accountKey, spec.account),
      );
      if (retryAfter > 0) {
        const message = throttledMessages[action] ?? THROTTLED_MESSAGE;
        throw new AppError('RATE_LIMITED', message, undefined, retryAfter);
      }
      limiter.take(ipKey, spec.ip);
      limiter.take(accountKey, spec.account);
    },

    /**
     * For a trusted device (docs/decisions/028-device-cookies.md): only its own bucket, so an
     * attacker who drains the account's bucket from elsewhere does not lock its owner out,
     * and a stolen device cookie is itself limited.
     */
    checkDevice(action: ThrottledAction, device: string): void {
      const spec = limits[action];
      const key = `${action}:device:${device}`;
      const taken = limiter.take(key, spec.device ?? spec.account);
      if (!taken.ok) {
        throw new AppError('RATE_LIMITED', THROTTLED_MESSAGE, undefined, taken.retryAfter);
      }
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
