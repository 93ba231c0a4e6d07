import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '../../lib/throttle.ts';
import {
  PASSWORD,
  post,
  startTestServer,
  type TestServer,
  uniqueEmail,
  verifiedCitizen,
} from '../../test/harness.ts';
import { trpcCall } from '../../test/http.ts';
import { settleOutbox, waitForNotification } from '../../test/outbox.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { codeMessages } from './codes.ts';
import { authMessages } from './service.ts';

// docs/decisions/026-no-account-enumeration.md: the four code endpoints answer a verified
// account, an account waiting for verification and an unknown address alike, by both doors.

let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // Every call comes from one address: room enough that no answer here is a 429.
  const roomy = Object.fromEntries(
    Object.entries(defaultLimits).map(([action, spec]) => [
      action,
      { ...spec, ip: { capacity: 1000, refillSeconds: 1 } },
    ]),
  ) as typeof defaultLimits;
  server = await startTestServer({ smtp, limits: roomy });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

type Kind = 'verified' | 'waiting' | 'unknown';
const KINDS: Kind[] = ['verified', 'waiting', 'unknown'];

/** An address of each kind; the waiting one holds a live verification code. */
async function addressOf(kind: Kind): Promise<string> {
  if (kind === 'unknown') return uniqueEmail('nobody');
  if (kind === 'verified') return (await verifiedCitizen(server, smtp)).email;
  const email = uniqueEmail('waiting');
  const response = await post(server.app, '/api/auth/signup', {
    name: 'Waiting',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    consent: true,
  });
  expect(response.statusCode).toBe(201);
  await smtp.waitForMail(email);
  return email;
}

/** A code that is surely not the live one of `email` (mailed codes are random 8 digits). */
function notTheCode(email: string): string {
  const mailed = smtp.mailsTo(email).map((mail) => codeFrom(mail));
  return ['00000000', '11111111', '22222222'].find((code) => !mailed.includes(code)) as string;
}

interface Endpoint {
  rest: string;
  trpc: string;
  body: (email: string) => Record<string, string>;
}

const endpoints: Endpoint[] = [
  {
    rest: '/api/auth/verify-email',
    trpc: 'auth.verifyEmail',
    body: (email) => ({ email, code: notTheCode(email) }),
  },
  { rest: '/api/auth/resend-code', trpc: 'auth.resendCode', body: (email) => ({ email }) },
  {
    rest: '/api/auth/forgot-password',
    trpc: 'auth.forgotPassword',
    body: (email) => ({ email }),
  },
  {
    rest: '/api/auth/reset-password',
    trpc: 'auth.resetPassword',
    body: (email) => ({
      email,
      code: notTheCode(email),
      password: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    }),
  },
];

/** Status and body of one call, with the work it cost: argon2 runs and mails sent. */
async function observe(door: 'rest' | 'trpc', endpoint: Endpoint, email: string) {
  const mailsBefore = smtp.inbox.length;
  const hashesBefore = server.services.hasher.computations;
  const body = endpoint.body(email);
  const response =
    door === 'rest'
      ? await post(server.app, endpoint.rest, body)
      : await trpcCall(server.app, 'mutation', endpoint.trpc, null, body);
  const hashes = server.services.hasher.computations - hashesBefore;
  await server.services.auth.drain();
  await settleOutbox(server);
  return {
    status: response.statusCode,
    body: response.json(),
    hashes,
    mailed: smtp.inbox.length - mailsBefore,
  };
}

describe('the code endpoints do not tell who has an account', () => {
  for (const endpoint of endpoints) {
    for (const door of ['rest', 'trpc'] as const) {
      it(`${door === 'rest' ? endpoint.rest : `/trpc/${endpoint.trpc}`}: same status, body and argon2 work`, async () => {
        const seen = [];
        for (const kind of KINDS)
          seen.push({ kind, ...(await observe(door, endpoint, await addressOf(kind))) });
        const [first, ...rest] = seen;
        for (const other of rest) {
          expect(
            { status: other.status, body: other.body, hashes: other.hashes },
            other.kind,
          ).toEqual({
            status: first?.status,
            body: first?.body,
            hashes: first?.hashes,
          });
        }
        expect(first?.status).toBeLessThan(500);
      });
    }
  }

  it('answers with the messages a citizen can act on', async () => {
    const email = await addressOf('unknown');
    const verify = await post(server.app, '/api/auth/verify-email', {
      email,
      code: '12345678',
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({ message: codeMessages.invalid });
    const reset = await post(server.app, '/api/auth/reset-password', {
      email,
      code: '12345678',
      password: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: codeMessages.invalid });
    const resend = await post(server.app, '/api/auth/resend-code', { email });
    expect(resend.json()).toEqual({ message: authMessages.codeResent });
    const forgot = await post(server.app, '/api/auth/forgot-password', { email });
    expect(forgot.json()).toEqual({ message: authMessages.resetSent });
  });

  it('reset hashes the new password for an unknown address too (one argon2 run each)', async () => {
    const known = await observe('rest', endpoints[3] as Endpoint, await addressOf('verified'));
    const unknown = await observe('rest', endpoints[3] as Endpoint, await addressOf('unknown'));
    expect(known.hashes).toBe(1);
    expect(unknown.hashes).toBe(1);
  });

  it('sends the mail after answering: a refusing mail server changes nothing in the answer', async () => {
    const email = await addressOf('verified');
    smtp.failNextMessages(1);
    const errorsBefore = server.errorLogs().length;
    const failing = await post(server.app, '/api/auth/forgot-password', { email });
    const unknown = await post(server.app, '/api/auth/forgot-password', {
      email: uniqueEmail('nobody'),
    });
    expect(failing.statusCode).toBe(200);
    expect(failing.json()).toEqual(unknown.json());
    await server.services.auth.drain();
    await settleOutbox(server);
    // The refusal is kept on the outbox row and logged for the operator, without the code.
    const { users } = server.tables;
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const row = await waitForNotification(
      server,
      (entry) => entry.userId === user?.id && entry.attempts === 1 && entry.status === 'waiting',
    );
    expect(row.lastError).toMatch(/^SMTP [45]\d\d$/);
    const logged = server.logs.filter((entry) => entry.notificationId === row.id);
    expect(logged.some((entry) => entry.msg === 'notification not sent; will retry')).toBe(true);
    expect(server.errorLogs().length).toBe(errorsBefore);
  });

  it('past the resend limit a real account is answered as before and sent nothing', async () => {
    const email = await addressOf('waiting');
    for (let i = 0; i < 5; i++) {
      const response = await post(server.app, '/api/auth/resend-code', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: authMessages.codeResent });
    }
    await server.services.auth.drain();
    await settleOutbox(server);
    // The sign-up code and three resends: the limit of four in ten minutes held.
    expect(smtp.mailsTo(email)).toHaveLength(4);
    const { users, emailCodes } = server.tables;
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const rows = await server.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.userId, user?.id as string));
    expect(rows).toHaveLength(4);
  });
});
