import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller, multipart, trpcCall } from '../../test/http.ts';
import { settleOutbox } from '../../test/outbox.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/**
 * Internal notes (docs/decisions/067): operators write and read them on applications and
 * orders; nothing a citizen can read — either door, e-mail, tracking, their export — has them.
 */

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let admin: { authorization: string; id: string };
let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;

const call = httpCaller(() => base);

/** Unique enough that finding it anywhere means a note leaked. */
const PHRASE = 'zqx-internal-7731 citizen seemed nervous, check the Aadhaar twice';
const ORDER_PHRASE = 'zqx-order-4410 paid partly in coins';

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(server, 'notes-operator@example.test');
  citizen = await verifiedCitizen(server, smtp, { name: 'Meena Kumari' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const fileRtps = async (auth: Record<string, string>, registrationNumber: string) => {
  const filed = await call('POST', '/api/services/apply/rtps', auth, {
    block: 'GOH',
    registrationType: 'BRCCO',
    registrationNumber,
  });
  expect(filed.status).toBe(201);
  return filed.json.service as { _id: string; referenceNumber: string; trackingCode: string };
};

describe('POST /api/admin/service/{id}/notes', () => {
  it('keeps a trimmed note with its author, newest first, and shows it to operators', async () => {
    const application = await fileRtps(citizen.auth, '501');
    const first = await call('POST', `/api/admin/service/${application._id}/notes`, admin, {
      text: '  called the citizen, no answer  ',
    });
    expect(first.status).toBe(201);
    expect(first.json.message).toBe('Note added');
    expect(first.json.notes).toEqual([
      expect.objectContaining({ text: 'called the citizen, no answer', author: 'Operator' }),
    ]);
    const second = await call('POST', `/api/admin/service/${application._id}/notes`, admin, {
      text: 'called again',
    });
    expect(second.json.notes.map((note: { text: string }) => note.text)).toEqual([
      'called again',
      'called the citizen, no answer',
    ]);
    const detail = await call('GET', `/api/admin/service/${application._id}`, admin);
    expect(detail.json.internalNotes.map((note: { text: string }) => note.text)).toEqual([
      'called again',
      'called the citizen, no answer',
    ]);
    const viaTrpc = await trpcCall(server.app, 'query', 'applications.byId', admin, {
      id: application._id,
    });
    expect(viaTrpc.json().result.data.internalNotes).toHaveLength(2);
  });

  it('refuses an empty or too long note, a citizen, and an unknown application; nothing kept', async () => {
    const application = await fileRtps(citizen.auth, '502');
    const path = `/api/admin/service/${application._id}/notes`;
    const { internalNotes } = server.tables;
    const rows = async () =>
      (
        await server.db
          .select()
          .from(internalNotes)
          .where(eq(internalNotes.applicationId, application._id))
      ).length;
    expect(await call('POST', path, admin, { text: '   ' })).toMatchObject({
      status: 400,
      json: { message: 'Note cannot be empty' },
    });
    expect(await call('POST', path, admin, { text: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      json: { message: 'A note can be at most 2000 characters' },
    });
    expect((await call('POST', path, admin, {})).status).toBe(400);
    expect((await call('POST', path, citizen.auth, { text: 'mine' })).status).toBe(403);
    expect((await call('POST', path, null, { text: 'anyone' })).status).toBe(401);
    const unknown = await call('POST', '/api/admin/service/no-such-id/notes', admin, {
      text: 'lost',
    });
    expect(unknown).toMatchObject({ status: 404, json: { message: 'No service found' } });
    const trpcByCitizen = await trpcCall(
      server.app,
      'mutation',
      'notes.addToApplication',
      citizen.auth,
      {
        id: application._id,
        text: 'mine',
      },
    );
    expect(trpcByCitizen.statusCode).toBe(403);
    expect(await rows()).toBe(0);
    expect((await call('POST', path, admin, { text: 'x'.repeat(2000) })).status).toBe(201);
    expect(await rows()).toBe(1);
  });

  it('in Hindi for a Hindi caller', async () => {
    const application = await fileRtps(citizen.auth, '503');
    const response = await fetch(`${base}/api/admin/service/${application._id}/notes`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json', 'accept-language': 'hi' },
      body: JSON.stringify({ text: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'नोट खाली नहीं हो सकता' });
  });
});

describe('a note never reaches the citizen', () => {
  it('on no door, in no e-mail, on the tracking page or in the export', async () => {
    const meena = await verifiedCitizen(server, smtp, { name: 'Meena Devi' });
    const application = await fileRtps(meena.auth, '777');
    const order = await call(
      'POST',
      '/api/orders',
      meena.auth,
      multipart({
        product: 'a4-paper',
        quantity: '2',
        fullName: 'Meena Devi',
        mobile: '9876543210',
        address: 'Ward 4, Goh',
        city: 'Goh',
        state: 'Bihar',
        pincode: '824203',
      }),
    );
    expect(order.status).toBe(201);
    const orderId = order.json.order._id as string;

    // Operators write notes, then do everything that mails the citizen.
    const viaRest = await call('POST', `/api/admin/service/${application._id}/notes`, admin, {
      text: PHRASE,
    });
    expect(viaRest.status).toBe(201);
    const viaTrpc = await trpcCall(server.app, 'mutation', 'notes.addToApplication', admin, {
      id: application._id,
      text: `${PHRASE} (again)`,
    });
    expect(viaTrpc.statusCode).toBe(200);
    const onOrder = await call('POST', `/api/admin/orders/${orderId}/notes`, admin, {
      text: ORDER_PHRASE,
    });
    expect(onOrder.status).toBe(201);
    expect(onOrder.json.notes[0].text).toBe(ORDER_PHRASE);
    const orderByTrpc = await trpcCall(server.app, 'mutation', 'notes.addToOrder', admin, {
      id: orderId,
      text: `${ORDER_PHRASE} (again)`,
    });
    expect(orderByTrpc.statusCode).toBe(200);
    expect(
      (
        await call('POST', `/api/admin/service/${application._id}/comment`, admin, {
          comment: 'Please bring your ration card.',
        })
      ).status,
    ).toBe(200);
    for (const status of ['in_progress', 'completed']) {
      const moved = await call('PATCH', `/api/admin/service/${application._id}/status`, admin, {
        status,
      });
      expect(moved.status).toBe(200);
    }
    const orderMoved = await call('PATCH', `/api/admin/orders/${orderId}/status`, admin, {
      status: 'in_progress',
    });
    expect(orderMoved.status).toBe(200);
    // The sign-up code, the comment, two status changes and the order's status change.
    await smtp.waitForMail(meena.email, 5);

    // The operator's answers do carry them (so the search below can find a leak).
    const operatorView = await call('GET', `/api/admin/service/${application._id}`, admin);
    expect(operatorView.text).toContain('zqx-internal-7731');
    const operatorOrder = await call('GET', `/api/orders/${orderId}`, admin);
    expect(operatorOrder.text).toContain('zqx-order-4410');

    // Everything the citizen can read.
    const texts: Array<[string, string]> = [];
    for (const path of [
      `/api/admin/service/${application._id}`,
      '/api/services/my-services',
      `/api/orders/${orderId}`,
      '/api/orders/my-orders',
      '/api/auth/me',
    ]) {
      const answer = await call('GET', path, meena.auth);
      expect(answer.status, path).toBe(200);
      texts.push([path, answer.text]);
    }
    const detail = await call('GET', `/api/admin/service/${application._id}`, meena.auth);
    expect(detail.json).not.toHaveProperty('internalNotes');
    expect(detail.json).not.toHaveProperty('assignedTo');
    for (const [path, input] of [
      ['applications.byId', { id: application._id }],
      ['applications.mine', undefined],
      ['orders.byId', { id: orderId }],
      ['orders.mine', undefined],
      ['auth.me', undefined],
    ] as const) {
      const answer = await trpcCall(server.app, 'query', path, meena.auth, input);
      expect(answer.statusCode, path).toBe(200);
      texts.push([`trpc ${path}`, answer.body]);
    }
    const tracked = await call(
      'GET',
      `/api/track?reference=${application.referenceNumber}&code=${application.trackingCode}`,
      null,
    );
    expect(tracked.status).toBe(200);
    texts.push(['tracking', tracked.text]);
    const exported = await fetch(`${base}/api/me/export`, { headers: meena.auth });
    expect(exported.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    expect(Object.keys(entries).length).toBeGreaterThan(0);
    for (const [name, bytes] of Object.entries(entries))
      texts.push([`export ${name}`, strFromU8(bytes)]);
    await settleOutbox(server);
    const mails = smtp.mailsTo(meena.email);
    expect(mails.length).toBeGreaterThanOrEqual(5);
    for (const mail of mails) texts.push([`mail ${mail.subject}`, mail.raw]);

    const leaks = texts
      .filter(([, text]) => /zqx-internal-7731|zqx-order-4410|seemed nervous|in coins/.test(text))
      .map(([where]) => where);
    expect(leaks).toEqual([]);
  });
});
