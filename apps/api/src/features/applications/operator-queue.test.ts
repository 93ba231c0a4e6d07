import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller, trpcCall } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { fillSearchTerms } from './fill-search-terms.ts';

/**
 * The operator's queue (docs/decisions/070): oldest-waiting first with keyset pages on both
 * doors, and search by a part of the e-mail address and by mobile number, also for rows filed
 * before those were search terms.
 */

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let dataDir: string;
let admin: { authorization: string; id: string };
let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;
const ids: string[] = [];

const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = mkdtempSync(join(tmpdir(), 'seva-queue-'));
  server = await startTestServer({ smtp, dataDir });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(server, 'queue-operator@example.test');
  citizen = await verifiedCitizen(server, smtp, {
    name: 'Kamla Devi',
    email: 'rk.sharma92@mail.example.test',
  });
  for (let i = 0; i < 3; i++) {
    const filed = await call('POST', '/api/services/apply/rtps', citizen.auth, {
      block: 'GOH',
      registrationType: 'BRCCO',
      registrationNumber: String(7100 + i),
    });
    expect(filed.status).toBe(201);
    ids.push(filed.json.service._id);
  }
  // Filed on three days, the last first: the oldest is ids[2].
  const days = [Date.parse('2026-11-20T05:00:00Z'), Date.parse('2026-11-10T05:00:00Z')];
  const { applications } = server.tables;
  await server.db
    .update(applications)
    .set({ createdAt: new Date(days[0] ?? 0) })
    .where(eq(applications.id, ids[1] ?? ''));
  await server.db
    .update(applications)
    .set({ createdAt: new Date(days[1] ?? 0) })
    .where(eq(applications.id, ids[2] ?? ''));
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-keys.json`, { force: true });
});

async function queue(query: string) {
  const res = await call('GET', `/api/admin/service/all-services?${query}`, admin);
  expect(res.status).toBe(200);
  return res.json as { data: Array<{ _id: string }>; nextCursor: string | null; total: number };
}

describe('oldest waiting first', () => {
  it('pages oldest first with a cursor, each row once, on REST', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page: Awaited<ReturnType<typeof queue>> = await queue(
        `search=sharma92&sort=oldest&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.data.map((item) => item._id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual([ids[2], ids[1], ids[0]]);
    const newest = await queue('search=sharma92&limit=3');
    expect(newest.data.map((item) => item._id)).toEqual([ids[0], ids[1], ids[2]]);
  });

  it('tRPC gives the same oldest-first page as REST', async () => {
    const viaTrpc = await trpcCall(server.app, 'query', 'admin.list', admin, {
      search: 'sharma92',
      sort: 'oldest',
      limit: 2,
    });
    const data = viaTrpc.json().result.data;
    expect(data.data.map((item: { _id: string }) => item._id)).toEqual([ids[2], ids[1]]);
    const rest = await queue('search=sharma92&sort=oldest&limit=2');
    expect(data.nextCursor).toBe(rest.nextCursor);
  });

  it('refuses a newest-first cursor for the oldest-first order', async () => {
    const newest = await queue('search=sharma92&limit=1');
    const wrong = await call(
      'GET',
      `/api/admin/service/all-services?sort=oldest&cursor=${newest.nextCursor}`,
      admin,
    );
    expect(wrong).toMatchObject({ status: 400, json: { message: 'Invalid cursor' } });
  });
});

describe('search by e-mail part and mobile number', () => {
  it('finds by a word of the e-mail local part and by its domain', async () => {
    expect((await queue('search=sharma')).data.map((item) => item._id).sort()).toEqual(
      [...ids].sort(),
    );
    expect((await queue('search=mail')).total).toBeGreaterThanOrEqual(3);
    expect((await queue('search=rk')).data.map((item) => item._id)).toContain(ids[0]);
  });

  it('gives older rows the new terms at start, idempotently', async () => {
    const { db, tables } = server;
    const { users, applicationSearchTerms } = tables;
    const { applicationsMaintenance } = server.services.repositories;
    // As filed before: no e-mail words, no mobile number.
    await db.update(users).set({ mobile: '9876543210' }).where(eq(users.id, citizen.user._id));
    await db
      .delete(applicationSearchTerms)
      .where(
        and(
          inArray(applicationSearchTerms.applicationId, ids),
          inArray(applicationSearchTerms.term, [
            'sharma92',
            'rk',
            'mail.example.test',
            '9876543210',
          ]),
        ),
      );
    expect((await queue('search=sharma92')).total).toBe(0);
    expect((await queue('search=98765')).total).toBe(0);
    expect(await fillSearchTerms(applicationsMaintenance)).toBeGreaterThanOrEqual(ids.length * 4);
    expect((await queue('search=sharma92')).total).toBe(3);
    expect((await queue('search=98765')).data.map((item) => item._id).sort()).toEqual(
      [...ids].sort(),
    );
    expect(await fillSearchTerms(applicationsMaintenance)).toBe(0);
  });
});
