import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  json,
  PASSWORD,
  post,
  startTestServer,
  type TestServer,
  uniqueEmail,
  verifiedCitizen,
} from '../../test/harness.ts';
import { settleOutbox, waitForNotification } from '../../test/outbox.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { codeMessages } from './codes.ts';
import { authMessages } from './service.ts';

let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const signup = (body: unknown) => post(server.app, '/api/auth/signup', body);
const userCount = () => server.rowCount(server.tables.users);
const validSignup = (email = uniqueEmail()) => ({
  name: 'Ramesh Kumar',
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  consent: true,
});

describe('health', () => {
  it('answers ok', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('POST /api/auth/signup', () => {
  it('creates an unverified account, stores the e-mail lower-case and mails an 8-digit code', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await signup(validSignup(email.toUpperCase()));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: authMessages.signedUp });
    const { users } = server.tables;
    const [row] = await server.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.role).toBe('user');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = await smtp.waitForMail(email.toLowerCase());
    const code = codeFrom(mail);
    expect(code).toMatch(/^\d{8}$/);
    expect(mail.html).toContain(code);
    // Lock screens show subjects: the code stays in the body.
    expect(mail.subject).toBe('Seva: your verification code');
    expect(mail.subject).not.toMatch(/\d{8}/);
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
    ['confirmPassword', 'Confirm Password is required'],
  ])('refuses a missing %s with "%s" and creates nothing', async (field, message) => {
    const before = await userCount();
    const body: Record<string, unknown> = validSignup();
    delete body[field];
    const response = await signup(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await userCount()).toBe(before);
  });

  it('treats blank-after-trimming as missing', async () => {
    const response = await signup({ ...validSignup(), name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Name is required' });
  });

  it.each([
    [
      'a password of only spaces',
      { password: '        ', confirmPassword: '        ' },
      'Password is required',
    ],
    ['a blank confirmation', { confirmPassword: '        ' }, 'Confirm Password is required'],
    ['an empty confirmation', { confirmPassword: '' }, 'Confirm Password is required'],
  ])('counts %s as missing ("%s") and creates nothing', async (_case, change, message) => {
    const before = await userCount();
    const response = await signup({ ...validSignup(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await userCount()).toBe(before);
  });

  it('keeps the spaces of a password exactly as typed', async () => {
    const padded = '  padded pass  ';
    const citizen = await verifiedCitizen(server, smtp, { password: padded });
    const trimmed = await post(server.app, '/api/auth/login', {
      email: citizen.email,
      password: padded.trim(),
    });
    expect(trimmed.statusCode).toBe(401);
  });

  it('refuses passwords that do not match', async () => {
    const response = await signup({ ...validSignup(), confirmPassword: 'something else' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Passwords do not match' });
  });

  it('checks the e-mail format', async () => {
    const response = await signup({ ...validSignup(), email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please enter a valid email address' });
  });

  it('wants at least 8 characters and takes 64 with no composition rules', async () => {
    const short = await signup({
      ...validSignup(),
      password: 'abc1234',
      confirmPassword: 'abc1234',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const long = 'a'.repeat(64);
    const ok = await signup({ ...validSignup(), password: long, confirmPassword: long });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a registered address without creating anything', async () => {
    const body = validSignup();
    expect((await signup(body)).statusCode).toBe(201);
    const before = await userCount();
    const again = await signup({ ...body, email: body.email.toUpperCase(), name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: authMessages.duplicate });
    expect(await userCount()).toBe(before);
    await smtp.waitForMail(body.email);
    await settleOutbox(server);
    expect(smtp.mailsTo(body.email)).toHaveLength(1);
  });

  it('answers malformed JSON, wrong types and non-object bodies with 400 and a message', async () => {
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: json,
      payload: '{"name": "A",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON in request body' });

    const wrongType = await signup({ ...validSignup(), name: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: 'Name is required' });

    const array = await signup([1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ message: 'Request body must be a JSON object' });

    const empty = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: json,
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBeTypeOf('string');

    const huge = await signup({ ...validSignup(), name: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large' });
  });

  it('keeps the sign-up when the mail server refuses the code, and sends it when retried', async () => {
    const body = validSignup();
    smtp.failNextMessages(1);
    const before = await userCount();
    const response = await signup(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: authMessages.signedUp });
    expect(await userCount()).toBe(before + 1);
    const { users } = server.tables;
    const [user] = await server.db.select().from(users).where(eq(users.email, body.email));
    // Refused once: waiting for its next attempt, with the SMTP reply and nothing else.
    const row = await waitForNotification(
      server,
      (entry) => entry.userId === user?.id && entry.attempts === 1 && entry.status === 'waiting',
    );
    expect(row).toMatchObject({ kind: 'verify_code', channel: 'email', urgent: true });
    expect(row.lastError).toMatch(/^SMTP [45]\d\d$/);
    expect(row.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    // 'Retry now' in Settings (or the backoff) sends it; the code in it verifies the account.
    await server.services.outbox.retry(row.id);
    const code = codeFrom(await smtp.waitForMail(body.email));
    const verified = await post(server.app, '/api/auth/verify-email', { email: body.email, code });
    expect(verified.statusCode).toBe(200);
    expect(server.logText()).not.toContain(code);
  });
});

describe('POST /api/auth/verify-email', () => {
  async function signedUp() {
    const body = validSignup();
    await signup(body);
    const code = codeFrom(await smtp.waitForMail(body.email));
    return { ...body, code };
  }
  const verify = (body: Record<string, unknown>) =>
    post(server.app, '/api/auth/verify-email', body);
  const wrongCodeFor = (code: string) => (code === '00000000' ? '11111111' : '00000000');

  it('verifies with the right code; name and password are accepted and ignored', async () => {
    const account = await signedUp();
    const response = await verify({
      email: account.email,
      code: account.code,
      name: 'ignored',
      password: 'ignored',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.verified });
    const login = await post(server.app, '/api/auth/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong code; the right one pressed twice is answered as the first time', async () => {
    const account = await signedUp();
    const wrong = await verify({ email: account.email, code: wrongCodeFor(account.code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: codeMessages.invalid });
    expect((await verify({ email: account.email, code: account.code })).statusCode).toBe(200);
    const twice = await verify({ email: account.email, code: account.code });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ message: authMessages.verified });
    // Any other code on a verified account is answered as a wrong code anywhere.
    const other = await verify({ email: account.email, code: wrongCodeFor(account.code) });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: codeMessages.invalid });
  });

  it('kills the code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const account = await signedUp();
    for (let i = 0; i < 5; i++) {
      const response = await verify({ email: account.email, code: wrongCodeFor(account.code) });
      expect(response.json()).toEqual({ message: codeMessages.invalid });
    }
    const sixth = await verify({ email: account.email, code: account.code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ message: codeMessages.invalid });
    const login = await post(server.app, '/api/auth/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(403);
  });

  it('checks the code format and required fields', async () => {
    const missing = await verify({ email: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Verification code is required' });
    const letters = await verify({ email: uniqueEmail(), code: 'abcdefgh' });
    expect(letters.json()).toEqual({ message: 'Enter the 8-digit code from the email' });
  });

  it('a resent code replaces the old one, and at most 3 resends go out in 10 minutes', async () => {
    const account = await signedUp();
    const resend = () => post(server.app, '/api/auth/resend-code', { email: account.email });
    for (let i = 1; i <= 3; i++) {
      const response = await resend();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: authMessages.codeResent });
      await smtp.waitForMail(account.email, i + 1);
    }
    // The fourth is answered as usual (an unknown address gets the same) but sends nothing.
    const fourth = await resend();
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toEqual({ message: authMessages.codeResent });
    await server.services.auth.drain();
    await settleOutbox(server);
    expect(smtp.mailsTo(account.email)).toHaveLength(4);

    const newest = codeFrom(smtp.mailsTo(account.email)[3] as never);
    if (newest !== account.code) {
      const old = await verify({ email: account.email, code: account.code });
      expect(old.json()).toEqual({ message: codeMessages.invalid });
    }
    expect((await verify({ email: account.email, code: newest })).statusCode).toBe(200);
  });

  it('answers a resend for an unknown address the same way, sending nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await post(server.app, '/api/auth/resend-code', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.codeResent });
    await server.services.auth.drain();
    await settleOutbox(server);
    expect(smtp.mailsTo(email)).toHaveLength(0);
  });
});

describe('POST /api/auth/login', () => {
  it("answers a token and the seeds' user shape, never the password hash", async () => {
    const citizen = await verifiedCitizen(server, smtp, { name: 'Mohan Lal' });
    const response = await post(server.app, '/api/auth/login', {
      email: citizen.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token', 'user']);
    expect(body.token).toMatch(/^[a-z2-7]{32}\.[a-z2-7]{52}$/);
    expect(body.user).toEqual({
      _id: citizen.user._id,
      name: 'Mohan Lal',
      email: citizen.email,
      role: 'user',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // The old portal's shape plus the account's language, which the web reads, and its
      // mobile number (none here).
      language: 'en',
      mobile: null,
      // The channels it is told on (docs/product.md 38): both on until turned off.
      notifications: { email: true, sms: true },
    });
    expect(response.body).not.toContain('argon2');
    // Each login is a new session.
    expect(body.token).not.toBe(citizen.token);
  });

  it('ends the session the caller already had, as the tRPC login does', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const me = (token: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me(citizen.token)).statusCode).toBe(200);
    const again = await post(
      server.app,
      '/api/auth/login',
      { email: citizen.email, password: PASSWORD },
      { authorization: `Bearer ${citizen.token}` },
    );
    expect(again.statusCode).toBe(200);
    const { token } = again.json();
    expect((await me(citizen.token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    // A failed login leaves the current session alone.
    const wrong = await post(
      server.app,
      '/api/auth/login',
      { email: citizen.email, password: 'not the password' },
      { authorization: `Bearer ${token}` },
    );
    expect(wrong.statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses an unverified account and offers a new code', async () => {
    const body = validSignup();
    await signup(body);
    const response = await post(server.app, '/api/auth/login', {
      email: body.email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: authMessages.notVerified,
      reason: 'EMAIL_NOT_VERIFIED',
    });
  });

  it('has the dummy hash for unknown e-mails ready once createServer resolves', () => {
    // Made at start, so the first unknown-e-mail login does not pay for an extra hash.
    expect(server.services.hasher.dummyHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers a wrong password and an unknown e-mail alike, in about the same time', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await post(server.app, '/api/auth/login', {
        email,
        password: 'wrong-password',
      });
      return { response, ms: performance.now() - started };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await timed(citizen.email);
      const b = await timed(uniqueEmail('ghost'));
      expect(a.response.statusCode).toBe(401);
      expect(b.response.statusCode).toBe(401);
      expect(a.response.json()).toEqual({ message: authMessages.badLogin });
      expect(b.response.json()).toEqual(a.response.json());
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[values.length >> 1] ?? 0;
    // Both paths run one argon2id verification (~20 ms or more), so neither answers fast.
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 3);
    expect(median(wrong)).toBeGreaterThan(median(unknown) / 3);
    expect(median(unknown)).toBeGreaterThan(5);
  });

  it('requires both fields', async () => {
    const response = await post(server.app, '/api/auth/login', { email: uniqueEmail() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Password is required' });
  });
});

describe('sessions over REST', () => {
  const me = (headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('GET /api/auth/me answers the user for a Bearer token and 401 without one', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const ok = await me(citizen.auth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(citizen.email);
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: authMessages.notAuthenticated });
  });

  it('refuses tampered tokens', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const [id, secret] = citizen.token.split('.') as [string, string];
    const flipped = `${id}.${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`;
    for (const token of [
      flipped,
      `${id}.`,
      id,
      `${id}x.${secret}`,
      'garbage',
      `${citizen.token}.x`,
    ]) {
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
  });

  it('logout ends the session on the server', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: citizen.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.loggedOut });
    expect((await me(citizen.auth)).statusCode).toBe(401);
  });

  it('never logs passwords, tokens or codes', async () => {
    const citizen = await verifiedCitizen(server, smtp, { password: 'unique-secret-pass-9081' });
    await me(citizen.auth);
    const text = server.logText();
    expect(text).not.toContain('unique-secret-pass-9081');
    expect(text).not.toContain(citizen.token.split('.')[1]);
    expect(text).not.toContain(codeFrom(smtp.mailsTo(citizen.email)[0] as never));
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const ghost = uniqueEmail('ghost');
    const known = await post(server.app, '/api/auth/forgot-password', { email: citizen.email });
    const unknown = await post(server.app, '/api/auth/forgot-password', { email: ghost });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: authMessages.resetSent });
    expect(unknown.json()).toEqual(known.json());
    const mail = await smtp.waitForMail(citizen.email, 2);
    expect(mail.subject).toBe('Seva: your password reset code');
    expect(mail.subject).not.toContain(codeFrom(mail));
    expect(smtp.mailsTo(ghost)).toHaveLength(0);
  });

  it('sets the new password with the mailed code and ends every session', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const second = await post(server.app, '/api/auth/login', {
      email: citizen.email,
      password: PASSWORD,
    });
    await post(server.app, '/api/auth/forgot-password', { email: citizen.email });
    const code = codeFrom(await smtp.waitForMail(citizen.email, 2));
    const mismatch = await post(server.app, '/api/auth/reset-password', {
      email: citizen.email,
      code,
      password: 'new password 123',
      confirmPassword: 'other',
    });
    expect(mismatch.json()).toEqual({ message: 'Passwords do not match' });
    for (const [change, message] of [
      [{ password: '          ', confirmPassword: '          ' }, 'Password is required'],
      [{ password: 'new password 123', confirmPassword: '   ' }, 'Confirm Password is required'],
    ] as const) {
      const blank = await post(server.app, '/api/auth/reset-password', {
        email: citizen.email,
        code,
        ...change,
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ message });
    }
    const reset = await post(server.app, '/api/auth/reset-password', {
      email: citizen.email,
      code,
      password: 'new password 123',
      confirmPassword: 'new password 123',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: authMessages.passwordReset });
    for (const token of [citizen.token, second.json().token]) {
      const me = await server.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
    const old = await post(server.app, '/api/auth/login', {
      email: citizen.email,
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await post(server.app, '/api/auth/login', {
      email: citizen.email,
      password: 'new password 123',
    });
    expect(fresh.statusCode).toBe(200);
    // The code worked once.
    const again = await post(server.app, '/api/auth/reset-password', {
      email: citizen.email,
      code,
      password: 'third password',
      confirmPassword: 'third password',
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('change password and profile over REST', () => {
  it('changes the password with the current one and ends the other sessions only', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const other = (
      await post(server.app, '/api/auth/login', { email: citizen.email, password: PASSWORD })
    ).json().token as string;
    const wrong = await post(
      server.app,
      '/api/auth/change-password',
      {
        currentPassword: 'nope nope',
        newPassword: 'brand new pass',
        confirmPassword: 'brand new pass',
      },
      citizen.auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: authMessages.wrongCurrentPassword });
    for (const [change, message] of [
      [{ newPassword: '          ', confirmPassword: '          ' }, 'Password is required'],
      [{ newPassword: 'brand new pass', confirmPassword: '  ' }, 'Confirm Password is required'],
    ] as const) {
      const blank = await post(
        server.app,
        '/api/auth/change-password',
        { currentPassword: PASSWORD, ...change },
        citizen.auth,
      );
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ message });
    }
    const ok = await post(
      server.app,
      '/api/auth/change-password',
      {
        currentPassword: PASSWORD,
        newPassword: 'brand new pass',
        confirmPassword: 'brand new pass',
      },
      citizen.auth,
    );
    expect(ok.statusCode).toBe(200);
    const meWith = (token: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await meWith(citizen.token)).statusCode).toBe(200);
    expect((await meWith(other)).statusCode).toBe(401);
  });

  it('edits the name, and refuses signed-out callers', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { ...json, ...citizen.auth },
      payload: JSON.stringify({ name: '  Geeta Kumari ' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Geeta Kumari');
    const blank = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { ...json, ...citizen.auth },
      payload: JSON.stringify({ name: ' ' }),
    });
    expect(blank.statusCode).toBe(400);
    const signedOut = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: json,
      payload: JSON.stringify({ name: 'X' }),
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
