import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, type TestServer, verifiedCitizen } from '../../test/harness.ts';
import { httpCaller, trpcCall } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createOrPromoteAdmin } from '../auth/admin-accounts.ts';

/**
 * Assignment (docs/product.md 33, docs/decisions/067): who may change an application's status,
 * giving and taking over, and two operators pressing the same button at once.
 */

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
type Operator = { authorization: string; id: string; name: string };
let asha: Operator;
let bilal: Operator;
let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;

const call = httpCaller(() => base);

async function operator(email: string, name: string): Promise<Operator> {
  const password = 'operator password';
  await createOrPromoteAdmin(server.services.repositories.auth, server.services.hasher, {
    email,
    name,
    password,
  });
  const login = await post(server.app, '/api/auth/login', { email, password });
  const { token, user } = login.json() as { token: string; user: { _id: string } };
  return { authorization: `Bearer ${token}`, id: user._id, name };
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  asha = await operator('asha@example.test', 'Asha Sinha');
  bilal = await operator('bilal@example.test', 'Bilal Ahmad');
  citizen = await verifiedCitizen(server, smtp, { name: 'Ramvati Devi' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

let serial = 900;
async function fileOne(): Promise<string> {
  const filed = await call('POST', '/api/services/apply/rtps', citizen.auth, {
    block: 'GOH',
    registrationType: 'BRCCO',
    registrationNumber: String(serial++),
  });
  expect(filed.status).toBe(201);
  return filed.json.service._id;
}

async function events(id: string) {
  const { applicationEvents } = server.tables;
  const rows = await server.db
    .select({
      type: applicationEvents.type,
      actorId: applicationEvents.actorId,
      operatorId: applicationEvents.operatorId,
    })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.createdAt));
  return rows.filter((event) => ['assigned', 'unassigned', 'taken_over'].includes(event.type));
}

async function row(id: string) {
  const { applications } = server.tables;
  const [found] = await server.db.select().from(applications).where(eq(applications.id, id));
  return found;
}

const setStatus = (who: Operator, id: string, status: string) =>
  call('PATCH', `/api/admin/service/${id}/status`, who, { status });

describe('who may change the status', () => {
  it('an operator who changes an unassigned application becomes its holder', async () => {
    const id = await fileOne();
    const moved = await setStatus(asha, id, 'in_progress');
    expect(moved.status).toBe(200);
    expect(moved.json.service.assignedTo).toMatchObject({ _id: asha.id, name: 'Asha Sinha' });
    expect((await row(id))?.assignedTo).toBe(asha.id);
    expect(await events(id)).toEqual([{ type: 'assigned', actorId: asha.id, operatorId: asha.id }]);
  });

  it('another operator is refused until they take it over, which is recorded', async () => {
    const id = await fileOne();
    expect((await setStatus(asha, id, 'in_progress')).status).toBe(200);

    const refused = await setStatus(bilal, id, 'completed');
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      message: 'Asha Sinha is working on this application. Take it over first to change it.',
      reason: 'ASSIGNED_ELSEWHERE',
      status: 'in_progress',
      assignedTo: { _id: asha.id, name: 'Asha Sinha' },
    });
    expect((await row(id))?.status).toBe('in_progress');

    const taken = await call('POST', `/api/admin/service/${id}/take-over`, bilal, {
      from: asha.id,
    });
    expect(taken.status).toBe(200);
    expect(taken.json.message).toBe('You have taken over this application');
    expect(taken.json.service.assignedTo).toMatchObject({ _id: bilal.id, name: 'Bilal Ahmad' });
    expect((await events(id)).at(-1)).toEqual({
      type: 'taken_over',
      actorId: bilal.id,
      operatorId: asha.id,
    });

    const late = await call('PATCH', `/api/admin/service/${id}/status`, asha, {
      status: 'rejected',
      reason: 'Blurred documents',
    });
    expect(late.status).toBe(409);
    expect(late.json.reason).toBe('ASSIGNED_ELSEWHERE');
    expect((await setStatus(bilal, id, 'completed')).status).toBe(200);
  });

  it('a take-over of someone it no longer is with is refused with the fresh state', async () => {
    const id = await fileOne();
    expect((await setStatus(asha, id, 'in_progress')).status).toBe(200);
    const wrong = await call('POST', `/api/admin/service/${id}/take-over`, bilal, {
      from: bilal.id,
    });
    expect(wrong.status).toBe(409);
    expect(wrong.json).toMatchObject({ reason: 'STALE', assignedTo: { _id: asha.id } });
    expect((await row(id))?.assignedTo).toBe(asha.id);
    expect((await call('POST', `/api/admin/service/${id}/take-over`, bilal, {})).json.message).toBe(
      'from must be the operator it is assigned to',
    );
  });
});

