import { expect, it } from 'vitest';
import { applicationRow, type Backend, describeEachBackend } from '../test/backends.ts';
import type {
  ApplicationsMaintenanceRepository,
  KeptTerms,
  Sealing,
  SearchTermFacts,
} from './applications-maintenance.ts';

const at = new Date('2026-11-20T10:00:00.000Z');

/** Rows read (or written) with plain SQL, the same text on both dialects. */
async function query(backend: Backend, text: string): Promise<Array<Record<string, unknown>>> {
  const { database } = backend;
  if (database.dialect === 'sqlite') {
    const statement = database.db.$client.prepare(text);
    if (!statement.reader) {
      statement.run();
      return [];
    }
    return statement.all() as Array<Record<string, unknown>>;
  }
  return (await database.db.$client.query(text)).rows;
}

const ids = (count: number, prefix = 'a') =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);

/** A pretend keyring: what `seal` answers is plain text naming the key and the number. */
function sealing(key: number, calls: string[] = []): Sealing {
  const sealOf = (number: string | null) => (number === null ? null : `v1.${key}.${number}`);
  const plainOf = (stored: string | null, sealed: string | null) =>
    stored ?? (sealed ? sealed.split('.').slice(2).join('.') : null);
  return {
    panCard(row) {
      calls.push(row.applicationId);
      const aadhaar = plainOf(row.aadharNumber, row.aadharNumberSealed);
      return {
        aadharNumberSealed: sealOf(aadhaar),
        aadharNumberLast4: aadhaar?.slice(-4) ?? null,
        terms: aadhaar ? [`#${key}-${aadhaar}`] : [],
      };
    },
    itr(row) {
      calls.push(row.applicationId);
      const numbers = [
        plainOf(row.aadharCardNo, row.aadharCardNoSealed),
        plainOf(row.panCardNo, row.panCardNoSealed),
        plainOf(row.accountNo, row.accountNoSealed),
      ];
      return {
        aadharCardNoSealed: sealOf(numbers[0] ?? null),
        aadharCardNoLast4: numbers[0]?.slice(-4) ?? null,
        panCardNoSealed: sealOf(numbers[1] ?? null),
        panCardNoLast4: numbers[1]?.slice(-4) ?? null,
        accountNoSealed: sealOf(numbers[2] ?? null),
        accountNoLast4: numbers[2]?.slice(-4) ?? null,
        terms: numbers.flatMap((number) => (number ? [`#${key}-${number}`] : [])),
      };
    },
  };
}

const panRow = (applicationId: string, plain: string | null, sealed: string | null = null) => ({
  applicationId,
  fullName: 'Asha',
  dateOfBirth: '1990-01-01',
  fatherName: 'Ram',
  mobileNumber: '9876500001',
  aadharNumber: plain,
  aadharNumberSealed: sealed,
  aadharNumberLast4: sealed ? (sealed.split('.').at(-1)?.slice(-4) ?? null) : null,
  address: 'Goh',
});

const itrRow = (applicationId: string, plain: [string | null, string | null, string | null]) => ({
  applicationId,
  aadharCardNo: plain[0],
  panCardNo: plain[1],
  accountNo: plain[2],
  ifscCode: 'SBIN0001234',
});

