import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  post,
  signedInAdmin,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../../test/harness.ts';
import { httpCaller } from '../../test/http.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/** Accounts that carry a mobile number (docs/product.md, Citizens known by mobile number). */
let smtp: SmtpPeer;
let server: TestServer;
let base: string;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const call = httpCaller(() => base);

async function signUp(mobile: string | undefined, email = uniqueEmail()) {
  return post(server.app, '/api/auth/signup', {
    name: 'Ravi Kumar',
    email,
    ...(mobile === undefined ? {} : { mobile }),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    consent: true,
  });
}

async function signedIn(mobile: string | undefined) {
  const email = uniqueEmail();
  const signup = await signUp(mobile, email);
  expect(signup.statusCode).toBe(201);
  const code = codeFrom(await smtp.waitForMail(email));
  expect((await post(server.app, '/api/auth/verify-email', { email, code })).statusCode).toBe(200);
  const login = await post(server.app, '/api/auth/login', { email, password: PASSWORD });
  return { email, auth: { authorization: `Bearer ${login.json().token}` } };
}

describe('a mobile number on the account', () => {
  it('is optional at sign-up, kept without +91, and shown to its owner', async () => {
    const plain = await signedIn(undefined);
    expect((await call('GET', '/api/auth/me', plain.auth)).json.user.mobile).toBeNull();
    const given = await signedIn('+91 98111 22334');
    expect((await call('GET', '/api/auth/me', given.auth)).json.user.mobile).toBe('9811122334');
  });

  it('is refused when malformed or already on another account, and nothing is kept', async () => {
    const count = () => server.rowCount(server.tables.users);
    const before = await count();
    for (const [mobile, message] of [
      ['5811122334', 'Invalid mobile number'],
      ['981112233', 'Invalid mobile number'],
      ['98111223345', 'Invalid mobile number'],
    ]) {
      const answer = await signUp(mobile);
      expect([answer.statusCode, answer.json()]).toEqual([400, { message }]);
    }
    const taken = await signUp('09811122334');
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { message: 'This mobile number is already on another account' },
    ]);
    expect(await count()).toBe(before);
  });

  it('can be added, changed and removed on the profile', async () => {
    const account = await signedIn(undefined);
    const added = await call('PATCH', '/api/auth/profile', account.auth, {
      name: 'Ravi Kumar',
      mobile: '9700011122',
    });
    expect(added.status).toBe(200);
    expect(added.json.user.mobile).toBe('9700011122');
    const taken = await call('PATCH', '/api/auth/profile', account.auth, {
      name: 'Ravi Kumar',
      mobile: '9811122334',
    });
    expect([taken.status, taken.json]).toEqual([
      409,
      { message: 'This mobile number is already on another account' },
    ]);
    // The name alone leaves the number as it is; an empty one removes it.
    const renamed = await call('PATCH', '/api/auth/profile', account.auth, { name: 'Ravi K' });
    expect(renamed.json.user.mobile).toBe('9700011122');
    const removed = await call('PATCH', '/api/auth/profile', account.auth, {
      name: 'Ravi K',
      mobile: '',
    });
    expect(removed.json.user.mobile).toBeNull();
  });

  it('finds the account’s applications on the public tracking page and prints on receipts', async () => {
    const account = await signedIn('9600011122');
    const applied = await call('POST', '/api/services/apply/rtps', account.auth, {
      block: 'GOH',
      registrationType: 'BRCCO',
      registrationNumber: 'R-77',
      consent: true,
    });
    expect(applied.status).toBe(201);
    const reference = applied.json.service.referenceNumber;
    const tracked = await call('GET', `/api/track?reference=${reference}&mobile=9600011122`, null);
    expect(tracked.status).toBe(200);
    const wrong = await call('GET', `/api/track?reference=${reference}&mobile=9600011123`, null);
    expect(wrong.status).toBe(404);

    const admin = await signedInAdmin(server);
    const paid = await call(
      'POST',
      `/api/admin/service/${applied.json.service._id}/payment`,
      admin,
      {
        amount: 30,
        method: 'cash',
      },
    );
    const pdf = await fetch(`${base}${paid.json.receipt.path}`, { headers: account.auth });
    const folder = mkdtempSync(join(tmpdir(), 'seva-mobile-receipt-'));
    try {
      const file = join(folder, 'receipt.pdf');
      writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('XXXXXX1122');
      expect(text).not.toContain('9600011122');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('finding a citizen at the counter', () => {
  it('by mobile however typed, e-mail, the start of a name, or a reference; operators only', async () => {
    const sunita = await signedIn('9500011122');
    await call('PATCH', '/api/auth/profile', sunita.auth, {
      name: 'Sunita Kumari',
      mobile: '9500011122',
    });
    const applied = await call('POST', '/api/services/apply/rtps', sunita.auth, {
      block: 'GOH',
      registrationType: 'BRCCO',
      registrationNumber: 'R-88',
      consent: true,
    });
    const admin = await signedInAdmin(server);
    const find = async (search: string) =>
      (await call('GET', `/api/admin/citizens?${new URLSearchParams({ search })}`, admin)).json;
    const expected = { name: 'Sunita Kumari', mobile: '9500011122', email: sunita.email };
    for (const search of [
      '95000 11122',
      '+919500011122',
      sunita.email.toUpperCase(),
      'suni',
      applied.json.service.referenceNumber.toLowerCase(),
    ]) {
      expect((await find(search)).data, search).toContainEqual(expect.objectContaining(expected));
    }
    // Any word of the name from its start (docs/decisions/059), not from its middle.
    expect((await find('kumari')).data).toContainEqual(expect.objectContaining(expected));
    expect((await find('umari')).data).not.toContainEqual(expect.objectContaining(expected));
    const short = await call('GET', '/api/admin/citizens?search=s', admin);
    expect([short.status, short.json]).toEqual([
      400,
      { message: 'Search for at least 2 characters' },
    ]);
    expect((await call('GET', '/api/admin/citizens?search=suni', sunita.auth)).status).toBe(403);
    expect((await call('GET', '/api/admin/citizens?search=suni', null)).status).toBe(401);
  });
});