describe('POST /api/admin/service/{id}/assign', () => {
  it('gives an unassigned application to an operator, and its holder may give it on or unassign it', async () => {
    const id = await fileOne();
    const given = await call('POST', `/api/admin/service/${id}/assign`, asha, {
      operatorId: bilal.id,
    });
    expect(given.status).toBe(200);
    expect(given.json.message).toBe('Assigned to Bilal Ahmad');
    expect(given.json.service.assignedTo).toMatchObject({ _id: bilal.id });
    // Asha gave it away: it is Bilal's now.
    const back = await call('POST', `/api/admin/service/${id}/assign`, asha, {
      operatorId: asha.id,
    });
    expect(back.status).toBe(409);
    expect(back.json.reason).toBe('ASSIGNED_ELSEWHERE');
    const freed = await call('POST', `/api/admin/service/${id}/assign`, bilal, {
      operatorId: null,
    });
    expect(freed.status).toBe(200);
    expect(freed.json.service.assignedTo).toBeNull();
    expect(await row(id)).toMatchObject({ assignedTo: null, assignedAt: null });
    expect(await events(id)).toEqual([
      { type: 'assigned', actorId: asha.id, operatorId: bilal.id },
      { type: 'unassigned', actorId: bilal.id, operatorId: bilal.id },
    ]);
    // Giving it to whom it is with already changes nothing and records nothing.
    const again = await call('POST', `/api/admin/service/${id}/assign`, bilal, {
      operatorId: null,
    });
    expect(again.json.message).toBe('Nothing to change: it is already so');
    expect(await events(id)).toHaveLength(2);
  });

  it('refuses a non-operator, an unknown operator, a bad body, a citizen and an unknown application', async () => {
    const id = await fileOne();
    const path = `/api/admin/service/${id}/assign`;
    expect(await call('POST', path, asha, { operatorId: citizen.user._id })).toMatchObject({
      status: 400,
      json: { message: 'That account is not an operator' },
    });
    expect(await call('POST', path, asha, { operatorId: 'nobody' })).toMatchObject({
      status: 404,
      json: { message: 'No operator account with that id' },
    });
    expect(await call('POST', path, asha, {})).toMatchObject({
      status: 400,
      json: { message: 'operatorId must be an operator id or null' },
    });
    expect((await call('POST', path, citizen.auth, { operatorId: null })).status).toBe(403);
    expect(
      (await call('POST', '/api/admin/service/nope/assign', asha, { operatorId: asha.id })).status,
    ).toBe(404);
    expect((await row(id))?.assignedTo).toBeNull();
    expect(await events(id)).toEqual([]);
  });

  it('works the same on the tRPC door', async () => {
    const id = await fileOne();
    const mine = await trpcCall(server.app, 'mutation', 'admin.assign', asha, {
      id,
      operatorId: asha.id,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result.data.service.assignedTo._id).toBe(asha.id);
    const refused = await trpcCall(server.app, 'mutation', 'admin.changeStatus', bilal, {
      id,
      change: { status: 'in_progress' },
    });
    expect(refused.statusCode).toBe(409);
    const taken = await trpcCall(server.app, 'mutation', 'admin.takeOver', bilal, {
      id,
      from: asha.id,
    });
    expect(taken.statusCode).toBe(200);
    expect((await events(id)).map((event) => event.type)).toEqual(['assigned', 'taken_over']);
    const operators = await trpcCall(server.app, 'query', 'admin.operators', asha);
    expect(operators.json().result.data.data.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(['Asha Sinha', 'Bilal Ahmad']),
    );
    expect((await call('GET', '/api/admin/operators', asha)).json.data).not.toContainEqual(
      expect.objectContaining({ _id: citizen.user._id }),
    );
  });
});

describe('two operators at the same moment', () => {
  it('two status changes: exactly one wins, the other gets 409 and nothing is half-written', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await fileOne();
      const answers = await Promise.all([
        setStatus(asha, id, 'in_progress'),
        setStatus(bilal, id, 'in_progress'),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect(loser?.json.message).toMatch(
        /already in progress|is working on this|changed by someone else/,
      );
      const winner = answers[0]?.status === 200 ? asha : bilal;
      expect(await row(id)).toMatchObject({ status: 'in_progress', assignedTo: winner.id });
      expect(await events(id)).toEqual([
        { type: 'assigned', actorId: winner.id, operatorId: winner.id },
      ]);
    }
  });

  it("two 'Assign to me': exactly one wins, the other is told who has it", async () => {
    for (let round = 0; round < 3; round++) {
      const id = await fileOne();
      const answers = await Promise.all([
        call('POST', `/api/admin/service/${id}/assign`, asha, { operatorId: asha.id }),
        call('POST', `/api/admin/service/${id}/assign`, bilal, { operatorId: bilal.id }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const holder = (await row(id))?.assignedTo;
      const loser = answers.find((answer) => answer.status === 409);
      expect(loser?.json.assignedTo._id).toBe(holder);
      expect(await events(id)).toHaveLength(1);
    }
  });

  it('two take-overs from the same operator: exactly one wins', async () => {
    const carol = await operator('carol@example.test', 'Carol Minz');
    const id = await fileOne();
    expect((await setStatus(asha, id, 'in_progress')).status).toBe(200);
    const answers = await Promise.all([
      call('POST', `/api/admin/service/${id}/take-over`, bilal, { from: asha.id }),
      call('POST', `/api/admin/service/${id}/take-over`, carol, { from: asha.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await events(id)).filter((event) => event.type === 'taken_over')).toHaveLength(1);
  });
});

describe('the queue by holder', () => {
  it("filters 'Mine', 'Unassigned' and one operator's, on both doors", async () => {
    const ashas = await fileOne();
    const bilals = await fileOne();
    const nobodys = await fileOne();
    await call('POST', `/api/admin/service/${ashas}/assign`, asha, { operatorId: asha.id });
    await call('POST', `/api/admin/service/${bilals}/assign`, bilal, { operatorId: bilal.id });
    const ids = async (who: Operator, query: string) =>
      (await call('GET', `/api/admin/service/all-services?limit=100&${query}`, who)).json.data.map(
        (item: { _id: string }) => item._id,
      );
    const mine = await ids(asha, 'assigned=me');
    expect(mine).toContain(ashas);
    expect(mine).not.toContain(bilals);
    expect(mine).not.toContain(nobodys);
    expect(await ids(bilal, 'assigned=me')).toContain(bilals);
    const unassigned = await ids(asha, 'assigned=none');
    expect(unassigned).toContain(nobodys);
    expect(unassigned).not.toContain(ashas);
    expect(await ids(asha, `assigned=${bilal.id}`)).toEqual(expect.arrayContaining([bilals]));
    expect(await ids(asha, `assigned=${bilal.id}`)).not.toContain(ashas);
    const page = await call('GET', '/api/admin/service/all-services?assigned=me', asha);
    expect(page.json.data.find((item: { _id: string }) => item._id === ashas).assignedTo).toEqual({
      _id: asha.id,
      name: 'Asha Sinha',
    });
    const viaTrpc = await trpcCall(server.app, 'query', 'admin.list', asha, {
      assigned: 'me',
      limit: 100,
    });
    expect(viaTrpc.json().result.data.data.map((item: { _id: string }) => item._id)).toEqual(mine);
  });
});