describeEachBackend('the applications maintenance repository', (backend) => {
  const repo = () => backend().repositories.applicationsMaintenance;
  const seed = () => backend().seed;

  async function seedApplications(
    applicationIds: string[],
    serviceType: 'PanCard' | 'ITR' | 'RTPS' = 'RTPS',
  ) {
    await seed().rows.users([
      {
        id: 'u1',
        name: 'Asha Devi',
        email: 'asha.devi@mail.example',
        mobile: '9876500001',
        createdAt: at,
        updatedAt: at,
      },
    ]);
    await seed().rows.applications(
      applicationIds.map((id, i) => ({
        ...applicationRow(id, 'u1'),
        serviceType,
        applicantName: `Applicant ${id}`,
        workingDays: 7,
        pausedWorkingDays: i % 3,
        createdAt: new Date(at.getTime() + i * 3_600_000),
      })),
    );
  }

  /** Every batch of a unit until it answers the end, as the service loops. */
  async function fillAllDueDates(
    on: ApplicationsMaintenanceRepository,
    limit: number,
    calls: string[],
  ) {
    let afterId = '';
    let filled = 0;
    for (;;) {
      const batch = await on.fillDueDates({
        afterId,
        limit,
        dueOn: (row) => {
          calls.push(row.id);
          return `due-${row.workingDays + row.pausedWorkingDays}-${row.createdAt.toISOString().slice(0, 13)}`;
        },
      });
      filled += batch.done;
      if (batch.lastId === null) return filled;
      afterId = batch.lastId;
    }
  }

  it('fills the promised dates left empty, in batches by id, and only those', async () => {
    const all = ids(5);
    await seedApplications(all);
    await query(backend(), `UPDATE applications SET due_on = 'kept' WHERE id = 'a002'`);
    const first = await repo().fillDueDates({ afterId: '', limit: 2, dueOn: () => 'd' });
    expect(first).toEqual({ lastId: 'a001', done: 2 });
    const second = await repo().fillDueDates({ afterId: 'a001', limit: 2, dueOn: () => 'd' });
    expect(second).toEqual({ lastId: 'a004', done: 2 });
    expect(await repo().fillDueDates({ afterId: 'a004', limit: 2, dueOn: () => 'd' })).toEqual({
      lastId: null,
      done: 0,
    });
    const rows = await query(backend(), 'SELECT id, due_on FROM applications ORDER BY id');
    expect(rows.map((row) => row.due_on)).toEqual(['d', 'd', 'kept', 'd', 'd']);
    // The policy sees what it needs.
    const seen: unknown[] = [];
    await query(backend(), `UPDATE applications SET due_on = NULL WHERE id = 'a004'`);
    await repo().fillDueDates({
      afterId: '',
      limit: 10,
      dueOn: (row) => {
        seen.push(row);
        return 'again';
      },
    });
    expect(seen).toEqual([
      {
        id: 'a004',
        createdAt: new Date(at.getTime() + 4 * 3_600_000),
        workingDays: 7,
        pausedWorkingDays: 1,
      },
    ]);
  });

  it('two processes filling at once: every row once, the record once', async () => {
    const all = ids(60);
    await seedApplications(all);
    const other = backend().anotherProcess();
    const calls: string[] = [];
    // Each run records the migration once its loop ends: none may be left then. On
    // PostgreSQL, without the unit's advisory lock and its rows' locks both, rows are filled
    // twice (each alone is enough between two starting processes).
    const run = async (on: typeof other) => {
      const filled = await fillAllDueDates(on.applicationsMaintenance, 7, calls);
      const left = await query(backend(), 'SELECT id FROM applications WHERE due_on IS NULL');
      const recorded = await on.dataMigrations.record('0017-due-dates-filled', at);
      return { filled, left: left.length, recorded };
    };
    const [a, b] = await Promise.all([run(backend().repositories), run(other)]);
    expect([a.left, b.left]).toEqual([0, 0]);
    expect(a.filled + b.filled).toBe(60);
    expect([...calls].sort()).toEqual(all);
    expect([a.recorded, b.recorded].filter(Boolean)).toHaveLength(1);
    const rows = await query(backend(), 'SELECT due_on FROM applications WHERE due_on IS NULL');
    expect(rows).toEqual([]);
    expect(
      await query(
        backend(),
        "SELECT name FROM data_migrations WHERE name = '0017-due-dates-filled'",
      ),
    ).toHaveLength(1);
    expect(await fillAllDueDates(repo(), 7, calls)).toBe(0);
  });

  it('adds the search terms an application lacks, idempotently', async () => {
    await seedApplications(ids(3));
    await seed().rows.searchTerms([{ applicationId: 'a001', term: 'asha' }]);
    const terms = (row: SearchTermFacts) => [
      'asha',
      row.email ?? '',
      row.mobile ?? '',
      row.reference.toLowerCase(),
      (row.applicantName ?? '').toLowerCase(),
    ];
    const first = await repo().fillSearchTerms({ afterId: '', limit: 2, terms });
    expect(first).toEqual({ lastId: 'a001', done: 9 });
    expect(await repo().fillSearchTerms({ afterId: 'a001', limit: 2, terms })).toEqual({
      lastId: 'a002',
      done: 5,
    });
    expect(await repo().fillSearchTerms({ afterId: 'a002', limit: 2, terms })).toEqual({
      lastId: null,
      done: 0,
    });
    expect(await repo().fillSearchTerms({ afterId: '', limit: 10, terms })).toEqual({
      lastId: 'a002',
      done: 0,
    });
    const rows = await query(
      backend(),
      "SELECT term FROM application_search_terms WHERE application_id = 'a000' ORDER BY term",
    );
    expect(rows.map((row) => row.term)).toEqual(
      ['9876500001', 'applicant a000', 'asha', 'asha.devi@mail.example', 'seva-test-a000'].sort(),
    );
  });

  it('two processes filling search terms at once: each term added once, all rows seen', async () => {
    const all = ids(40);
    await seedApplications(all);
    const other = backend().anotherProcess().applicationsMaintenance;
    const run = async (on: ApplicationsMaintenanceRepository) => {
      let afterId = '';
      let added = 0;
      for (;;) {
        const batch = await on.fillSearchTerms({
          afterId,
          limit: 6,
          terms: (row) => [`${row.id}-x`, `${row.id}-y`, 'shared'],
        });
        added += batch.done;
        if (batch.lastId === null) return added;
        afterId = batch.lastId;
      }
    };
    const [a, b] = await Promise.all([run(repo()), run(other)]);
    expect(a + b).toBe(40 * 3);
    expect(await query(backend(), 'SELECT term FROM application_search_terms')).toHaveLength(120);
  });

  it('seals the numbers left plain: sealed, last four kept, plain emptied, terms added', async () => {
    await seedApplications(['p1', 'p2'], 'PanCard');
    await seed().rows.applications([{ ...applicationRow('i1', 'u1'), serviceType: 'ITR' }]);
    await seed().rows.panCardDetails([
      panRow('p1', '123456789012'),
      panRow('p2', null, 'v1.1.210987654321'),
    ]);
    await seed().rows.itrDetails([itrRow('i1', ['111122223333', 'ABCDE1234F', null])]);
    expect(await repo().sealLeftPlain({ limit: 10, seal: sealing(1) })).toBe(2);
    expect(await repo().sealLeftPlain({ limit: 10, seal: sealing(1) })).toBe(0);
    expect(
      await query(
        backend(),
        'SELECT application_id, aadhar_number, aadhar_number_sealed, aadhar_number_last4 FROM pan_card_details ORDER BY application_id',
      ),
    ).toEqual([
      {
        application_id: 'p1',
        aadhar_number: null,
        aadhar_number_sealed: 'v1.1.123456789012',
        aadhar_number_last4: '9012',
      },
      {
        application_id: 'p2',
        aadhar_number: null,
        aadhar_number_sealed: 'v1.1.210987654321',
        aadhar_number_last4: '4321',
      },
    ]);
    expect(
      await query(
        backend(),
        'SELECT aadhar_card_no, aadhar_card_no_sealed, pan_card_no, pan_card_no_sealed, pan_card_no_last4, account_no, account_no_sealed FROM itr_details',
      ),
    ).toEqual([
      {
        aadhar_card_no: null,
        aadhar_card_no_sealed: 'v1.1.111122223333',
        pan_card_no: null,
        pan_card_no_sealed: 'v1.1.ABCDE1234F',
        pan_card_no_last4: '234F',
        account_no: null,
        account_no_sealed: null,
      },
    ]);
    const terms = await query(
      backend(),
      'SELECT application_id, term FROM application_search_terms ORDER BY application_id, term',
    );
    expect(terms).toEqual([
      { application_id: 'i1', term: '#1-111122223333' },
      { application_id: 'i1', term: '#1-ABCDE1234F' },
      { application_id: 'p1', term: '#1-123456789012' },
    ]);
  });

  it('a batch whose policy fails writes nothing', async () => {
    await seedApplications(['p1', 'p2'], 'PanCard');
    await seed().rows.panCardDetails([panRow('p1', '123456789012'), panRow('p2', '210987654321')]);
    const good = sealing(1);
    const failing: Sealing = {
      ...good,
      panCard(row) {
        if (row.applicationId === 'p2') throw new Error('refused');
        return good.panCard(row);
      },
    };
    await expect(repo().sealLeftPlain({ limit: 10, seal: failing })).rejects.toThrow('refused');
    expect(
      await query(
        backend(),
        'SELECT count(*) AS n FROM pan_card_details WHERE aadhar_number IS NULL',
      ),
    ).toEqual([{ n: backend().dialect === 'sqlite' ? 0 : '0' }]);
    expect(await query(backend(), 'SELECT term FROM application_search_terms')).toEqual([]);
  });

  it('two processes sealing at once: every row sealed once', async () => {
    const pans = ids(30, 'p');
    const itrs = ids(30, 'i');
    await seedApplications(pans, 'PanCard');
    await seed().rows.applications(
      itrs.map((id) => ({ ...applicationRow(id, 'u1'), serviceType: 'ITR' as const })),
    );
    await seed().rows.panCardDetails(
      pans.map((id, i) => panRow(id, `1234567890${String(i).padStart(2, '0')}`)),
    );
    await seed().rows.itrDetails(
      itrs.map((id, i) => itrRow(id, [null, `ABCDE${String(i).padStart(4, '0')}F`, null])),
    );
    const other = backend().anotherProcess().applicationsMaintenance;
    const calls: string[] = [];
    const run = async (on: ApplicationsMaintenanceRepository) => {
      let done = 0;
      for (;;) {
        const sealed = await on.sealLeftPlain({ limit: 7, seal: sealing(1, calls) });
        if (sealed === 0) return done;
        done += sealed;
      }
    };
    const [a, b] = await Promise.all([run(repo()), run(other)]);
    expect(a + b).toBe(60);
    expect([...calls].sort()).toEqual([...itrs, ...pans].sort());
    expect(await query(backend(), 'SELECT term FROM application_search_terms')).toHaveLength(60);
  });

  it('re-seals the values of other keys only, keeping the last four', async () => {
    await seedApplications(['p1', 'p2'], 'PanCard');
    await seed().rows.applications([{ ...applicationRow('i1', 'u1'), serviceType: 'ITR' }]);
    await seed().rows.panCardDetails([
      panRow('p1', null, 'v1.1.123456789012'),
      panRow('p2', null, 'v1.2.210987654321'),
    ]);
    await seed().rows.itrDetails([
      {
        ...itrRow('i1', [null, null, null]),
        panCardNoSealed: 'v1.2.ABCDE1234F',
        accountNoSealed: 'v1.1.5010012345',
        accountNoLast4: '2345',
      },
    ]);
    const calls: string[] = [];
    expect(
      await repo().resealOtherKeys({ limit: 1, currentPrefix: 'v1.2.', seal: sealing(2, calls) }),
    ).toBe(1);
    expect(
      await repo().resealOtherKeys({ limit: 5, currentPrefix: 'v1.2.', seal: sealing(2, calls) }),
    ).toBe(1);
    expect(
      await repo().resealOtherKeys({ limit: 5, currentPrefix: 'v1.2.', seal: sealing(2, calls) }),
    ).toBe(0);
    expect(calls).toEqual(['p1', 'i1']);
    expect(
      await query(
        backend(),
        'SELECT aadhar_number_sealed, aadhar_number_last4 FROM pan_card_details ORDER BY application_id',
      ),
    ).toEqual([
      { aadhar_number_sealed: 'v1.2.123456789012', aadhar_number_last4: '9012' },
      { aadhar_number_sealed: 'v1.2.210987654321', aadhar_number_last4: '4321' },
    ]);
    expect(
      await query(
        backend(),
        'SELECT pan_card_no_sealed, account_no_sealed, account_no_last4 FROM itr_details',
      ),
    ).toEqual([
      {
        pan_card_no_sealed: 'v1.2.ABCDE1234F',
        account_no_sealed: 'v1.2.5010012345',
        account_no_last4: '2345',
      },
    ]);
    expect(
      (await query(backend(), 'SELECT term FROM application_search_terms ORDER BY term')).map(
        (row) => row.term,
      ),
    ).toEqual(['#2-123456789012', '#2-5010012345', '#2-ABCDE1234F']);
  });

  it('prunes the identity terms not kept, by id, leaving other terms', async () => {
    await seedApplications(['p1'], 'PanCard');
    await seed().rows.applications([
      { ...applicationRow('i1', 'u1'), serviceType: 'ITR' },
      { ...applicationRow('r1', 'u1'), serviceType: 'RTPS' },
    ]);
    await seed().rows.panCardDetails([panRow('p1', null, 'v1.2.123456789012')]);
    await seed().rows.itrDetails([
      { ...itrRow('i1', [null, null, null]), panCardNoSealed: 'v1.2.ABCDE1234F' },
    ]);
    await seed().rows.searchTerms([
      { applicationId: 'p1', term: '#1-123456789012' },
      { applicationId: 'p1', term: '#2-123456789012' },
      { applicationId: 'p1', term: 'asha' },
      { applicationId: 'i1', term: '#1-ABCDE1234F' },
      { applicationId: 'i1', term: '#2-ABCDE1234F' },
      { applicationId: 'r1', term: '#1-stray' },
    ]);
    const keep: KeptTerms = {
      panCard: (row) => [`#2-${row.aadharNumberSealed?.slice(5)}`],
      itr: (row) => [`#2-${row.panCardNoSealed?.slice(5)}`],
    };
    const first = await repo().pruneIdentityTerms({
      afterId: '',
      limit: 1,
      identityTermPrefix: '#',
      keep,
    });
    expect(first).toEqual({ lastId: 'i1', removed: 1 });
    const second = await repo().pruneIdentityTerms({
      afterId: 'i1',
      limit: 1,
      identityTermPrefix: '#',
      keep,
    });
    expect(second).toEqual({ lastId: 'p1', removed: 1 });
    expect(
      await repo().pruneIdentityTerms({ afterId: 'p1', limit: 1, identityTermPrefix: '#', keep }),
    ).toEqual({ lastId: null, removed: 0 });
    expect(
      (
        await query(
          backend(),
          'SELECT application_id, term FROM application_search_terms ORDER BY application_id, term',
        )
      ).map((row) => `${row.application_id} ${row.term}`),
    ).toEqual(['i1 #2-ABCDE1234F', 'p1 #2-123456789012', 'p1 asha', 'r1 #1-stray']);
  });
});
