import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits, THROTTLED_MESSAGE } from '../../lib/throttle.ts';
import {
  PASSWORD,
  post,
  startTestServer,
  type TestServer,
  uniqueEmail,
  verifiedCitizen,
} from '../../test/harness.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.ts';

let smtp: SmtpPeer;
let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, now: () => clock });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const ORIGIN = 'http://localhost:3000';

/** Calls a tRPC mutation as the web app does: same-origin POST with the session cookie. */
function mutate(path: string, input: unknown, cookie?: string, origin: string | null = ORIGIN) {
  return server.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: {
      'content-type': 'application/json',
      host: 'localhost:3000',
      ...(origin ? { origin } : {}),
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify(input ?? {}),
  });
}

function query(path: string, cookie?: string) {
  return server.app.inject({
    method: 'GET',
    url: `/trpc/${path}`,
    headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) },
  });
}

function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : String(header);
  return value.split(';')[0] ?? '';
}

async function cookieLogin(email: string, password = PASSWORD) {
  const response = await mutate('auth.login', { email, password });
  expect(response.statusCode).toBe(200);
  return { response, cookie: sessionCookieOf(response) };
}

describe('tRPC auth procedures', () => {
  it('login sets an HttpOnly SameSite=Lax cookie (no Secure on plain http) and me reads it', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const { response, cookie } = await cookieLogin(citizen.email);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^seva_session=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    expect(response.json().result.data.user.email).toBe(citizen.email);
    expect(response.body).not.toContain(cookie.split('=')[1]);

    const me = await query('auth.me', cookie);
    expect(me.json().result.data.user).toMatchObject({ email: citizen.email, role: 'user' });
    const anonymous = await query('auth.me');
    expect(anonymous.json().result.data).toEqual({ user: null });
  });

  it('answers validation errors with the first message, as the forms show it', async () => {
    const response = await mutate('auth.signup', {
      name: ' ',
      email: 'x',
      password: '1',
      confirmPassword: '2',
      consent: true,
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.message).toBe('Name is required');
    expect(error.data.fieldErrors[0]).toEqual({ path: ['name'], message: 'Name is required' });
    expect(JSON.stringify(error)).not.toContain('stack');
  });

  it('signup, verify and the unverified-login reason work through tRPC', async () => {
    const email = uniqueEmail('trpc');
    const signup = await mutate('auth.signup', {
      name: 'Anil',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      consent: true,
    });
    expect(signup.statusCode).toBe(200);
    const unverified = await mutate('auth.login', { email, password: PASSWORD });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.data.reason).toBe('EMAIL_NOT_VERIFIED');
    const code = codeFrom(await smtp.waitForMail(email));
    expect((await mutate('auth.verifyEmail', { email, code })).statusCode).toBe(200);
    expect((await mutate('auth.login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('logout ends the session and clears the cookie', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const { cookie } = await cookieLogin(citizen.email);
    const logout = await mutate('auth.logout', {}, cookie);
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(
      /seva_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await query('auth.me', cookie)).json().result.data.user).toBeNull();
  });

  it('login with a session cookie ends that session, as the REST login does', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const { cookie: first } = await cookieLogin(citizen.email);
    const userOf = async (cookie: string) =>
      (await query('auth.me', cookie)).json().result.data.user;
    expect(await userOf(first)).toMatchObject({ email: citizen.email });

    const again = await mutate('auth.login', { email: citizen.email, password: PASSWORD }, first);
    expect(again.statusCode).toBe(200);
    const second = sessionCookieOf(again);
    expect(second).not.toBe(first);
    expect(await userOf(first)).toBeNull();
    expect(await userOf(second)).toMatchObject({ email: citizen.email });

    // A failed login leaves the current session alone.
    const wrong = await mutate(
      'auth.login',
      { email: citizen.email, password: 'not the password' },
      second,
    );
    expect(wrong.statusCode).toBe(401);
    expect(await userOf(second)).toMatchObject({ email: citizen.email });
  });

  it('updateProfile and changePassword need a session', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const { cookie } = await cookieLogin(citizen.email);
    const updated = await mutate('auth.updateProfile', { name: 'Kiran Devi' }, cookie);
    expect(updated.json().result.data.user.name).toBe('Kiran Devi');
    const anonymous = await mutate('auth.updateProfile', { name: 'X' });
    expect(anonymous.statusCode).toBe(401);
    const changed = await mutate(
      'auth.changePassword',
      {
        currentPassword: PASSWORD,
        newPassword: 'another pass 1',
        confirmPassword: 'another pass 1',
      },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await query('auth.me', cookie)).json().result.data.user.name).toBe('Kiran Devi');
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-authenticated POST from another origin or with no origin', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const { cookie } = await cookieLogin(citizen.email);
    const evil = await mutate(
      'auth.updateProfile',
      { name: 'Hacked' },
      cookie,
      'https://evil.example',
    );
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ message: 'Cross-site request refused' });
    const noOrigin = await mutate('auth.updateProfile', { name: 'Hacked' }, cookie, null);
    expect(noOrigin.statusCode).toBe(403);
    const sameSite = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.updateProfile',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        cookie,
      },
      payload: JSON.stringify({ name: 'Fine' }),
    });
    expect(sameSite.statusCode).toBe(200);
    expect((await query('auth.me', cookie)).json().result.data.user.name).toBe('Fine');
  });

  it('lets Bearer-authenticated REST calls through without an Origin', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { 'content-type': 'application/json', ...citizen.auth },
      payload: JSON.stringify({ name: 'Bearer Ok' }),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  it('dies after an idle hour, and is extended while in use', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const me = () =>
      server.app.inject({ method: 'GET', url: '/api/auth/me', headers: citizen.auth });
    const start = clock;
    try {
      clock = start + SESSION_IDLE_MS - 60_000;
      expect((await me()).statusCode).toBe(200);
      // Used 59 minutes in: good for another hour from now.
      clock = start + 2 * SESSION_IDLE_MS - 2 * 60_000;
      expect((await me()).statusCode).toBe(200);
      clock += SESSION_IDLE_MS + 1;
      expect((await me()).statusCode).toBe(401);
    } finally {
      clock = Date.now();
    }
  });

  it('dies after 12 hours even while in use', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const me = () =>
      server.app.inject({ method: 'GET', url: '/api/auth/me', headers: citizen.auth });
    const start = clock;
    try {
      for (let t = 50; t < SESSION_ABSOLUTE_MS / 60_000; t += 50) {
        clock = start + t * 60_000;
        expect((await me()).statusCode).toBe(200);
      }
      clock = start + SESSION_ABSOLUTE_MS;
      expect((await me()).statusCode).toBe(401);
    } finally {
      clock = Date.now();
    }
  });

  it('expires e-mail codes after 10 minutes', async () => {
    const email = uniqueEmail('late');
    await post(server.app, '/api/auth/signup', {
      name: 'Late',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      consent: true,
    });
    const code = codeFrom(await smtp.waitForMail(email));
    const start = clock;
    try {
      clock = start + 10 * 60_000 + 1;
      const response = await post(server.app, '/api/auth/verify-email', { email, code });
      expect(response.statusCode).toBe(400);
    } finally {
      clock = Date.now();
    }
  });
});

