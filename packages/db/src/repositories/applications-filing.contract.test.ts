import { expect, it } from 'vitest';
import type { Db } from '../client.ts';
import type { PgDb } from '../postgres.ts';
import * as pgSchema from '../schema.pg.ts';
import type { Consent } from '../schema.ts';
import * as sqliteSchema from '../schema.ts';
import { describeEachBackend } from '../test/backends.ts';
import type { FiledFacts, FilingOutcome, NewFiling } from './applications-filing.ts';
import type { NewNotification, NoticeRecipient, Notify } from './notifications.ts';

const start = Date.parse('2026-11-23T10:00:00.000Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);
const plenty = 1_000_000;
let serial = 0;
function newId(prefix: string): string {
  serial += 1;
  return `${prefix}${String(serial).padStart(6, '0')}`;
}

const person = (id: string, name: string, more: { email?: string; mobile?: string } = {}) => ({
  id,
  name,
  ...more,
  createdAt: at(0),
  updatedAt: at(0),
});

const consentOf = (userId: string, operatorId: string | null = null): Consent => ({
  id: newId('con'),
  userId,
  noticeVersion: 3,
  purpose: 'application',
  channel: operatorId ? 'counter' : 'online',
  operatorId,
  createdAt: at(0),
});

/** Policies as the service hands them: what the unit asked is recorded in `asked`. */
function filing(
  id: string,
  userId: string,
  options: {
    files?: number[];
    consent?: Consent | null;
    filer?: string;
    minutes?: number;
    asked?: Array<{ workingDays: number; holidays: readonly string[] }>;
  } = {},
): NewFiling {
  const createdAt = at(options.minutes ?? 1);
  const filer = options.filer ?? userId;
  return {
    application: {
      id,
      userId,
      serviceType: 'PanCard',
      applicantName: 'Asha Devi',
      trackingCode: `TRACK-${id}`,
      atCounter: filer !== userId,
      filedBy: filer === userId ? null : filer,
      createdAt,
      updatedAt: createdAt,
    },
    referenceYear: 2026,
    details: {
      serviceType: 'PanCard',
      row: {
        applicationId: id,
        fullName: 'Asha Devi',
        dateOfBirth: '1990-01-01',
        fatherName: 'Ram',
        mobileNumber: '9876500001',
        aadharNumber: null,
        aadharNumberSealed: `sealed-${id}`,
        aadharNumberLast4: '1234',
        address: 'Patna',
      },
    },
    files: (options.files ?? []).map((size, n) => ({
      id: `${id}-file${n}`,
      applicationId: id,
      documentType: n === 0 ? 'photo' : 'signature',
      storageKey: `key-${id}-${n}`,
      originalName: 'scan.jpg',
      contentType: 'image/jpeg',
      size,
      sha256: 'a'.repeat(64),
      uploadedBy: filer,
      createdAt,
    })),
    history: { id: `${id}-history`, changedBy: filer },
    consent: {
      noticeVersion: 3,
      given: options.consent === undefined ? consentOf(userId) : options.consent,
    },
    defaultQuotaBytes: plenty,
    terms: (reference) => ['asha', 'devi', reference.toLowerCase(), '#blind'],
    dueOn: (workingDays, holidays) => {
      options.asked?.push({ workingDays, holidays });
      return `2026-12-${String(workingDays).padStart(2, '0')}`;
    },
  };
}

/** One SMS to the owner, if there is one; `seen` records each call with its facts. */
function notice(
  seen: Array<{ recipient: NoticeRecipient | null; facts: FiledFacts }> = [],
): Notify<FiledFacts> {
  return (recipient, facts) => {
    seen.push({ recipient, facts });
    if (!recipient) return [];
    const row: NewNotification = {
      id: newId('ntf'),
      kind: 'application_received',
      channel: 'sms',
      userId: recipient.id,
      recipientMasked: '98****0001',
      message: `sealed ${facts.reference}`,
      urgent: false,
      nextAttemptAt: at(0),
      expiresAt: null,
      createdAt: at(0),
    };
    return [row];
  };
}

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const referenceNo = (n: number) => `SEVA-2026-${String(n).padStart(6, '0')}`;

describeEachBackend('the applications filing repository', (backend) => {
  const filingRepo = () => backend().repositories.applicationsFiling;
  const records = () => backend().repositories.applications;

  async function seed() {
    await backend().seed.rows.users([
      person('asha', 'Asha Devi', { mobile: '9876500001' }),
      person('ravi', 'Ravi Kumar'),
      person('operator', 'Operator'),
    ]);
  }

  async function filed(outcome: Promise<FilingOutcome>): Promise<FiledFacts> {
    const answer = await outcome;
    if (!('filed' in answer)) throw new Error(`not filed: ${JSON.stringify(answer)}`);
    return answer.filed;
  }

  /** Rows read through the dialect's own builder. */
  async function rowsOf<Row>(
    sqlite: (db: Db) => Row[],
    pg: (db: PgDb) => Promise<Row[]>,
  ): Promise<Row[]> {
    const { database } = backend();
    return database.dialect === 'sqlite' ? sqlite(database.db) : pg(database.db);
  }

  const termsOf = async (applicationId: string) =>
    (
      await rowsOf(
        (db) => db.select().from(sqliteSchema.applicationSearchTerms).all(),
        (db) => db.select().from(pgSchema.applicationSearchTerms),
      )
    )
      .filter((row) => row.applicationId === applicationId)
      .map((row) => row.term)
      .sort();

  const notifications = () =>
    rowsOf(
      (db) => db.select().from(sqliteSchema.notifications).all(),
      (db) => db.select().from(pgSchema.notifications),
    );

  const applicationCount = async () =>
    (
      await rowsOf(
        (db) => db.select().from(sqliteSchema.applications).all(),
        (db) => db.select().from(pgSchema.applications),
      )
    ).length;

  it('files an application with its reference, fee, promise, rows, consent and notice', async () => {
    await seed();
    await backend().seed.fee('PanCard', 150);
    await backend().seed.settings({ holidays: ['2026-12-25'] });
    const asked: Array<{ workingDays: number; holidays: readonly string[] }> = [];
    const seen: Array<{ recipient: NoticeRecipient | null; facts: FiledFacts }> = [];
    const first = await filed(
      filingRepo().file(filing('app1', 'asha', { files: [300, 200], asked }), notice(seen)),
    );
    expect(first).toEqual({ id: 'app1', reference: referenceNo(1), dueOn: '2026-12-15' });
    // The seeded PAN card's days, under the centre's holidays.
    expect(asked).toEqual([{ workingDays: 15, holidays: ['2026-12-25'] }]);
    expect(seen.map(({ recipient, facts }) => [recipient?.name, facts])).toEqual([
      ['Asha Devi', first],
    ]);

    const record = await records().record('app1');
    expect(record?.application).toMatchObject({
      id: 'app1',
      reference: referenceNo(1),
      userId: 'asha',
      status: 'pending',
      applicantName: 'Asha Devi',
      governmentFee: 150,
      serviceCharge: 50,
      workingDays: 15,
      dueOn: '2026-12-15',
      trackingCode: 'TRACK-app1',
      atCounter: false,
      filedBy: null,
      pausedWorkingDays: 0,
      createdAt: at(1),
    });
    expect(record?.details).toEqual(filing('app1', 'asha').details);
    expect(record?.attachments.map((file) => [file.id, file.size, file.uploadedBy])).toEqual([
      ['app1-file0', 300, 'asha'],
      ['app1-file1', 200, 'asha'],
    ]);
    expect(
      record?.history.map((change) => [change.id, change.fromStatus, change.toStatus]),
    ).toEqual([['app1-history', null, 'pending']]);
    expect(await termsOf('app1')).toEqual(['#blind', 'asha', 'devi', 'seva-2026-000001']);
    expect((await backend().repositories.consent.ofUser('asha')).map((c) => c.channel)).toEqual([
      'online',
    ]);
    expect((await notifications()).map((row) => [row.userId, row.message])).toEqual([
      ['asha', `sealed ${referenceNo(1)}`],
    ]);

    // At the counter, for an owner who agreed already: the consent given is not recorded again.
    const second = await filed(
      filingRepo().file(
        filing('app2', 'asha', { filer: 'operator', consent: consentOf('asha', 'operator') }),
        notice(),
      ),
    );
    expect(second.reference).toBe(referenceNo(2));
    expect((await records().record('app2'))?.application).toMatchObject({
      atCounter: true,
      filedBy: 'operator',
    });
    expect((await records().record('app2'))?.history[0]?.changedByName).toBe('Operator');
    expect(await backend().repositories.consent.ofUser('asha')).toHaveLength(1);
    expect(await filingRepo().statusesOf('asha')).toEqual([
      { id: 'app1', status: 'pending' },
      { id: 'app2', status: 'pending' },
    ]);
    expect(await filingRepo().statusesOf('ravi')).toEqual([]);
  });

  it('refuses without consent, and files whose space is full, writing nothing', async () => {
    await seed();
    await backend().seed.settings({ storageQuotaBytes: 100 });
    const seen: Array<{ recipient: NoticeRecipient | null; facts: FiledFacts }> = [];
    expect(
      await filingRepo().file(filing('app1', 'asha', { consent: null }), notice(seen)),
    ).toEqual({ refused: 'consent' });
    // Consent given, but the files do not fit: the consent is not kept either.
    expect(
      await filingRepo().file(filing('app2', 'asha', { files: [60, 50] }), notice(seen)),
    ).toEqual({
      full: { quotaBytes: 100, usedBytes: 0 },
    });
    expect(seen).toEqual([]);
    expect(await backend().repositories.consent.ofUser('asha')).toEqual([]);
    expect(await applicationCount()).toBe(0);
    expect(await notifications()).toEqual([]);
    // No reference was taken: the next filing has the first.
    const first = await filed(filingRepo().file(filing('app3', 'asha', { files: [60] }), notice()));
    expect(first.reference).toBe(referenceNo(1));
    expect(await filingRepo().file(filing('app4', 'asha', { files: [41] }), notice())).toEqual({
      full: { quotaBytes: 100, usedBytes: 60 },
    });
    // Without files, the space is not asked; once agreed, no consent is needed again.
    const free = await filed(
      filingRepo().file(filing('app5', 'asha', { consent: null }), notice()),
    );
    expect(free.reference).toBe(referenceNo(2));
  });

  it('writes nothing, and gives the reference back, when the notice fails', async () => {
    await seed();
    const failing: Notify<FiledFacts> = () => {
      throw new Error('the notice failed');
    };
    await expect(
      filingRepo().file(filing('app1', 'asha', { files: [10] }), failing),
    ).rejects.toThrow('the notice failed');
    expect(await records().find('app1')).toBeNull();
    expect(await backend().repositories.consent.ofUser('asha')).toEqual([]);
    expect((await filed(filingRepo().file(filing('app2', 'asha'), notice()))).reference).toBe(
      referenceNo(1),
    );
  });

  it('gives 50 filings at once from two processes the references 1 to 50', async () => {
    await seed();
    const other = backend().anotherProcess().applicationsFiling;
    const outcomes = await Promise.all(
      upTo(50).map((n) =>
        (n % 2 ? other : filingRepo()).file(
          filing(`app${String(n).padStart(2, '0')}`, n % 3 ? 'asha' : 'ravi', { files: [10] }),
          notice(),
        ),
      ),
    );
    const references = outcomes.map((outcome) =>
      'filed' in outcome ? outcome.filed.reference : '',
    );
    expect(references.sort()).toEqual(upTo(50).map(referenceNo));
    expect(await applicationCount()).toBe(50);
    // Each owner's consent recorded once, however many of their filings ran at once.
    expect(await backend().repositories.consent.ofUser('asha')).toHaveLength(1);
    expect(await backend().repositories.consent.ofUser('ravi')).toHaveLength(1);
    expect(await notifications()).toHaveLength(50);
  });

  it("holds 40 filings at once from two processes to the account's space", async () => {
    await seed();
    await backend().seed.settings({ storageQuotaBytes: 1000 });
    const other = backend().anotherProcess().applicationsFiling;
    const outcomes = await Promise.all(
      upTo(40).map((n) =>
        (n % 2 ? other : filingRepo()).file(filing(`app${n}`, 'asha', { files: [100] }), notice()),
      ),
    );
    const filedOnes = outcomes.filter((outcome) => 'filed' in outcome);
    expect(filedOnes).toHaveLength(10);
    expect(outcomes.filter((outcome) => 'full' in outcome)).toHaveLength(30);
    expect(await backend().repositories.storageQuota.use('asha')).toEqual({
      quotaBytes: 1000,
      usedBytes: 1000,
    });
    const references = filedOnes.map((outcome) =>
      'filed' in outcome ? outcome.filed.reference : '',
    );
    expect(references.sort()).toEqual(upTo(10).map(referenceNo));
  });

  it('removes applications with everything on them, answering their files', async () => {
    await seed();
    await filed(filingRepo().file(filing('app1', 'asha', { files: [10, 20] }), notice()));
    await filed(filingRepo().file(filing('app2', 'asha', { files: [30] }), notice()));
    await filed(filingRepo().file(filing('app3', 'ravi', { files: [40] }), notice()));
    const removed = await filingRepo().remove(['app1', 'app2', 'nope']);
    expect(removed.removed).toBe(2);
    expect(removed.storageKeys.sort()).toEqual(['key-app1-0', 'key-app1-1', 'key-app2-0']);
    expect(await records().record('app1')).toBeNull();
    expect(await termsOf('app1')).toEqual([]);
    expect(await filingRepo().statusesOf('asha')).toEqual([]);
    expect((await records().record('app3'))?.attachments).toHaveLength(1);
    expect(await filingRepo().remove([])).toEqual({ removed: 0, storageKeys: [] });
    // Removed twice at once (two processes): the rows go once, each file is answered once.
    const other = backend().anotherProcess().applicationsFiling;
    const twice = await Promise.all([filingRepo().remove(['app3']), other.remove(['app3'])]);
    expect(twice.map((answer) => answer.removed).sort()).toEqual([0, 1]);
    expect(twice.flatMap((answer) => answer.storageKeys)).toEqual(['key-app3-0']);
  });
});
