import type { schema } from '@seva/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller, multipart, trpcCall } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/**
 * The counts beside the operator's sidebar links (issue 16 item 6, docs/decisions/072): they
 * follow new work and the operator's own moves, on both doors, and stay closed to citizens.
 */

// Wednesday 25 November 2026, 11:30 in India.
const NOW = Date.parse('2026-11-25T06:00:00Z');

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let admin: { authorization: string; id: string };
let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;
const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, now: () => NOW });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(server, 'badges-operator@example.test');
  citizen = await verifiedCitizen(server, smtp, { name: 'Rekha Kumari' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const badges = async () => {
  const rest = await call('GET', '/api/admin/badges', admin);
  expect(rest.status, rest.text).toBe(200);
  const viaTrpc = await trpcCall(server.app, 'query', 'admin.badges', admin);
  expect(viaTrpc.json().result.data).toEqual(rest.json);
  return rest.json as { overdue: number; unpaidOrders: number; unhandledMessages: number };
};

let serial = 7100;
async function fileRtps(): Promise<string> {
  const filed = await call('POST', '/api/services/apply/rtps', citizen.auth, {
    block: 'GOH',
    registrationType: 'BRCCO',
    registrationNumber: String(serial++),
  });
  expect(filed.status, filed.text).toBe(201);
  return filed.json.service._id;
}

async function orderPaper(): Promise<{ _id: string; amount: number }> {
  const order = await call(
    'POST',
    '/api/orders',
    citizen.auth,
    multipart({
      product: 'a4-paper',
      fullName: 'Rekha Kumari',
      mobile: '9876543210',
      quantity: '1',
      address: 'Ward 4, Main Road',
      city: 'Goh',
      state: 'Bihar',
      pincode: '824203',
    }),
  );
  expect(order.status, order.text).toBe(201);
  return order.json.order;
}

describe('the sidebar’s counts', () => {
  it('start at nothing on a new portal', async () => {
    expect(await badges()).toEqual({ overdue: 0, unpaidOrders: 0, unhandledMessages: 0 });
  });

  it('follow overdue work, unpaid orders and unhandled messages as they come and go', async () => {
    // Two applications past their promised date, one on time, one waiting for the citizen.
    const late = await fileRtps();
    const alsoLate = await fileRtps();
    const onTime = await fileRtps();
    const waiting = await fileRtps();
    const { applications } = server.tables;
    const setRow = async (id: string, values: Partial<typeof schema.applications.$inferInsert>) => {
      await server.db.update(applications).set(values).where(eq(applications.id, id));
    };
    await setRow(late, { dueOn: '2026-11-20' });
    await setRow(alsoLate, { dueOn: '2026-11-24', status: 'in_progress' });
    await setRow(onTime, { dueOn: '2026-11-30' });
    await setRow(waiting, { dueOn: '2026-11-20', status: 'needs_documents' });

    const first = await orderPaper();
    const second = await orderPaper();
    for (const message of ['Is the centre open on Sunday?', 'Do you print photos?']) {
      const sent = await call('POST', '/api/contact', null, {
        name: 'Visitor',
        email: 'visitor@example.test',
        message,
      });
      expect(sent.status, sent.text).toBe(201);
    }
    expect(await badges()).toEqual({ overdue: 2, unpaidOrders: 2, unhandledMessages: 2 });

    // The operator's moves: one completed, one paid, one cancelled, one message handled.
    const completed = await call('PATCH', `/api/admin/service/${alsoLate}/status`, admin, {
      status: 'completed',
    });
    expect(completed.status, completed.text).toBe(200);
    const paid = await call('POST', `/api/admin/orders/${first._id}/payment`, admin, {
      amount: first.amount,
      method: 'cash',
    });
    expect(paid.status, paid.text).toBe(200);
    const cancelled = await call('POST', `/api/orders/${second._id}/cancel`, citizen.auth);
    expect(cancelled.status, cancelled.text).toBe(200);
    const inbox = await call('GET', '/api/admin/messages?limit=10', admin);
    const handled = await call('PATCH', `/api/admin/messages/${inbox.json.data[0]._id}`, admin, {
      handled: true,
    });
    expect(handled.status, handled.text).toBe(200);
    expect(await badges()).toEqual({ overdue: 1, unpaidOrders: 0, unhandledMessages: 1 });
  });

  it('stay closed to citizens and to the signed out', async () => {
    const asCitizen = await call('GET', '/api/admin/badges', citizen.auth);
    expect(asCitizen).toMatchObject({
      status: 403,
      json: { message: 'You are not authorized to access this page' },
    });
    expect((await call('GET', '/api/admin/badges', null)).status).toBe(401);
    const viaTrpc = await trpcCall(server.app, 'query', 'admin.badges', citizen.auth);
    expect(viaTrpc.statusCode).toBe(403);
  });
});
