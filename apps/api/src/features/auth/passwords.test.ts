import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { ARGON2_OPTIONS, COMMON_PASSWORD_MESSAGE } from '../../lib/passwords.ts';
import {
  PASSWORD,
  post,
  startTestServer,
  type TestServer,
  uniqueEmail,
  verifiedCitizen,
} from '../../test/harness.ts';
import { trpcCall } from '../../test/http.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createOrPromoteAdmin } from './admin-accounts.ts';

// docs/decisions/027-passwords.md

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

const COMPOSED = 'Seva caf\u00e9 2026';
const DECOMPOSED = 'Seva cafe\u0301 2026';
const FULL_WIDTH = '\uff33\uff45\uff56\uff41 caf\u00e9 \uff12\uff10\uff12\uff16';
/** In the list, in upper case: the check ignores case. */
const COMMON = 'Password1';

async function userByEmail(email: string) {
  const { users } = server.tables;
  const [row] = await server.db.select().from(users).where(eq(users.email, email));
  return row;
}
const login = (email: string, password: string) =>
  post(server.app, '/api/auth/login', { email, password });

describe('passwords are normalised (NFKC)', () => {
  it('logs in whichever form of a character is typed, by both doors', async () => {
    const citizen = await verifiedCitizen(server, smtp, { password: DECOMPOSED });
    for (const typed of [COMPOSED, DECOMPOSED, FULL_WIDTH]) {
      expect((await login(citizen.email, typed)).statusCode, typed).toBe(200);
    }
    const trpc = await trpcCall(server.app, 'mutation', 'auth.login', null, {
      email: citizen.email,
      password: FULL_WIDTH,
    });
    expect(trpc.statusCode).toBe(200);
    expect((await login(citizen.email, 'Seva cafe 2026')).statusCode).toBe(401);
  });

  it('rehashes a password stored before normalisation at its first login', async () => {
    const email = uniqueEmail('legacy');
    const legacyHash = await hash(DECOMPOSED, ARGON2_OPTIONS);
    const at = new Date();
    await server.db.insert(server.tables.users).values({
      id: newId(),
      name: 'Old Account',
      email,
      passwordHash: legacyHash,
      role: 'user',
      emailVerifiedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    // Before: only the exact form it was made from opens it.
    expect((await login(email, COMPOSED)).statusCode).toBe(401);
    expect((await login(email, DECOMPOSED)).statusCode).toBe(200);
    const rehashed = (await userByEmail(email))?.passwordHash;
    expect(rehashed).not.toBe(legacyHash);
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // After: every form does.
    expect((await login(email, COMPOSED)).statusCode).toBe(200);
    expect((await login(email, FULL_WIDTH)).statusCode).toBe(200);
  });
});

describe('the 10,000 most common passwords are refused', () => {
  const refused = { message: COMMON_PASSWORD_MESSAGE };

  it('at sign-up, by both doors, creating nothing and mailing nothing', async () => {
    for (const door of ['rest', 'trpc'] as const) {
      const email = uniqueEmail('common');
      const body = {
        name: 'Common',
        email,
        password: COMMON,
        confirmPassword: COMMON,
        consent: true,
      };
      const response =
        door === 'rest'
          ? await post(server.app, '/api/auth/signup', body)
          : await trpcCall(server.app, 'mutation', 'auth.signup', null, body);
      expect(response.statusCode, door).toBe(400);
      const message =
        door === 'rest' ? response.json() : { message: response.json().error.message };
      expect(message, door).toEqual(refused);
      expect(await userByEmail(email), door).toBeUndefined();
      expect(smtp.mailsTo(email), door).toHaveLength(0);
    }
  });

  it('at reset, by both doors, leaving the password and the code as they were', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    await post(server.app, '/api/auth/forgot-password', { email: citizen.email });
    const code = codeFrom(await smtp.waitForMail(citizen.email, 2));
    const body = (password: string) => ({
      email: citizen.email,
      code,
      password,
      confirmPassword: password,
    });
    const rest = await post(server.app, '/api/auth/reset-password', body(COMMON));
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual(refused);
    const trpc = await trpcCall(server.app, 'mutation', 'auth.resetPassword', null, body(COMMON));
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await login(citizen.email, PASSWORD)).statusCode).toBe(200);
    // The code was not used up by the refusals.
    const ok = await post(server.app, '/api/auth/reset-password', body('my own long phrase'));
    expect(ok.statusCode).toBe(200);
  });

  it('at change password, by both doors, keeping the old password', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const body = {
      currentPassword: PASSWORD,
      newPassword: COMMON,
      confirmPassword: COMMON,
    };
    const rest = await post(server.app, '/api/auth/change-password', body, citizen.auth);
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual(refused);
    const trpc = await trpcCall(server.app, 'mutation', 'auth.changePassword', citizen.auth, body);
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await login(citizen.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(citizen.email, COMMON)).statusCode).toBe(401);
  });

  it('at create-admin, for a new account and for one being promoted', async () => {
    const email = uniqueEmail('admin');
    await expect(
      createOrPromoteAdmin(server.services.repositories.auth, server.services.hasher, {
        email,
        name: 'Operator',
        password: COMMON,
      }),
    ).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    expect(await userByEmail(email)).toBeUndefined();

    const citizen = await verifiedCitizen(server, smtp);
    const before = await userByEmail(citizen.email);
    await expect(
      createOrPromoteAdmin(server.services.repositories.auth, server.services.hasher, {
        email: citizen.email,
        password: COMMON,
      }),
    ).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    expect(await userByEmail(citizen.email)).toEqual(before);
  });

  it('but an existing common password still logs in (it is refused only when set)', async () => {
    const email = uniqueEmail('old-common');
    const at = new Date();
    await server.db.insert(server.tables.users).values({
      id: newId(),
      name: 'Before The List',
      email,
      passwordHash: await hash(COMMON, ARGON2_OPTIONS),
      role: 'user',
      emailVerifiedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    expect((await login(email, COMMON)).statusCode).toBe(200);
  });
});
