import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { schema } from '@seva/db';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/backend.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller, trpcCall } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { fillDueDates, indiaToday, RUNNING_STATUSES } from './due-dates.ts';

/**
 * Promised dates kept in the row and the overdue queue (docs/decisions/067): set at filing on
 * both doors, kept when holidays change, recomputed when paused days change, filled at start
 * for older rows; the queue's due filters, sort and overview counts, on their indexes.
 */

// Wednesday 25 November 2026, 11:30 in India. Friday 27 is a holiday of the centre.
const NOW = Date.parse('2026-11-25T06:00:00Z');
const HOLIDAY = '2026-11-27';

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let dataDir: string;
let admin: { authorization: string; id: string };
let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;

const call = httpCaller(() => base);

async function start() {
  server = await startTestServer({ smtp, dataDir, now: () => NOW });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = mkdtempSync(join(tmpdir(), 'seva-due-'));
  await start();
  admin = await signedInAdmin(server, 'due-operator@example.test');
  citizen = await verifiedCitizen(server, smtp, { name: 'Kamla Devi' });
  const centre = await call('PUT', '/api/admin/settings/centre', admin, {
    name: 'Seva Kendra Goh',
    address: 'Main Road, Goh',
    phone: '06186 222333',
    gstin: '',
    holidays: [HOLIDAY],
  });
  expect(centre.status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-keys.json`, { force: true });
});

let serial = 3000;
async function fileRtps(): Promise<string> {
  const filed = await call('POST', '/api/services/apply/rtps', citizen.auth, {
    block: 'GOH',
    registrationType: 'BRCCO',
    registrationNumber: String(serial++),
  });
  expect(filed.status).toBe(201);
  return filed.json.service._id;
}

async function row(id: string) {
  const { applications } = server.tables;
  const [found] = await server.db.select().from(applications).where(eq(applications.id, id));
  return found;
}

async function setRow(id: string, values: Partial<typeof schema.applications.$inferInsert>) {
  const { applications } = server.tables;
  await server.db.update(applications).set(values).where(eq(applications.id, id));
}

describe('the promised date kept in the row', () => {
  it('is set at filing, online and at the counter, skipping Sundays and holidays', async () => {
    const online = await fileRtps();
    // RTPS promises 10 working days: Thu 26, (Fri 27 holiday), Sat 28, (Sun 29), Mon 30,
    // Tue 1 … Sat 5, (Sun 6), Mon 7, Tue 8.
    expect((await row(online))?.dueOn).toBe('2026-12-08');

    const walkIn = await call('POST', '/api/admin/citizens', admin, {
      name: 'Bhola Ram',
      mobile: '9812345670',
    });
    expect(walkIn.status).toBe(201);
    const counter = await call(
      'POST',
      `/api/admin/citizens/${walkIn.json.citizen._id}/apply/rtps`,
      admin,
      { block: 'GOH', registrationType: 'BRCCO', registrationNumber: '77', consent: true },
    );
    expect(counter.status).toBe(201);
    expect((await row(counter.json.service._id))?.dueOn).toBe('2026-12-08');
  });

  it('stands when the holidays change; new filings count the new ones', async () => {
    const before = await fileRtps();
    const centre = await call('PUT', '/api/admin/settings/centre', admin, {
      name: 'Seva Kendra Goh',
      address: 'Main Road, Goh',
      phone: '06186 222333',
      gstin: '',
      holidays: [HOLIDAY, '2026-12-01'],
    });
    expect(centre.status).toBe(200);
    expect((await row(before))?.dueOn).toBe('2026-12-08');
    const after = await fileRtps();
    expect((await row(after))?.dueOn).toBe('2026-12-09');
    // Back to one holiday for the tests below.
    await call('PUT', '/api/admin/settings/centre', admin, {
      name: 'Seva Kendra Goh',
      address: 'Main Road, Goh',
      phone: '06186 222333',
      gstin: '',
      holidays: [HOLIDAY],
    });
  });

  it('is filled at start for rows that have none, once, in batches', async () => {
    const ids = [await fileRtps(), await fileRtps(), await fileRtps()];
    const { applications } = server.tables;
    // As rows written before migration 0017 were: no promised date kept.
    await server.db.update(applications).set({ dueOn: null }).where(inArray(applications.id, ids));
    await setRow(ids[1] as string, { pausedWorkingDays: 2 });
    await server.close();
    await start();
    const filled: Array<string | null | undefined> = [];
    for (const id of ids) filled.push((await row(id))?.dueOn);
    expect(filled).toEqual(['2026-12-08', '2026-12-10', '2026-12-08']);
    const { dataMigrations } = server.tables;
    const [recorded] = await server.db
      .select()
      .from(dataMigrations)
      .where(eq(dataMigrations.name, '0017-due-dates-filled'));
    expect(recorded).toBeDefined();
    // Nothing left to fill: a second pass changes nothing.
    const { repositories } = server.services;
    const holidays = (await repositories.catalogue.settings())?.holidays ?? [];
    expect(await fillDueDates(repositories.applicationsMaintenance, holidays)).toBe(0);
    // Sessions outlive the restart (they are rows), so the same accounts go on.
    expect((await call('GET', '/api/admin/overview', admin)).status).toBe(200);
  });
});

describe('the overdue queue', () => {
  // Today is Wed 25 Nov; "soon" runs to Sat 28 (Thu 26, holiday Fri 27, Sat 28).
  let ids: Record<string, string>;
  beforeAll(async () => {
    const { applications } = server.tables;
    // A clean slate: only this block's rows are open.
    await server.db.update(applications).set({ status: 'completed' });
    const make = async (status: typeof applications.$inferInsert.status, dueOn: string) => {
      const id = await fileRtps();
      await setRow(id, { status, dueOn });
      return id;
    };
    ids = {
      lateInProgress: await make('in_progress', '2026-11-10'),
      latePending: await make('pending', '2026-11-24'),
      waiting: await make('needs_documents', '2026-11-20'),
      closed: await make('rejected', '2026-11-19'),
      dueToday: await make('pending', '2026-11-25'),
      dueSaturday: await make('in_progress', '2026-11-28'),
      dueMonday: await make('pending', '2026-11-30'),
    };
    // One overdue job card too, for the overview's count by type.
    const jobCard = await make('pending', '2026-11-02');
    await server.db
      .update(applications)
      .set({ serviceType: 'JobCard' })
      .where(eq(applications.id, jobCard));
    ids.lateJobCard = jobCard;
  });

  const queue = async (query: string) => {
    const answer = await call('GET', `/api/admin/service/all-services?${query}`, admin);
    expect(answer.status, answer.text).toBe(200);
    return answer.json as {
      data: Array<{ _id: string; promisedBy: string | null }>;
      total: number;
      nextCursor: string | null;
    };
  };

  it('overdue: running and past the promised date, earliest first; never waiting or closed', async () => {
    const page = await queue('due=overdue');
    expect(page.data.map((item) => item._id)).toEqual([
      ids.lateJobCard,
      ids.lateInProgress,
      ids.latePending,
    ]);
    expect(page.data.map((item) => item.promisedBy)).toEqual([
      '2026-11-02',
      '2026-11-10',
      '2026-11-24',
    ]);
    expect(page.total).toBe(3);
    const viaTrpc = await trpcCall(server.app, 'query', 'admin.list', admin, { due: 'overdue' });
    expect(viaTrpc.json().result.data.data.map((item: { _id: string }) => item._id)).toEqual(
      page.data.map((item) => item._id),
    );
    const pendingOnly = await queue('due=overdue&status=pending');
    expect(pendingOnly.data.map((item) => item._id)).toEqual([ids.lateJobCard, ids.latePending]);
    expect((await queue('due=overdue&type=JobCard')).data.map((item) => item._id)).toEqual([
      ids.lateJobCard,
    ]);
    // With a search (the queue then starts from the matching ids): each row once.
    const searched = await queue('due=overdue&search=kamla');
    expect(searched.data.map((item) => item._id)).toEqual(page.data.map((item) => item._id));
  });

  it('due soon: running and promised today or within 2 working days', async () => {
    const page = await queue('due=soon');
    expect(page.data.map((item) => item._id)).toEqual([ids.dueToday, ids.dueSaturday]);
  });

  it('pages by promised date with a cursor, each row once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page: Awaited<ReturnType<typeof queue>> = await queue(
        `due=overdue&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.data.map((item) => item._id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual([ids.lateJobCard, ids.lateInProgress, ids.latePending]);
    // A newest-first cursor is not a promised-date one.
    const newest = await queue('limit=1');
    const wrong = await call(
      'GET',
      `/api/admin/service/all-services?due=overdue&cursor=${newest.nextCursor}`,
      admin,
    );
    expect(wrong).toMatchObject({ status: 400, json: { message: 'Invalid cursor' } });
  });

  it('sorts the whole queue by promised date when asked', async () => {
    const page = await queue('sort=due&status=pending&limit=100');
    const dates = page.data.map((item) => item.promisedBy ?? '');
    expect(dates).toEqual([...dates].sort());
    expect(page.data.map((item) => item._id)).toEqual([
      ids.lateJobCard,
      ids.latePending,
      ids.dueToday,
      ids.dueMonday,
    ]);
  });

  it('refuses an unknown filter with a clear message', async () => {
    expect(await call('GET', '/api/admin/service/all-services?due=late', admin)).toMatchObject({
      status: 400,
      json: { message: 'due must be overdue or soon' },
    });
    expect(await call('GET', '/api/admin/service/all-services?sort=old', admin)).toMatchObject({
      status: 400,
      json: { message: 'sort must be newest, oldest or due' },
    });
  });

  it('each due filter’s total, added up from the tallies, is the number of rows it lists', async () => {
    for (const query of [
      'due=overdue',
      'due=soon',
      'due=overdue&status=pending',
      'due=overdue&status=in_progress',
      'due=overdue&status=completed',
      'due=overdue&type=RTPS',
      'due=overdue&type=JobCard&status=pending',
      'due=soon&type=RTPS&status=in_progress',
      'due=overdue&assigned=none',
      'due=overdue&search=kamla',
    ]) {
      const page = await queue(`${query}&limit=100`);
      expect(page.nextCursor, query).toBeNull();
      expect(page.total, query).toBe(page.data.length);
    }
    expect((await queue('due=overdue')).total).toBe(3);
    expect((await queue('due=soon')).total).toBe(2);
    expect((await queue('due=overdue&status=completed')).total).toBe(0);
  });

  it('the overview counts overdue applications per type, on both doors', async () => {
    const rest = await call('GET', '/api/admin/overview', admin);
    expect(rest.json.overdueByType).toEqual({ PanCard: 0, RTPS: 2, JobCard: 1, ITR: 0 });
    const viaTrpc = await trpcCall(server.app, 'query', 'admin.overview', admin);
    expect(viaTrpc.json().result.data.overdueByType).toEqual(rest.json.overdueByType);
  });

  // EXPLAIN QUERY PLAN and these statements' shapes are SQLite's own; PostgreSQL's are
  // checked by the next test.
  it.skipIf(onPostgres)('the overdue and Mine filters read their indexes', () => {
    // The shapes the applications queue repository's SQLite statements take
    // (packages/db/src/repositories/applications-queue.sqlite.ts).
    const db = server.sqlite();
    const { applications, users } = server.tables;
    const assignee = alias(users, 'assignee');
    const plan = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql, params } = query.toSQL();
      return db.$client
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...params)
        .map((step) => (step as { detail: string }).detail)
        .join('\n');
    };
    const columns = { id: applications.id, name: users.name, assigneeName: assignee.name };
    const from = () =>
      db
        .select(columns)
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .leftJoin(assignee, eq(assignee.id, applications.assignedTo));
    const overdue = from()
      .where(
        and(
          inArray(applications.status, [...RUNNING_STATUSES]),
          lt(applications.dueOn, indiaToday(NOW)),
          eq(applications.status, 'pending'),
        ),
      )
      .orderBy(asc(applications.dueOn), asc(applications.id))
      .limit(21);
    expect(plan(overdue)).toMatch(/SEARCH applications USING INDEX applications_status_due_idx/);
    const mine = from()
      .where(eq(applications.assignedTo, admin.id))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(21);
    expect(plan(mine)).toMatch(
      /SEARCH applications USING INDEX applications_assigned_created_idx \(assigned_to=\?\)/,
    );
  });

  // The PostgreSQL twin: the queue's statements in applications-queue.pg.ts' shapes. With
  // sequential scans priced out (the table is small here), the due order must be read along
  // (status, due_on NULLS FIRST, id) with no Sort step: an index in another order made
  // PostgreSQL sort each status's rows (docs/PERFORMANCE.md, migration migrations-pg/0004).
  it.skipIf(!onPostgres)(
    'the overdue and Mine filters read their indexes on PostgreSQL',
    async () => {
      if (server.config.database.kind !== 'postgres') throw new Error('not on PostgreSQL');
      const { openPostgres } = await import('@seva/db/postgres');
      const pg = openPostgres(server.config.database.url, { max: 1 });
      const client = await pg.pool.connect();
      try {
        const { applications } = server.tables;
        const plan = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
          const { sql: text, params } = query.toSQL();
          const result = await client.query(`EXPLAIN ${text}`, params);
          return result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
        };
        await client.query('BEGIN');
        await client.query('SET LOCAL enable_seqscan = off');
        const overdue = server.db
          .select({ id: applications.id, dueOn: applications.dueOn })
          .from(applications)
          .where(and(lt(applications.dueOn, indiaToday(NOW)), eq(applications.status, 'pending')))
          .orderBy(sql`${applications.dueOn} asc nulls first`, asc(applications.id))
          .limit(21);
        const overduePlan = await plan(overdue);
        expect(overduePlan).toMatch(/Index (Only )?Scan using applications_status_due_idx/);
        expect(overduePlan).not.toMatch(/Sort/);
        const mine = server.db
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.assignedTo, admin.id))
          .orderBy(desc(applications.createdAt), desc(applications.id))
          .limit(21);
        expect(await plan(mine)).toMatch(/applications_assigned_created_idx/);
        await client.query('ROLLBACK');
      } finally {
        client.release();
        await pg.close();
      }
    },
  );
});

describe('who may see it', () => {
  it('the queue and its filters stay closed to citizens', async () => {
    const answer = await call('GET', '/api/admin/service/all-services?due=overdue', citizen.auth);
    expect(answer.status).toBe(403);
  });
});
