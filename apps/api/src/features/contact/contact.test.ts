import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  json,
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let citizen: { authorization: string };
let admin: { authorization: string; id: string };

const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // A clock that never gives two calls the same millisecond: 'newest first' is then decided
  // by the time each message was sent, however fast the machine sends them.
  let last = 0;
  const now = () => {
    last = Math.max(Date.now(), last + 1);
    return last;
  };
  server = await startTestServer({ smtp, now });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  citizen = (await verifiedCitizen(server, smtp)).auth;
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

let addressCounter = 0;
/** Each test writes from its own address, so the per-address limit is the test's own. */
const newAddress = () => `203.0.113.${++addressCounter}`;

const send = (body: unknown, remoteAddress: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: json,
    payload: JSON.stringify(body),
    remoteAddress,
  });

const stored = () => server.db.select().from(server.tables.contactMessages);
type StoredMessage = Awaited<ReturnType<typeof stored>>[number];
/** The rows stored since `before` (rows come back in no set order on PostgreSQL). */
const added = (before: StoredMessage[], after: StoredMessage[]) =>
  after.filter((row) => !before.some((old) => old.id === row.id));

const message = {
  name: 'Ravi Kumar',
  email: 'Ravi.Kumar@Example.test',
  message: 'Do you print Ayushman cards on Sunday?\nThanks',
};

describe('the contact form', () => {
  it('stores a message without login and without the sender address', async () => {
    const before = await stored();
    const response = await send(message, newAddress());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Message Sent Successfully!' });
    const rows = await stored();
    expect(rows).toHaveLength(before.length + 1);
    const [row] = added(before, rows);
    expect(row).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.test',
      message: message.message,
      handled: false,
      handledAt: null,
      handledBy: null,
    });
    expect(JSON.stringify(row)).not.toContain('203.0.113.');
  });

  it.each([
    [{ ...message, name: undefined }, 'Name is required'],
    [{ ...message, name: '  ' }, 'Name is required'],
    [{ ...message, name: 'n'.repeat(101) }, 'Must be at most 100 characters'],
    [{ ...message, email: undefined }, 'Email is required'],
    [{ ...message, email: 'ravi@' }, 'Please enter a valid email address'],
    [{ ...message, message: '' }, 'Message is required'],
    [{ ...message, message: 'm'.repeat(2001) }, 'Must be at most 2000 characters'],
  ])('refuses %o with "%s" and stores nothing', async (body, text) => {
    const before = (await stored()).length;
    const response = await send(body, newAddress());
    expect([response.statusCode, response.json()]).toEqual([400, { message: text }]);
    expect(await stored()).toHaveLength(before);
  });

  it('takes a message of exactly 2000 characters', async () => {
    const response = await send({ ...message, message: 'm'.repeat(2000) }, newAddress());
    expect(response.statusCode).toBe(201);
  });

  it('allows 5 messages per address, then 429 with Retry-After; other addresses go on', async () => {
    const address = newAddress();
    // Refused input does not count against the sender.
    for (let i = 0; i < 3; i++) expect((await send({}, address)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send(message, address)).statusCode).toBe(201);
    const before = (await stored()).length;
    const limited = await send(message, address);
    expect([limited.statusCode, limited.json()]).toEqual([
      429,
      { message: 'Too many messages. Please try again later.' },
    ]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toHaveLength(before);
    expect((await send(message, newAddress())).statusCode).toBe(201);
  });

  it('tRPC: contact.send through the same service and limit', async () => {
    const address = newAddress();
    const viaTrpc = () =>
      server.app.inject({
        method: 'POST',
        url: '/trpc/contact.send',
        headers: json,
        payload: JSON.stringify(message),
        remoteAddress: address,
      });
    const first = await viaTrpc();
    expect(first.json().result.data).toEqual({ message: 'Message Sent Successfully!' });
    for (let i = 0; i < 4; i++) await viaTrpc();
    const limited = await viaTrpc();
    expect([limited.statusCode, limited.json().error.message]).toEqual([
      429,
      'Too many messages. Please try again later.',
    ]);
  });
});

