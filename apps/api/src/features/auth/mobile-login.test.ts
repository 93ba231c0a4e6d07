import { mobileLoginMessages, notificationChannelMessages } from '@seva/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsKinds } from '../../lib/sms-templates.ts';
import { defaultLimits, THROTTLED_MESSAGE } from '../../lib/throttle.ts';
import {
  post,
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { type SmsPeer, startSmsPeer } from '../../test/sms-peer.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { authMessages } from './service.ts';

/**
 * Logging in with the mobile number (docs/product.md 23 and 38): a citizen registered at the
 * counter with only a number gets a code by SMS, from a real gateway peer over HTTP, and logs
 * in with it or sets a password with it, by both doors.
 */
let smtp: SmtpPeer;
let sms: SmsPeer;
let server: TestServer;
let admin: { authorization: string; id: string };
let clock = Date.now();

/** Every call comes from one address: room enough that only a number's own bucket runs out. */
const roomy = Object.fromEntries(
  Object.entries(defaultLimits).map(([action, spec]) => [
    action,
    { ...spec, ip: { capacity: 1000, refillSeconds: 1 } },
  ]),
) as typeof defaultLimits;

/** MSG91 as an operator sets it up: the peer's URL and key, and every English template. */
function gatewayEnv(peer: SmsPeer): Record<string, string> {
  const env: Record<string, string> = {
    SMS_URL: peer.url,
    SMS_AUTH_KEY: peer.authKey,
    SMS_SENDER_ID: 'SEVAIN',
  };
  for (const kind of smsKinds) env[`SMS_TEMPLATE_${kind.toUpperCase()}`] = `en-${kind}`;
  return env;
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  sms = await startSmsPeer();
  server = await startTestServer({
    smtp,
    env: gatewayEnv(sms),
    limits: roomy,
    now: () => clock,
  });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server?.close();
  await sms?.close();
  await smtp?.close();
});

let mobiles = 0;
/** A fresh valid number per use. */
const nextMobile = () => `70000${String(mobiles++).padStart(5, '0')}`;

/** A walk-in citizen as an operator registers one: a name and a mobile number, nothing else. */
async function counterCitizen(): Promise<{ id: string; mobile: string }> {
  const mobile = nextMobile();
  const response = await post(
    server.app,
    '/api/admin/citizens',
    { name: 'Ramesh Kumar', mobile },
    admin,
  );
  expect(response.statusCode).toBe(201);
  return { id: response.json().citizen._id, mobile };
}

/** The nth SMS code sent to a number, read from the gateway as from the citizen's phone. */
async function codeFor(mobile: string, n = 1): Promise<string> {
  await server.services.auth.drain();
  const deadline = Date.now() + 30_000;
  while (sms.messagesTo(mobile).length < n) {
    if (Date.now() > deadline) throw new Error(`no SMS #${n} to ${mobile}`);
    await sms.waitForMessages(sms.messages.length + 1, 50).catch(() => {});
  }
  const message = sms.messagesTo(mobile)[n - 1];
  expect(message).toMatchObject({ templateId: 'en-code', sender: 'SEVAIN' });
  expect(message?.vars[1]).toBe('10');
  return message?.vars[0] as string;
}

/** The notification rows written so far (after the work started by the last answers). */
async function outboxRows() {
  await server.services.auth.drain();
  return server.rowCount(server.tables.notifications);
}

const ORIGIN = 'http://localhost:3000';

/** A tRPC mutation as the web app calls it: same-origin POST, with the session cookie if any. */
function mutate(path: string, input: unknown, cookie?: string) {
  return server.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: {
      'content-type': 'application/json',
      host: 'localhost:3000',
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify(input),
  });
}

async function trpcMe(cookie: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/trpc/auth.me',
    headers: { host: 'localhost:3000', cookie },
  });
  return response.json().result.data.user;
}

function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : String(header);
  return value.split(';')[0] ?? '';
}

const restMe = (token: string) =>
  server.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

const NEW_PASSWORD = 'mango tree by the well';

