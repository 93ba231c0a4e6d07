import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Long enough to cover a citizen's visits between applications; a lost phone ages out. */
export const DEVICE_COOKIE_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

export interface TrustedDevice {
  /** Names the device's own throttling bucket. */
  id: string;
}

/**
 * OWASP's device cookies (docs/decisions/028-device-cookies.md): after a successful login
 * the client gets `issuedAt.nonce.mac`, an HMAC under a server key over the account's
 * e-mail, the time and a random nonce. It names no account, and only the server can make one.
 */
export function createDeviceCookies(key: Buffer, now: () => number = Date.now) {
  const mac = (email: string, issuedAt: string, nonce: string) =>
    createHmac('sha256', key)
      .update(`seva-device-v1\n${email}\n${issuedAt}\n${nonce}`)
      .digest('base64url');

  return {
    issue(email: string): string {
      const issuedAt = now().toString(36);
      const nonce = randomBytes(16).toString('base64url');
      return `${issuedAt}.${nonce}.${mac(email, issuedAt, nonce)}`;
    },

    /** The device, when the cookie was made by this server for this e-mail and is not too old. */
    trusted(cookie: string | undefined, email: string): TrustedDevice | null {
      if (!cookie || cookie.length > 200) return null;
      const [issuedAt, nonce, given, ...rest] = cookie.split('.');
      if (!issuedAt || !nonce || !given || rest.length > 0) return null;
      const expected = Buffer.from(mac(email, issuedAt, nonce));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      const age = now() - Number.parseInt(issuedAt, 36);
      // Only this server makes the MAC, so a future date is our own clock moving back.
      if (!(age < DEVICE_COOKIE_MAX_AGE_MS)) return null;
      return { id: nonce };
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
