import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits, THROTTLED_MESSAGE } from '../../lib/throttle.ts';
import { PASSWORD, startTestServer, type TestServer, verifiedCitizen } from '../../test/harness.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { DEVICE_COOKIE_MAX_AGE_MS } from './device-cookies.ts';

// docs/decisions/028-device-cookies.md: an attacker who knows a citizen's e-mail cannot keep
// the citizen out; the citizen's own device, which logged in before, has its own bucket.

let smtp: SmtpPeer;
let server: TestServer;
let clock = Date.now();

/** Buckets that do not refill during a test: what is spent stays spent. */
const ACCOUNT_TRIES = 6;
const DEVICE_TRIES = 3;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({
    smtp,
    now: () => clock,
    limits: {
      ...defaultLimits,
      login: {
        ip: { capacity: 100, refillSeconds: 1 },
        account: { capacity: ACCOUNT_TRIES, refillSeconds: 3600 },
        device: { capacity: DEVICE_TRIES, refillSeconds: 3600 },
      },
    },
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A REST login from an address, with an optional Cookie header. */
function login(email: string, password: string, from: string, cookie?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    remoteAddress: from,
    payload: JSON.stringify({ email, password }),
  });
}

/** The same through tRPC, as the web app sends it (same origin). */
function trpcLogin(email: string, password: string, cookie?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    headers: {
      'content-type': 'application/json',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify({ email, password }),
  });
}

function deviceCookieOf(response: { headers: Record<string, unknown> }): {
  pair: string;
  attributes: string;
} {
  const header = response.headers['set-cookie'];
  const all = (Array.isArray(header) ? header : [header]).map(String);
  const device = all.find((value) => value.startsWith('seva_device='));
  if (!device) throw new Error(`no device cookie in ${all.join(' | ')}`);
  return { pair: device.split(';')[0] as string, attributes: device };
}

/** A citizen whose phone logged in once (getting a device cookie), on a fresh account bucket. */
async function citizenWithDevice() {
  const citizen = await verifiedCitizen(server, smtp);
  const phone = await login(citizen.email, PASSWORD, '100.64.0.1');
  expect(phone.statusCode).toBe(200);
  return { ...citizen, device: deviceCookieOf(phone).pair };
}

/** An attacker spends the account's untrusted bucket from many addresses. */
async function exhaustAccount(email: string) {
  for (let i = 0; ; i++) {
    const response = await login(email, 'guess-guess', `203.0.113.${i + 1}`);
    if (response.statusCode === 429) return;
    expect(response.statusCode).toBe(401);
    if (i > ACCOUNT_TRIES + 2) throw new Error('the account bucket never ran out');
  }
}

describe('device cookies', () => {
  it('are set at login by both doors: HttpOnly, SameSite=Strict, long-lived', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const rest = await login(citizen.email, PASSWORD, '100.64.0.2');
    const { attributes } = deviceCookieOf(rest);
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Strict');
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain(`Max-Age=${DEVICE_COOKIE_MAX_AGE_MS / 1000}`);
    // The cookie names no account.
    expect(attributes).not.toContain(citizen.email.split('@')[0]);
    const trpc = await trpcLogin(citizen.email, PASSWORD);
    expect(trpc.statusCode).toBe(200);
    expect(deviceCookieOf(trpc).pair).not.toBe(deviceCookieOf(rest).pair);
    // A failed login sets none.
    const failed = await login(citizen.email, 'guess-guess', '100.64.0.2');
    expect(String(failed.headers['set-cookie'] ?? '')).not.toContain('seva_device');
  });

  it("let the owner in while an attacker has spent the account's bucket; others get 429", async () => {
    const owner = await citizenWithDevice();
    await exhaustAccount(owner.email);

    // Without the cookie the owner is refused like the attacker, from any address.
    const bare = await login(owner.email, PASSWORD, '100.64.0.1');
    expect(bare.statusCode).toBe(429);
    expect(bare.json()).toEqual({ message: THROTTLED_MESSAGE });

    // With it, by either door.
    const rest = await login(owner.email, PASSWORD, '100.64.0.1', owner.device);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().user.email).toBe(owner.email);
    const trpc = await trpcLogin(owner.email, PASSWORD, owner.device);
    expect(trpc.statusCode).toBe(200);

    // A forged cookie, or one made for another account, buys the attacker nothing.
    const other = await citizenWithDevice();
    const [issuedAt, nonce, mac] = owner.device.split('=')[1]?.split('.') ?? [];
    const flipped = `${mac?.slice(0, -1)}${mac?.endsWith('A') ? 'B' : 'A'}`;
    for (const cookie of [
      other.device,
      `seva_device=${issuedAt}.${nonce}.${flipped}`,
      `seva_device=${issuedAt}.${nonce}`,
      'seva_device=garbage',
    ]) {
      const response = await login(owner.email, 'guess-guess', '203.0.113.200', cookie);
      expect(response.statusCode, cookie).toBe(429);
    }
  });

  it('are locked out themselves after their own failures, and age out', async () => {
    const owner = await citizenWithDevice();
    // Someone at the owner's phone guesses: the cookie's own bucket runs out.
    for (let i = 0; i < DEVICE_TRIES; i++) {
      const response = await login(owner.email, 'guess-guess', '100.64.0.1', owner.device);
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(owner.email, PASSWORD, '100.64.0.1', owner.device);
    expect(locked.statusCode).toBe(429);
    // The account's untrusted bucket is untouched by them: a fresh device still gets in.
    expect((await login(owner.email, PASSWORD, '100.64.0.9')).statusCode).toBe(200);

    // A cookie older than its lifetime counts for nothing.
    const fresh = await citizenWithDevice();
    await exhaustAccount(fresh.email);
    const start = clock;
    try {
      clock = start + DEVICE_COOKIE_MAX_AGE_MS + 1;
      const old = await login(fresh.email, PASSWORD, '100.64.0.1', fresh.device);
      expect(old.statusCode).toBe(429);
    } finally {
      clock = start;
    }
    expect((await login(fresh.email, PASSWORD, '100.64.0.1', fresh.device)).statusCode).toBe(200);
  });

  it('survive a restart: the key is kept in DATA_DIR', async () => {
    const owner = await citizenWithDevice();
    // One server owns a DATA_DIR at a time (decision 014): stop this one, keeping its folder.
    await server.app.close();
    const restarted = await startTestServer({
      smtp,
      dataDir: server.dataDir,
      limits: {
        ...defaultLimits,
        login: {
          ip: { capacity: 100, refillSeconds: 1 },
          account: { capacity: 1, refillSeconds: 3600 },
        },
      },
    });
    try {
      const spend = await restarted.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: owner.email, password: 'guess-guess' }),
      });
      expect(spend.statusCode).toBe(401);
      const withCookie = await restarted.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', cookie: owner.device },
        payload: JSON.stringify({ email: owner.email, password: PASSWORD }),
      });
      expect(withCookie.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
