import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Application } from '../schema.ts';
import { applicationRow, describeEachBackend } from '../test/backends.ts';
import type { QueueOrder, QueuePage, QueueQuery, QueueRow } from './applications-queue.ts';

const start = Date.parse('2026-11-20T10:00:00.123Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);

interface Seeded {
  id: string;
  userId: string;
  minutes: number;
  status: Application['status'];
  serviceType: Application['serviceType'];
  dueOn: string | null;
  assignedTo?: string;
  applicantName: string;
  terms: string[];
}

// Ties on created_at (a2/a3, a7/a8/a9) are broken by id; a null promised date (a10) sorts
// first in promised-date order on both. Terms are what filing writes (lower-case, NFC), plus
// two the feature never writes (upper case, an accent) to show ranges compare bytes.
const rows: Seeded[] = [
  {
    id: 'a1',
    userId: 'u1',
    minutes: 1,
    status: 'pending',
    serviceType: 'PanCard',
    dueOn: '2026-11-23',
    applicantName: 'Ravi Sharma',
    terms: ['ravi', 'sharma', 'seva-2026-000001', '1'],
  },
  {
    id: 'a2',
    userId: 'u2',
    minutes: 2,
    status: 'in_progress',
    serviceType: 'RTPS',
    dueOn: '2026-11-24',
    assignedTo: 'op1',
    applicantName: 'रवि कुमार',
    terms: ['रवि', 'कुमार', 'seva-2026-000002', '2'],
  },
  {
    id: 'a3',
    userId: 'u1',
    minutes: 2,
    status: 'pending',
    serviceType: 'RTPS',
    dueOn: '2026-11-26',
    applicantName: 'Sharmila Devi',
    terms: ['sharmila', 'devi', 'seva-2026-000003', '3'],
  },
  {
    id: 'a4',
    userId: 'u2',
    minutes: 4,
    status: 'needs_documents',
    serviceType: 'JobCard',
    dueOn: '2026-11-20',
    applicantName: 'रविना',
    terms: ['रविना', 'seva-2026-000004', '4'],
  },
  {
    id: 'a5',
    userId: 'u3',
    minutes: 5,
    status: 'completed',
    serviceType: 'ITR',
    dueOn: '2026-11-21',
    applicantName: 'Zed Upper',
    terms: ['ZED', 'seva-2026-000005', '5'],
  },
  {
    id: 'a6',
    userId: 'u3',
    minutes: 6,
    status: 'pending',
    serviceType: 'JobCard',
    dueOn: '2026-11-25',
    assignedTo: 'op2',
    applicantName: 'José Kumar',
    terms: ['josé', 'kumar', 'seva-2026-000006', '6'],
  },
  {
    id: 'a7',
    userId: 'u1',
    minutes: 7,
    status: 'in_progress',
    serviceType: 'PanCard',
    dueOn: '2026-11-22',
    assignedTo: 'op1',
    applicantName: 'Ravi Kumar',
    terms: ['ravi', 'kumar', 'seva-2026-000007', '7', '#k1'],
  },
  {
    id: 'a8',
    userId: 'u2',
    minutes: 7,
    status: 'rejected',
    serviceType: 'PanCard',
    dueOn: '2026-11-22',
    applicantName: 'Jose Ravi',
    terms: ['jose', 'ravi', 'seva-2026-000008', '8'],
  },
  {
    id: 'a9',
    userId: 'u3',
    minutes: 7,
    status: 'pending',
    serviceType: 'RTPS',
    dueOn: '2026-11-22',
    applicantName: 'Kumari',
    terms: ['kumari', 'seva-2026-000009', '9'],
  },
  {
    id: 'a10',
    userId: 'u1',
    minutes: 10,
    status: 'completed',
    serviceType: 'ITR',
    dueOn: null,
    applicantName: 'Old Row',
    terms: ['old', 'row', 'seva-2026-000010', '10'],
  },
  {
    id: 'b1',
    userId: 'u2',
    minutes: 11,
    status: 'pending',
    serviceType: 'PanCard',
    dueOn: '2026-11-27',
    applicantName: 'रवि शर्मा',
    terms: ['रवि', 'शर्मा', 'seva-2026-000011', '11'],
  },
  {
    id: 'b2',
    userId: 'u3',
    minutes: 12,
    status: 'in_progress',
    serviceType: 'ITR',
    dueOn: '2026-11-19',
    applicantName: 'Anil',
    terms: ['anil', 'seva-2026-000012', '12'],
  },
];

const byId = new Map(rows.map((row) => [row.id, row]));
const newest = [...rows].sort((a, b) => b.minutes - a.minutes || (b.id < a.id ? -1 : 1));
const oldest = [...newest].reverse();
const dueKey = (row: Seeded) => `${row.dueOn ?? ''}\u0000${row.id}`;
const byDue = [...rows].sort((a, b) => (dueKey(a) < dueKey(b) ? -1 : 1));
const running = (row: Seeded) => row.status === 'pending' || row.status === 'in_progress';

const base = { limit: 50, broadCountCap: 1000, order: { by: 'newest', after: null } } as const;

describeEachBackend('the applications queue repository', (backend) => {
  const repo = () => backend().repositories.applicationsQueue;

  async function seedAll() {
    const { seed } = backend();
    await seed.rows.users([
      {
        id: 'u1',
        name: 'Ravi Sharma',
        email: 'ravi@example.in',
        mobile: '9876500001',
        createdAt: at(0),
        updatedAt: at(0),
      },
      {
        id: 'u2',
        name: 'रवि',
        email: null,
        mobile: '9876500002',
        createdAt: at(0),
        updatedAt: at(0),
      },
      {
        id: 'u3',
        name: 'Third',
        email: 'third@example.in',
        mobile: null,
        createdAt: at(0),
        updatedAt: at(0),
      },
      { id: 'op1', name: 'Operator One', role: 'admin', createdAt: at(0), updatedAt: at(0) },
      { id: 'op2', name: 'Operator Two', role: 'admin', createdAt: at(0), updatedAt: at(0) },
    ]);
    await seed.rows.applications(
      rows.map((row) => ({
        ...applicationRow(row.id, row.userId),
        reference: `SEVA-2026-0000${row.id}`,
        status: row.status,
        serviceType: row.serviceType,
        applicantName: row.applicantName,
        dueOn: row.dueOn,
        assignedTo: row.assignedTo ?? null,
        createdAt: at(row.minutes),
        updatedAt: at(row.minutes + 100),
      })),
    );
    await seed.rows.searchTerms(
      rows.flatMap((row) => row.terms.map((term) => ({ applicationId: row.id, term }))),
    );
  }

  const ids = (page: QueuePage) => page.rows.map((row) => row.id);

  /** Every page of a query, each `limit` long, following the last row's key. */
  async function allPages(query: Omit<QueueQuery, 'limit'>, limit: number) {
    const pages: string[][] = [];
    let order: QueueOrder = query.order;
    for (let n = 0; n < 20; n++) {
      const page = await repo().page({ ...query, order, limit });
      pages.push(ids(page));
      const last = page.rows.at(-1);
      if (!page.more || !last) return pages;
      order =
        order.by === 'due'
          ? { by: 'due', after: { dueOn: last.dueOn ?? '', id: last.id } }
          : { by: order.by, after: { createdAt: last.createdAt, id: last.id } };
    }
    throw new Error('the pages did not end');
  }

  const chunks = <T>(list: T[], size: number) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
      list.slice(i * size, i * size + size),
    );

  it('pages newest first, oldest first and by promised date without gaps or repeats', async () => {
    await seedAll();
    expect(await allPages(base, 5)).toEqual(
      chunks(
        newest.map((row) => row.id),
        5,
      ),
    );
    expect(await allPages({ ...base, order: { by: 'oldest', after: null } }, 5)).toEqual(
      chunks(
        oldest.map((row) => row.id),
        5,
      ),
    );
    expect(await allPages({ ...base, order: { by: 'due', after: null } }, 4)).toEqual(
      chunks(
        byDue.map((row) => row.id),
        4,
      ),
    );
    // The same page in one go: a10 (no promised date) first.
    const whole = await repo().page({ ...base, order: { by: 'due', after: null } });
    expect(ids(whole)[0]).toBe('a10');
    expect(whole).toMatchObject({ more: false, total: rows.length, totalIsCapped: false });
  });

  it('answers each row with its citizen and assignee', async () => {
    await seedAll();
    const page = await repo().page({ ...base, limit: 3 });
    expect(page.more).toBe(true);
    expect(page.total).toBe(rows.length);
    const expected: QueueRow[] = [
      {
        id: 'b2',
        reference: 'SEVA-2026-0000b2',
        serviceType: 'ITR',
        status: 'in_progress',
        applicantName: 'Anil',
        createdAt: at(12),
        updatedAt: at(112),
        dueOn: '2026-11-19',
        user: { id: 'u3', name: 'Third', email: 'third@example.in', mobile: null },
        assignee: null,
      },
      expect.objectContaining({
        id: 'b1',
        user: expect.objectContaining({ name: 'रवि', email: null }),
      }),
      expect.objectContaining({ id: 'a10', dueOn: null }),
    ];
    expect(page.rows).toEqual(expected);
    const assigned = await repo().page({ ...base, assignedTo: 'op1' });
    expect(assigned.rows.map((row) => row.assignee)).toEqual([
      { id: 'op1', name: 'Operator One' },
      { id: 'op1', name: 'Operator One' },
    ]);
  });

  it('filters by type, status, assignment and promised date, with their totals', async () => {
    await seedAll();
    const expectFilter = async (query: Partial<QueueQuery>, keep: (row: Seeded) => boolean) => {
      const expected = newest.filter(keep).map((row) => row.id);
      const page = await repo().page({ ...base, ...query });
      expect(ids(page), JSON.stringify(query)).toEqual(expected);
      expect(page.total, JSON.stringify(query)).toBe(expected.length);
      // Paged two at a time, and by promised date, the same rows.
      expect((await allPages({ ...base, ...query }, 2)).flat()).toEqual(expected);
      const due = await allPages({ ...base, ...query, order: { by: 'due', after: null } }, 2);
      expect(due.flat()).toEqual(byDue.filter(keep).map((row) => row.id));
    };
    await expectFilter({ serviceType: 'RTPS' }, (row) => row.serviceType === 'RTPS');
    await expectFilter({ status: 'pending' }, (row) => row.status === 'pending');
    await expectFilter({ assignedTo: null }, (row) => row.assignedTo === undefined);
    await expectFilter({ assignedTo: 'op2' }, (row) => row.assignedTo === 'op2');
    const overdue = (row: Seeded) => running(row) && row.dueOn !== null && row.dueOn < '2026-11-23';
    // Alone (and with a type or status) the total comes from the tallies the triggers keep.
    await expectFilter({ due: { before: '2026-11-23' } }, overdue);
    await expectFilter(
      { due: { before: '2026-11-23' }, status: 'pending' },
      (row) => overdue(row) && row.status === 'pending',
    );
    await expectFilter(
      { due: { before: '2026-11-23' }, serviceType: 'PanCard' },
      (row) => overdue(row) && row.serviceType === 'PanCard',
    );
    await expectFilter({ due: { before: '2026-11-23' }, status: 'completed' }, () => false);
    await expectFilter(
      { due: { before: '2026-11-23' }, assignedTo: 'op1' },
      (row) => overdue(row) && row.assignedTo === 'op1',
    );
    const soon = (row: Seeded) =>
      running(row) && row.dueOn !== null && row.dueOn >= '2026-11-23' && row.dueOn <= '2026-11-25';
    await expectFilter({ due: { from: '2026-11-23', until: '2026-11-25' } }, soon);
    await expectFilter(
      {
        due: { from: '2026-11-23', until: '2026-11-25' },
        serviceType: 'RTPS',
        status: 'in_progress',
      },
      (row) => soon(row) && row.serviceType === 'RTPS' && row.status === 'in_progress',
    );
  });

  it('searches by prefix of terms, compared as bytes: Devanagari, case and accents', async () => {
    await seedAll();
    const search = async (words: string[], more: Partial<QueueQuery> = {}) => {
      const page = await repo().page({ ...base, ...more, search: { words, identityTerm: null } });
      expect(page.total).toBe(page.rows.length);
      return ids(page);
    };
    expect(await search(['ravi'])).toEqual(['a8', 'a7', 'a1']);
    expect(await search(['rav'])).toEqual(['a8', 'a7', 'a1']);
    expect(await search(['shar'])).toEqual(['a3', 'a1']);
    // Every word must match: the most selective drives, the others are checked per row.
    expect(await search(['ravi', 'kumar'])).toEqual(['a7']);
    expect(await search(['kumar', 'ravi', 'seva'])).toEqual(['a7']);
    expect(await search(['kumar'])).toEqual(['a9', 'a7', 'a6']);
    // Devanagari: 'रव' starts 'रवि' and 'रविना'; 'रवि' starts both too.
    expect(await search(['रव'])).toEqual(['b1', 'a4', 'a2']);
    expect(await search(['रवि'])).toEqual(['b1', 'a4', 'a2']);
    expect(await search(['रविन'])).toEqual(['a4']);
    expect(await search(['रवि', 'शर्मा'])).toEqual(['b1']);
    expect(await search(['कु'])).toEqual(['a2']);
    // Bytes: lower case does not find upper case, nor a plain letter its accented one.
    expect(await search(['zed'])).toEqual([]);
    expect(await search(['ZED'])).toEqual(['a5']);
    expect(await search(['jose'])).toEqual(['a8']);
    expect(await search(['josé'])).toEqual(['a6']);
    expect(await search(['jos'])).toEqual(['a8', 'a6']);
    // References and numbers.
    expect(await search(['seva-2026-0000a1'])).toEqual([]);
    expect(await search(['seva-2026-000001'])).toEqual(['a1']);
    expect(await search(['1'])).toEqual(['b2', 'b1', 'a10', 'a1']);
    expect(await search(['nobody'])).toEqual([]);
    // With the other filters, and paged.
    expect(await search(['ravi'], { status: 'pending' })).toEqual(['a1']);
    expect(await search(['रव'], { order: { by: 'oldest', after: null } })).toEqual([
      'a2',
      'a4',
      'b1',
    ]);
    expect(await search(['रव'], { order: { by: 'due', after: null } })).toEqual(['a4', 'a2', 'b1']);
    expect(await allPages({ ...base, search: { words: ['ravi'], identityTerm: null } }, 1)).toEqual(
      [['a8'], ['a7'], ['a1']],
    );
    expect(
      await allPages(
        {
          ...base,
          order: { by: 'due', after: null },
          search: { words: ['रव'], identityTerm: null },
        },
        2,
      ),
    ).toEqual([['a4', 'a2'], ['b1']]);
    // A search with a promised-date filter counts rows, not tallies.
    const overdueRavi = await repo().page({
      ...base,
      due: { before: '2026-11-23' },
      search: { words: ['ravi'], identityTerm: null },
    });
    expect(ids(overdueRavi)).toEqual(['a7']);
    expect(overdueRavi.total).toBe(1);
  });

  it('totals a selective search on each page, counting the rows before the cursor', async () => {
    await seedAll();
    const search = { words: ['ravi'], identityTerm: null };
    const after = (page: QueuePage) => {
      const last = page.rows.at(-1);
      if (!last) throw new Error('an empty page');
      return { createdAt: last.createdAt, id: last.id };
    };
    for (const [by, expected] of [
      ['newest', ['a8', 'a7', 'a1']],
      ['oldest', ['a1', 'a7', 'a8']],
    ] as const) {
      const first = await repo().page({ ...base, limit: 1, search, order: { by, after: null } });
      expect(first).toMatchObject({ more: true, total: 3, totalIsCapped: false });
      expect(ids(first)).toEqual([expected[0]]);
      const second = await repo().page({
        ...base,
        limit: 1,
        search,
        order: { by, after: after(first) },
      });
      expect(second).toMatchObject({ more: true, total: 3 });
      expect(ids(second)).toEqual([expected[1]]);
      const last = await repo().page({
        ...base,
        limit: 2,
        search,
        order: { by, after: after(second) },
      });
      expect(last).toMatchObject({ more: false, total: 3 });
      expect(ids(last)).toEqual([expected[2]]);
    }
  });

  it('answers a page past the last row with no rows and the whole total', async () => {
    await seedAll();
    const past = { createdAt: new Date(0), id: '' };
    for (const more of [
      {},
      { status: 'pending' as const },
      { search: { words: ['ravi'], identityTerm: null } },
      { search: { words: ['1'], identityTerm: null } },
    ]) {
      const whole = await repo().page({ ...base, ...more });
      expect(whole.total).toBeGreaterThan(0);
      const after = await repo().page({ ...base, ...more, order: { by: 'newest', after: past } });
      expect(after).toMatchObject({ rows: [], more: false, total: whole.total });
    }
  });

  it('finds a whole identity number by its term, else searches the words', async () => {
    await seedAll();
    const page = (identityTerm: string, words: string[]) =>
      repo().page({ ...base, search: { words, identityTerm } });
    expect(ids(await page('#k1', ['anil']))).toEqual(['a7']);
    expect(ids(await page('#k2', ['anil']))).toEqual(['b2']);
  });

  it('counts a search whose every word is common only up to the cap', async () => {
    await seedAll();
    // 2000 terms starting with "kx" over four applications: the search is broad.
    const terms = Array.from({ length: 2000 }, (_, i) => ({
      applicationId: ['a1', 'a3', 'a7', 'b1'][i % 4] ?? 'a1',
      term: `kx${String(i).padStart(4, '0')}`,
    }));
    for (const chunk of chunks(terms, 500)) await backend().seed.rows.searchTerms(chunk);
    const broad = await repo().page({
      ...base,
      limit: 2,
      broadCountCap: 3,
      search: { words: ['kx'], identityTerm: null },
    });
    expect(ids(broad)).toEqual(['b1', 'a7']);
    expect(broad).toMatchObject({ more: true, total: 3, totalIsCapped: true });
    const all = await repo().page({ ...base, search: { words: ['kx'], identityTerm: null } });
    expect(ids(all)).toEqual(['b1', 'a7', 'a3', 'a1']);
    expect(all).toMatchObject({ total: 4, totalIsCapped: false });
    // A selective word beside it drives; the broad one is checked per row.
    const both = await repo().page({
      ...base,
      search: { words: ['kx', 'sharmila'], identityTerm: null },
    });
    expect(ids(both)).toEqual(['a3']);
    expect(both.total).toBe(1);
    // Two words over the first count (64), one under the cap: it drives, and the total is
    // exact, not capped as a broad search's.
    const ky = Array.from({ length: 100 }, (_, i) => ({
      applicationId: ['a1', 'a3', 'a7', 'b1'][i % 4] ?? 'a1',
      term: `ky${String(i).padStart(3, '0')}`,
    }));
    await backend().seed.rows.searchTerms(ky);
    const driven = await repo().page({
      ...base,
      broadCountCap: 3,
      search: { words: ['kx', 'ky'], identityTerm: null },
    });
    expect(ids(driven)).toEqual(['b1', 'a7', 'a3', 'a1']);
    expect(driven).toMatchObject({ total: 4, totalIsCapped: false });
  });

  it('totals a one-word broad search by its commonest term, and with filters by its rows', async () => {
    await seedAll();
    // 2000 terms starting with "kz" make the word broad; "kzz" is held by every application
    // (the first term of the range), the rest by a1 alone.
    const terms = [
      ...rows.map((row) => ({ applicationId: row.id, term: 'kzz' })),
      ...Array.from({ length: 2000 - rows.length }, (_, i) => ({
        applicationId: 'a1',
        term: `kzz${String(i).padStart(4, '0')}`,
      })),
    ];
    for (const chunk of chunks(terms, 500)) await backend().seed.rows.searchTerms(chunk);
    const search = { words: ['kz'], identityTerm: null };
    const capped = await repo().page({ ...base, limit: 2, broadCountCap: 3, search });
    expect(ids(capped)).toEqual(newest.slice(0, 2).map((row) => row.id));
    expect(capped).toMatchObject({ more: true, total: 3, totalIsCapped: true });
    // Under the cap: the applications are counted, not the term's entries.
    const whole = await repo().page({ ...base, broadCountCap: rows.length, search });
    expect(whole).toMatchObject({ total: rows.length, totalIsCapped: false });
    // A filter beside the word: only its rows count, however common the term.
    const pending = rows.filter((row) => row.status === 'pending');
    const filtered = await repo().page({
      ...base,
      status: 'pending',
      broadCountCap: pending.length,
      search,
    });
    expect(ids(filtered)).toEqual(
      newest.filter((row) => row.status === 'pending').map((row) => row.id),
    );
    expect(filtered).toMatchObject({ total: pending.length, totalIsCapped: false });
  });

  it('counts overdue per type from the tallies, and the overview per status and type', async () => {
    await seedAll();
    const overdue = rows.filter(
      (row) => running(row) && row.dueOn !== null && row.dueOn < '2026-11-23',
    );
    const perType = (list: Seeded[]) =>
      Object.entries(
        list.reduce<Record<string, number>>((counts, row) => {
          counts[row.serviceType] = (counts[row.serviceType] ?? 0) + 1;
          return counts;
        }, {}),
      )
        .map(([serviceType, n]) => ({ serviceType, n }))
        .sort((a, b) => (a.serviceType < b.serviceType ? -1 : 1));
    const sorted = <T extends { serviceType: string }>(list: T[]) =>
      [...list].sort((a, b) => (a.serviceType < b.serviceType ? -1 : 1));
    expect(sorted(await repo().overdueByType('2026-11-23'))).toEqual(perType(overdue));
    expect(await repo().overdueByType('2026-11-01')).toEqual([]);
    const counts = await repo().counts('2026-11-23');
    expect(sorted(counts.overdueByType)).toEqual(perType(overdue));
    expect(sorted(counts.byType)).toEqual(perType(rows));
    const statuses = new Map<string, number>();
    for (const row of rows) statuses.set(row.status, (statuses.get(row.status) ?? 0) + 1);
    expect([...counts.byStatus].sort((a, b) => (a.status < b.status ? -1 : 1))).toEqual(
      [...statuses]
        .map(([status, n]) => ({ status, n }))
        .sort((a, b) => (a.status < b.status ? -1 : 1)),
    );
    expect(byId.size).toBe(rows.length);
  });

  it('compares terms and promised dates as bytes on PostgreSQL too (COLLATE "C")', async () => {
    const { database } = backend();
    if (database.dialect === 'sqlite') return;
    const columns = await database.db.execute<{
      table_name: string;
      column_name: string;
      collation_name: string;
    }>(
      sql`select table_name, column_name, collation_name from information_schema.columns
          where (table_name, column_name) in (('application_search_terms', 'term'),
            ('applications', 'due_on'), ('running_due_tallies', 'due_on'))
          order by table_name, column_name`,
    );
    expect(columns.rows.map((row) => row.collation_name)).toEqual(['C', 'C', 'C']);
    // The trap the "C" columns avoid: under a linguistic collation the prefix range of "zed"
    // takes in "ZED", and that of "jose" takes in "josé" (the cases above would fail).
    const icu = await database.db.execute<{ upper: boolean; accent: boolean }>(
      sql`select ('ZED' collate "und-x-icu" >= 'zed' and 'ZED' collate "und-x-icu" < ${'zed\uffff'}) as upper,
                 ('josé' collate "und-x-icu" >= 'jose' and 'josé' collate "und-x-icu" < ${'jose\uffff'}) as accent`,
    );
    expect(icu.rows[0]).toEqual({ upper: true, accent: true });
  });

  it('answers an empty queue', async () => {
    expect(await repo().page(base)).toEqual({
      rows: [],
      more: false,
      total: 0,
      totalIsCapped: false,
    });
    expect(await repo().page({ ...base, order: { by: 'due', after: null } })).toMatchObject({
      rows: [],
      total: 0,
    });
    expect(await repo().counts('2026-11-23')).toEqual({
      byStatus: [],
      byType: [],
      overdueByType: [],
    });
  });
});