describe('secure cookies', () => {
  it('uses a Secure __Host- cookie when PUBLIC_URL is https', async () => {
    const secure = await startTestServer({ smtp, env: { PUBLIC_URL: 'https://seva.example.in' } });
    try {
      const citizen = await verifiedCitizen(secure, smtp);
      const response = await secure.app.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        headers: { 'content-type': 'application/json', origin: 'https://seva.example.in' },
        payload: JSON.stringify({ email: citizen.email, password: PASSWORD }),
      });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-seva_session=/);
      expect(setCookie).toContain('Secure');
      expect(setCookie).toContain('Path=/');
    } finally {
      await secure.close();
    }
  });
});

describe('throttling', () => {
  it('limits logins per account with 429 and Retry-After, whatever the address', async () => {
    const limited = await startTestServer({
      smtp,
      limits: {
        ...defaultLimits,
        login: {
          ip: { capacity: 100, refillSeconds: 1 },
          account: { capacity: 3, refillSeconds: 60 },
        },
      },
    });
    try {
      const email = uniqueEmail('target');
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          remoteAddress: `10.0.0.${i + 1}`,
          payload: JSON.stringify({ email, password: 'guess-guess' }),
        });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        remoteAddress: '10.0.0.9',
        payload: JSON.stringify({ email, password: 'guess-guess' }),
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'Too many attempts. Please wait a minute and try again.',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same address is not affected.
      const other = await post(limited.app, '/api/auth/login', {
        email: uniqueEmail(),
        password: 'x1234567',
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-ups, verifies, resends and resets per address, over REST and tRPC', async () => {
    const tight = {
      ip: { capacity: 2, refillSeconds: 600 },
      account: { capacity: 50, refillSeconds: 1 },
    };
    const limited = await startTestServer({
      smtp,
      limits: {
        ...defaultLimits,
        signup: tight,
        verify: tight,
        resend: tight,
        reset: tight,
        forgot: tight,
      },
    });
    try {
      const attempts: Array<[string, () => unknown]> = [
        [
          '/api/auth/signup',
          () => ({
            name: 'N',
            email: uniqueEmail(),
            password: PASSWORD,
            confirmPassword: PASSWORD,
            consent: true,
          }),
        ],
        ['/api/auth/verify-email', () => ({ email: uniqueEmail(), code: '12345678' })],
        ['/api/auth/resend-code', () => ({ email: uniqueEmail() })],
        ['/api/auth/forgot-password', () => ({ email: uniqueEmail() })],
        [
          '/api/auth/reset-password',
          () => ({
            email: uniqueEmail(),
            code: '12345678',
            password: PASSWORD,
            confirmPassword: PASSWORD,
          }),
        ],
      ];
      for (const [url, body] of attempts) {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++)
          statuses.push((await post(limited.app, url, body())).statusCode);
        expect(statuses[2], url).toBe(429);
        expect(statuses[0], url).not.toBe(429);
      }
      const trpc = await limited.app.inject({
        method: 'POST',
        url: '/trpc/auth.signup',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: 'N',
          email: uniqueEmail(),
          password: PASSWORD,
          confirmPassword: PASSWORD,
          consent: true,
        }),
      });
      expect(trpc.statusCode).toBe(429);
      // Another address is still served.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'content-type': 'application/json' },
        remoteAddress: '192.0.2.44',
        payload: JSON.stringify({ email: uniqueEmail() }),
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
  /** A REST login from a given client address (and optionally a forwarded-for header). */
  function loginFrom(
    target: TestServer,
    remoteAddress: string,
    email: string,
    forwardedFor?: string,
  ) {
    return target.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      remoteAddress,
      payload: JSON.stringify({ email, password: 'guess-guess' }),
    });
  }

  it('limits logins per address across many accounts, then 429 with a clear message', async () => {
    const perAddress = {
      ...defaultLimits,
      login: {
        ip: { capacity: 3, refillSeconds: 600 },
        account: { capacity: 100, refillSeconds: 1 },
      },
    };
    const limited = await startTestServer({ smtp, limits: perAddress });
    try {
      const cafe = '198.51.100.7';
      for (let i = 0; i < 3; i++) {
        expect((await loginFrom(limited, cafe, uniqueEmail('sprayed'))).statusCode).toBe(401);
      }
      const blocked = await loginFrom(limited, cafe, uniqueEmail('sprayed'));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: THROTTLED_MESSAGE });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Without TRUST_PROXY a forged X-Forwarded-For does not buy a fresh bucket.
      const forged = await loginFrom(limited, cafe, uniqueEmail('sprayed'), '203.0.113.99');
      expect(forged.statusCode).toBe(429);
      // Another address is still served.
      expect((await loginFrom(limited, '198.51.100.8', uniqueEmail())).statusCode).toBe(401);
    } finally {
      await limited.close();
    }

    // Behind a trusted proxy the client's address is the forwarded one.
    const proxied = await startTestServer({
      smtp,
      limits: perAddress,
      env: { TRUST_PROXY: 'true' },
    });
    try {
      const proxy = '127.0.0.1';
      for (let i = 0; i < 3; i++) {
        const response = await loginFrom(proxied, proxy, uniqueEmail(), '203.0.113.1');
        expect(response.statusCode).toBe(401);
      }
      expect((await loginFrom(proxied, proxy, uniqueEmail(), '203.0.113.1')).statusCode).toBe(429);
      expect((await loginFrom(proxied, proxy, uniqueEmail(), '203.0.113.2')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('limits sign-ups, verifies, resends, forgot and resets per account, whatever the address and door', async () => {
    const perAccount = {
      ip: { capacity: 100, refillSeconds: 1 },
      account: { capacity: 2, refillSeconds: 600 },
    };
    const limited = await startTestServer({
      smtp,
      limits: {
        ...defaultLimits,
        signup: perAccount,
        verify: perAccount,
        resend: perAccount,
        forgot: perAccount,
        reset: perAccount,
      },
    });
    const call = (door: string, remoteAddress: string, body: unknown) =>
      limited.app.inject({
        method: 'POST',
        url: door,
        headers: { 'content-type': 'application/json' },
        remoteAddress,
        payload: JSON.stringify(body),
      });
    try {
      const actions: Array<[string, string, (email: string) => unknown]> = [
        [
          '/api/auth/signup',
          '/trpc/auth.signup',
          (email) => ({
            name: 'N',
            email,
            password: PASSWORD,
            confirmPassword: PASSWORD,
            consent: true,
          }),
        ],
        [
          '/api/auth/verify-email',
          '/trpc/auth.verifyEmail',
          (email) => ({ email, code: '12345678' }),
        ],
        ['/api/auth/resend-code', '/trpc/auth.resendCode', (email) => ({ email })],
        ['/api/auth/forgot-password', '/trpc/auth.forgotPassword', (email) => ({ email })],
        [
          '/api/auth/reset-password',
          '/trpc/auth.resetPassword',
          (email) => ({
            email,
            code: '12345678',
            password: PASSWORD,
            confirmPassword: PASSWORD,
          }),
        ],
      ];
      for (const [rest, trpc, body] of actions) {
        const email = uniqueEmail('target');
        const first = await call(rest, '10.1.0.1', body(email));
        // The same account in another spelling, through the other door, from another address.
        const second = await call(trpc, '10.1.0.2', body(email.toUpperCase()));
        const third = await call(rest, '10.1.0.3', body(email));
        expect([first.statusCode, second.statusCode], rest).not.toContain(429);
        expect(third.statusCode, rest).toBe(429);
        expect(third.json(), rest).toEqual({ message: THROTTLED_MESSAGE });
        expect(Number(third.headers['retry-after']), rest).toBeGreaterThan(0);
        // The address itself was not limited: another account from it is served.
        const other = await call(rest, '10.1.0.3', body(uniqueEmail()));
        expect(other.statusCode, rest).not.toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});