describe('a counter citizen with only a mobile number', () => {
  it('logs in with an SMS code, sets a password with a fresh one, and logs in with it (REST)', async () => {
    const citizen = await counterCitizen();
    const asked = await post(server.app, '/api/auth/request-code', { mobile: citizen.mobile });
    expect([asked.statusCode, asked.json()]).toEqual([
      200,
      { message: mobileLoginMessages.codeSent },
    ]);
    const code = await codeFor(citizen.mobile);

    // The number however typed; the code proves it, so no e-mail is needed.
    const login = await post(server.app, '/api/auth/login-code', {
      mobile: `+91 ${citizen.mobile.slice(0, 5)} ${citizen.mobile.slice(5)}`,
      code,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: expect.objectContaining({
        _id: citizen.id,
        email: null,
        mobile: citizen.mobile,
        notifications: { email: true, sms: true },
      }),
    });
    // The device and language cookies, as the e-mail login sets them.
    expect(String(login.headers['set-cookie'])).toMatch(/seva_device=.*lang=en/s);
    const firstToken = login.json().token as string;
    const me = await restMe(firstToken);
    expect([me.statusCode, me.json().user._id]).toEqual([200, citizen.id]);

    // A code works once.
    const again = await post(server.app, '/api/auth/login-code', { mobile: citizen.mobile, code });
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { message: mobileLoginMessages.invalidCode },
    ]);

    await post(server.app, '/api/auth/request-code', { mobile: citizen.mobile });
    const fresh = await codeFor(citizen.mobile, 2);
    const set = await post(server.app, '/api/auth/set-password-code', {
      mobile: citizen.mobile,
      code: fresh,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect([set.statusCode, set.json()]).toEqual([
      200,
      { message: mobileLoginMessages.passwordSet },
    ]);
    // Every session of the account ended with the new password.
    expect((await restMe(firstToken)).statusCode).toBe(401);

    const byPassword = await post(server.app, '/api/auth/login-mobile', {
      mobile: citizen.mobile,
      password: NEW_PASSWORD,
    });
    expect(byPassword.statusCode).toBe(200);
    expect(byPassword.json().user).toMatchObject({ _id: citizen.id, email: null });
    expect((await restMe(byPassword.json().token)).statusCode).toBe(200);

    const wrong = await post(server.app, '/api/auth/login-mobile', {
      mobile: citizen.mobile,
      password: 'not the password at all',
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      401,
      { message: mobileLoginMessages.badLogin },
    ]);
  });

  it('does the same by tRPC, in an HttpOnly cookie; setting a password keeps only this session', async () => {
    const citizen = await counterCitizen();
    const asked = await mutate('auth.requestCode', { mobile: citizen.mobile });
    expect(asked.json().result.data).toEqual({ message: mobileLoginMessages.codeSent });
    const login = await mutate('auth.loginCode', {
      mobile: citizen.mobile,
      code: await codeFor(citizen.mobile),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().result.data.user).toMatchObject({
      _id: citizen.id,
      mobile: citizen.mobile,
    });
    const cookie = sessionCookieOf(login);
    expect(String(login.headers['set-cookie'])).toMatch(/^seva_session=[^;]+;.*HttpOnly/);
    expect(login.body).not.toContain(cookie.split('=')[1]);
    expect((await trpcMe(cookie))._id).toBe(citizen.id);

    // A second session elsewhere, by the REST door.
    await mutate('auth.requestCode', { mobile: citizen.mobile });
    const elsewhere = await post(server.app, '/api/auth/login-code', {
      mobile: citizen.mobile,
      code: await codeFor(citizen.mobile, 2),
    });
    const otherToken = elsewhere.json().token as string;
    expect((await restMe(otherToken)).statusCode).toBe(200);

    await mutate('auth.requestCode', { mobile: citizen.mobile });
    const set = await mutate(
      'auth.setPasswordByCode',
      {
        mobile: citizen.mobile,
        code: await codeFor(citizen.mobile, 3),
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      cookie,
    );
    expect(set.json().result.data).toEqual({ message: mobileLoginMessages.passwordSet });
    expect((await trpcMe(cookie))?._id).toBe(citizen.id);
    expect((await restMe(otherToken)).statusCode).toBe(401);

    const byPassword = await mutate(
      'auth.loginMobile',
      { mobile: citizen.mobile, password: NEW_PASSWORD },
      cookie,
    );
    expect(byPassword.statusCode).toBe(200);
    const second = sessionCookieOf(byPassword);
    expect((await trpcMe(second))._id).toBe(citizen.id);
    // A login ends the session the browser had, as the e-mail login does.
    expect(await trpcMe(cookie)).toBeNull();

    const wrong = await mutate('auth.loginMobile', {
      mobile: citizen.mobile,
      password: 'not the password at all',
    });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([
      401,
      mobileLoginMessages.badLogin,
    ]);
  });
});

describe('codes that do not work', () => {
  it('a wrong code is refused with the SMS wording, by both doors; the fifth kills the code', async () => {
    const citizen = await counterCitizen();
    await post(server.app, '/api/auth/request-code', { mobile: citizen.mobile });
    const code = await codeFor(citizen.mobile);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    const rest = await post(server.app, '/api/auth/login-code', {
      mobile: citizen.mobile,
      code: wrong,
    });
    expect([rest.statusCode, rest.json()]).toEqual([
      400,
      { message: mobileLoginMessages.invalidCode },
    ]);
    const trpc = await mutate('auth.loginCode', { mobile: citizen.mobile, code: wrong });
    expect([trpc.statusCode, trpc.json().error.message]).toEqual([
      400,
      mobileLoginMessages.invalidCode,
    ]);
    const setting = await post(server.app, '/api/auth/set-password-code', {
      mobile: citizen.mobile,
      code: wrong,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect([setting.statusCode, setting.json()]).toEqual([
      400,
      { message: mobileLoginMessages.invalidCode },
    ]);
    for (let i = 0; i < 2; i++) {
      await post(server.app, '/api/auth/login-code', { mobile: citizen.mobile, code: wrong });
    }
    const right = await post(server.app, '/api/auth/login-code', { mobile: citizen.mobile, code });
    expect([right.statusCode, right.json()]).toEqual([
      400,
      { message: mobileLoginMessages.invalidCode },
    ]);
  });

  it('an expired code is refused like a wrong one', async () => {
    const citizen = await counterCitizen();
    await post(server.app, '/api/auth/request-code', { mobile: citizen.mobile });
    const code = await codeFor(citizen.mobile);
    clock += 10 * 60_000 + 1;
    const late = await post(server.app, '/api/auth/login-code', { mobile: citizen.mobile, code });
    expect([late.statusCode, late.json()]).toEqual([
      400,
      { message: mobileLoginMessages.invalidCode },
    ]);
  });
});

describe('the mobile doors do not tell who has an account', () => {
  interface Probe {
    name: string;
    call: (mobile: string) => ReturnType<typeof post>;
  }
  const probes: Probe[] = [
    {
      name: 'request-code',
      call: (mobile) => post(server.app, '/api/auth/request-code', { mobile }),
    },
    {
      name: 'login-code',
      call: (mobile) => post(server.app, '/api/auth/login-code', { mobile, code: '00000000' }),
    },
    {
      name: 'login-mobile',
      call: (mobile) =>
        post(server.app, '/api/auth/login-mobile', { mobile, password: 'a guess at it' }),
    },
    {
      name: 'set-password-code',
      call: (mobile) =>
        post(server.app, '/api/auth/set-password-code', {
          mobile,
          code: '00000000',
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
    },
    {
      name: 'auth.requestCode',
      call: (mobile) => mutate('auth.requestCode', { mobile }),
    },
    {
      name: 'auth.loginMobile',
      call: (mobile) => mutate('auth.loginMobile', { mobile, password: 'a guess at it' }),
    },
  ];

  const asksForCode = new Set(['request-code', 'auth.requestCode']);

  async function observe(probe: Probe, mobile: string) {
    const hashes = server.services.hasher.computations;
    const rows = await outboxRows();
    const response = await probe.call(mobile);
    const body = response.json();
    return {
      status: response.statusCode,
      message: body.message ?? body.error?.message,
      hashes: server.services.hasher.computations - hashes,
      queued: (await outboxRows()) - rows,
    };
  }

  for (const probe of probes) {
    it(`${probe.name}: same status, message and argon2 work for a known and an unknown number`, async () => {
      const known = await observe(probe, (await counterCitizen()).mobile);
      const unknown = await observe(probe, nextMobile());
      expect({ ...unknown, queued: 0 }).toEqual({ ...known, queued: 0 });
      expect(known.status).toBeLessThan(500);
      // Only a real account is sent anything.
      expect(unknown.queued).toBe(0);
      expect(known.queued).toBe(asksForCode.has(probe.name) ? 1 : 0);
    });
  }

  it('an unknown number is sent nothing', async () => {
    const mobile = nextMobile();
    await post(server.app, '/api/auth/request-code', { mobile });
    await outboxRows();
    expect(sms.messagesTo(mobile)).toEqual([]);
  });
});

describe('refusals', () => {
  it('a disabled account is sent no code, and its code or password is refused as disabled', async () => {
    const citizen = await counterCitizen();
    await post(server.app, '/api/auth/request-code', { mobile: citizen.mobile });
    const set = await post(server.app, '/api/auth/set-password-code', {
      mobile: citizen.mobile,
      code: await codeFor(citizen.mobile),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(set.statusCode).toBe(200);
    // A code sent before the operator disabled the account.
    await post(server.app, '/api/auth/request-code', { mobile: citizen.mobile });
    const code = await codeFor(citizen.mobile, 2);
    const disable = await server.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${citizen.id}/disabled`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ disabled: true }),
    });
    expect(disable.statusCode).toBe(200);

    const rows = await outboxRows();
    const asked = await post(server.app, '/api/auth/request-code', { mobile: citizen.mobile });
    expect([asked.statusCode, asked.json()]).toEqual([
      200,
      { message: mobileLoginMessages.codeSent },
    ]);
    expect(await outboxRows()).toBe(rows);

    const byCode = await post(server.app, '/api/auth/login-code', {
      mobile: citizen.mobile,
      code,
    });
    expect([byCode.statusCode, byCode.json()]).toEqual([
      403,
      { message: authMessages.disabled, reason: 'ACCOUNT_DISABLED' },
    ]);
    const byPassword = await post(server.app, '/api/auth/login-mobile', {
      mobile: citizen.mobile,
      password: NEW_PASSWORD,
    });
    expect([byPassword.statusCode, byPassword.json()]).toEqual([
      403,
      { message: authMessages.disabled, reason: 'ACCOUNT_DISABLED' },
    ]);
  });

  it('asking for codes is throttled per number (429), and past four only the answer goes', async () => {
    const citizen = await counterCitizen();
    const unknown = nextMobile();
    for (const mobile of [citizen.mobile, unknown]) {
      for (let i = 0; i < 5; i++) {
        const response = await post(server.app, '/api/auth/request-code', { mobile });
        expect(response.statusCode).toBe(200);
      }
      const sixth = await post(server.app, '/api/auth/request-code', { mobile });
      expect([sixth.statusCode, sixth.json()]).toEqual([429, { message: THROTTLED_MESSAGE }]);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The first code and three resends in ten minutes (the silent resend limit).
    await outboxRows();
    const { notifications } = server.tables;
    const queued = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, citizen.id));
    expect(queued).toHaveLength(4);
  });

  it('answers bad input with 400 and the schema’s message, by both doors', async () => {
    const mobile = nextMobile();
    const cases: Array<[string, object, string]> = [
      ['/api/auth/request-code', {}, 'Mobile Number is required'],
      ['/api/auth/request-code', { mobile: '5811122334' }, 'Invalid mobile number'],
      ['/api/auth/login-code', { mobile }, 'Verification code is required'],
      ['/api/auth/login-mobile', { mobile }, 'Password is required'],
      [
        '/api/auth/set-password-code',
        { mobile, code: '12345678', password: NEW_PASSWORD, confirmPassword: 'something else' },
        'Passwords do not match',
      ],
      [
        '/api/auth/set-password-code',
        { mobile, code: '12345678', password: 'password123', confirmPassword: 'password123' },
        'This password is too common. Please choose another.',
      ],
    ];
    for (const [url, body, message] of cases) {
      const response = await post(server.app, url, body);
      expect([response.statusCode, response.json()], url).toEqual([400, { message }]);
    }
    const trpc = await mutate('auth.loginCode', { mobile: '98765' });
    expect([trpc.statusCode, trpc.json().error.message]).toEqual([400, 'Invalid mobile number']);
  });
});

describe('notification channels', () => {
  it('are saved on the Profile and shown in me, by both doors', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const before = await restMe(citizen.token);
    expect(before.json().user.notifications).toEqual({ email: true, sms: true });

    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/notifications',
      headers: { ...citizen.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: false, sms: true }),
    });
    expect([saved.statusCode, saved.json()]).toEqual([
      200,
      { message: notificationChannelMessages.saved, notifications: { email: false, sms: true } },
    ]);
    expect((await restMe(citizen.token)).json().user.notifications).toEqual({
      email: false,
      sms: true,
    });
    const { users } = server.tables;
    const [row] = await server.db.select().from(users).where(eq(users.id, citizen.user._id));
    expect([row?.notifyByEmail, row?.notifyBySms]).toEqual([false, true]);

    const login = await mutate('auth.login', { email: citizen.email, password: citizen.password });
    const cookie = sessionCookieOf(login);
    const switched = await mutate(
      'auth.setNotificationChannels',
      { email: true, sms: false },
      cookie,
    );
    expect(switched.json().result.data).toEqual({
      message: notificationChannelMessages.saved,
      notifications: { email: true, sms: false },
    });
    expect((await trpcMe(cookie)).notifications).toEqual({ email: true, sms: false });
  });

  it('need a signed-in account and both switches', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const put = (body: object, headers: object) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/auth/notifications',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    expect((await put({ email: true, sms: true }, {})).statusCode).toBe(401);
    const noSms = await put({ email: true }, citizen.auth);
    expect([noSms.statusCode, noSms.json()]).toEqual([
      400,
      { message: 'Choose whether to get SMS' },
    ]);
    const notBoolean = await put({ email: 'no', sms: true }, citizen.auth);
    expect([notBoolean.statusCode, notBoolean.json()]).toEqual([
      400,
      { message: 'Choose whether to get e-mails' },
    ]);
    const trpc = await mutate('auth.setNotificationChannels', { email: true, sms: true });
    expect(trpc.statusCode).toBe(401);
  });
});

describe('without SMS', () => {
  it('asking for a code answers 503 for every number, by both doors', async () => {
    const local = await startTestServer({ smtp, limits: roomy });
    try {
      const operator = await signedInAdmin(local);
      const mobile = nextMobile();
      const registered = await post(
        local.app,
        '/api/admin/citizens',
        { name: 'Geeta Devi', mobile },
        operator,
      );
      expect(registered.statusCode).toBe(201);
      for (const number of [mobile, nextMobile()]) {
        const rest = await post(local.app, '/api/auth/request-code', { mobile: number });
        expect([rest.statusCode, rest.json()]).toEqual([
          503,
          { message: mobileLoginMessages.smsUnavailable },
        ]);
        const trpc = await local.app.inject({
          method: 'POST',
          url: '/trpc/auth.requestCode',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ mobile: number }),
        });
        expect([trpc.statusCode, trpc.json().error.message]).toEqual([
          503,
          mobileLoginMessages.smsUnavailable,
        ]);
      }
      await local.services.auth.drain();
      expect(await local.db.select().from(local.tables.notifications)).toEqual([]);
    } finally {
      await local.close();
    }
  });
});

describe('the log', () => {
  it('never holds a code, and the gateway saw only well-formed requests', async () => {
    const codes = sms.messages.filter((m) => m.templateId === 'en-code').map((m) => m.vars[0]);
    expect(codes.length).toBeGreaterThan(10);
    const log = server.logText();
    for (const code of codes) expect(log).not.toContain(code);
    expect(log).not.toContain(NEW_PASSWORD);
    expect(sms.problems).toEqual([]);
    expect(server.errorLogs()).toEqual([]);
  });
});