describe('the inbox', () => {
  it('lists messages newest first with a total, pages by keyset and filters by handled', async () => {
    for (let i = 1; i <= 3; i++) {
      await send({ ...message, name: `Sender ${i}` }, newAddress());
    }
    const total = (await stored()).length;
    const first = await call('GET', '/api/admin/messages?limit=2', admin);
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(total);
    expect(first.json.data.map((m: any) => m.name)).toEqual(['Sender 3', 'Sender 2']);
    expect(first.json.data[0]).toEqual({
      _id: expect.any(String),
      name: 'Sender 3',
      email: 'ravi.kumar@example.test',
      message: message.message,
      handled: false,
      handledAt: null,
      handledBy: null,
      createdAt: expect.any(String),
    });
    const seen = [...first.json.data];
    let cursor = first.json.nextCursor;
    while (cursor) {
      const page = await call('GET', `/api/admin/messages?limit=2&cursor=${cursor}`, admin);
      seen.push(...page.json.data);
      cursor = page.json.nextCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((m) => m._id)).size).toBe(total);

    const target = first.json.data[1];
    const handled = await call('PATCH', `/api/admin/messages/${target._id}`, admin, {
      handled: true,
    });
    expect(handled.status).toBe(200);
    expect(handled.json.message).toBe('Message marked as handled');
    expect(handled.json.data).toMatchObject({
      _id: target._id,
      handled: true,
      handledAt: expect.any(String),
      handledBy: { _id: admin.id, name: 'Operator' },
    });
    const onlyHandled = await call('GET', '/api/admin/messages?handled=true', admin);
    expect(onlyHandled.json.data.map((m: any) => m._id)).toEqual([target._id]);
    expect(onlyHandled.json.total).toBe(1);
    const unhandled = await call('GET', '/api/admin/messages?handled=false', admin);
    expect(unhandled.json.total).toBe(total - 1);
    expect(unhandled.json.data.map((m: any) => m._id)).not.toContain(target._id);

    const undone = await call('PATCH', `/api/admin/messages/${target._id}`, admin, {
      handled: false,
    });
    expect(undone.json).toMatchObject({
      message: 'Message marked as not handled',
      data: { handled: false, handledAt: null, handledBy: null },
    });

    const missing = await call('PATCH', '/api/admin/messages/nope', admin, { handled: true });
    expect([missing.status, missing.json]).toEqual([404, { message: 'Message not found' }]);
    const bad = await call('PATCH', `/api/admin/messages/${target._id}`, admin, {
      handled: 'yes',
    });
    expect(bad.status).toBe(400);
    expect((await call('GET', '/api/admin/messages?handled=maybe', admin)).status).toBe(400);
  });

  it('answers 401 signed out and 403 to citizens on every inbox call, REST and tRPC', async () => {
    const before = await stored();
    await send(message, newAddress());
    const id = added(before, await stored())[0]?.id as string;
    const rest: Array<[string, string, object?]> = [
      ['GET', '/api/admin/messages'],
      ['PATCH', `/api/admin/messages/${id}`, { handled: true }],
    ];
    for (const [method, path, body] of rest) {
      expect((await call(method, path, null, body)).status).toBe(401);
      expect((await call(method, path, citizen, body)).status).toBe(403);
    }
    for (const [auth, status] of [
      [{}, 401],
      [citizen, 403],
    ] as const) {
      const list = await server.app.inject({
        method: 'GET',
        url: `/trpc/admin.inbox.list?input=${encodeURIComponent('{}')}`,
        headers: auth,
      });
      expect(list.statusCode).toBe(status);
      const setHandled = await server.app.inject({
        method: 'POST',
        url: '/trpc/admin.inbox.setHandled',
        headers: { ...auth, ...json },
        payload: JSON.stringify({ id, handled: true }),
      });
      expect(setHandled.statusCode).toBe(status);
    }
    expect((await stored()).find((row) => row.id === id)?.handled).toBe(false);
    const viaTrpc = await server.app.inject({
      method: 'POST',
      url: '/trpc/admin.inbox.setHandled',
      headers: { ...admin, ...json },
      payload: JSON.stringify({ id, handled: true }),
    });
    expect(viaTrpc.json().result.data.data.handled).toBe(true);
  });
});
