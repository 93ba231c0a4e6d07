import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as pgSchema from '../schema.pg.ts';
import { applicationRow, describeEachBackend } from '../test/backends.ts';
import type { NewFiling } from './applications-filing.ts';
import type { SendBackAnswer } from './applications-send-backs.ts';
import * as pgAuth from './auth.pg.ts';
import type { NewLockerDocument } from './locker.ts';
import type { NewNotification, NoticeRecipient } from './notifications.ts';
import type { NewPlacement } from './orders.ts';

// An erasure (docs/decisions/062) that commits while one of the citizen's requests is past its
// authentication: the request's unit reads the owner's row (locked on PostgreSQL, as the
// erasure locks it) and, finding the account closed or gone, writes nothing of the citizen's.

const start = Date.parse('2026-11-23T10:00:00.000Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);
const plenty = 1_000_000;

const person = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@example.in`,
  mobile: id === 'asha' ? '9876500001' : null,
  createdAt: at(0),
  updatedAt: at(0),
});

function filing(id: string, userId: string): NewFiling {
  const createdAt = at(70);
  return {
    application: {
      id,
      userId,
      serviceType: 'PanCard',
      applicantName: 'Asha Devi',
      trackingCode: `TRACK-${id}`,
      atCounter: false,
      filedBy: null,
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
    files: [
      {
        id: `${id}-file`,
        applicationId: id,
        documentType: 'photo',
        storageKey: `key-${id}`,
        originalName: 'photo.jpg',
        contentType: 'image/jpeg',
        size: 100,
        sha256: 'a'.repeat(64),
        uploadedBy: userId,
        createdAt,
      },
    ],
    history: { id: `${id}-history`, changedBy: userId },
    consent: {
      noticeVersion: 3,
      given: {
        id: `${id}-consent`,
        userId,
        noticeVersion: 3,
        purpose: 'application',
        channel: 'online',
        operatorId: null,
        createdAt,
      },
    },
    defaultQuotaBytes: plenty,
    terms: (reference) => ['asha', reference.toLowerCase()],
    dueOn: () => '2026-12-15',
  };
}

function placement(id: string, userId: string, files: number[] = []): NewPlacement {
  return {
    order: {
      id,
      userId,
      productSlug: 'lamination',
      productTitle: 'Lamination',
      unit: 'copy',
      unitPrice: 10,
      quantity: 1,
      amount: 10,
      applicantName: 'Asha Devi',
      applicantNameKey: 'asha devi',
      details: '{"fullName":"Asha Devi"}',
      identitySealed: null,
      status: 'pending',
      paid: false,
      paidAmount: null,
      paidMethod: null,
      paidAt: null,
      paidBy: null,
      atCounter: false,
      filedBy: null,
      createdAt: at(70),
      updatedAt: at(70),
    },
    referenceYear: 2026,
    identityHashes: [`#${id}`],
    files: files.map((size, n) => ({
      id: `${id}-file${n}`,
      field: 'document',
      storageKey: `key-${id}-${n}`,
      originalName: 'scan.pdf',
      contentType: 'application/pdf',
      size,
      sha256: 'a'.repeat(64),
      createdAt: at(70),
    })),
    historyId: `${id}-history`,
  };
}

const lockerDocument = (id: string, userId: string): NewLockerDocument => ({
  id,
  userId,
  name: `Document ${id}`,
  photoStorageKey: `photo-${id}`,
  photoOriginalName: 'photo.jpg',
  photoContentType: 'image/jpeg',
  photoSize: 30,
  photoSha256: 'a'.repeat(64),
  signatureStorageKey: `signature-${id}`,
  signatureOriginalName: 'signature.png',
  signatureContentType: 'image/png',
  signatureSize: 10,
  signatureSha256: 'b'.repeat(64),
  createdAt: at(70),
});

/** One notice row to the recipient, if any. */
const notify = (recipient: NoticeRecipient | null): NewNotification[] =>
  recipient
    ? [
        {
          id: `ntf-${recipient.id}-${Math.random().toString(36).slice(2)}`,
          kind: 'order_placed',
          channel: 'email',
          userId: recipient.id,
          recipientMasked: 'a***@example.in',
          message: 'sealed',
          urgent: false,
          nextAttemptAt: at(70),
          expiresAt: null,
          createdAt: at(70),
        },
      ]
    : [];

/** Tables a case counts rows of, by the column that ties a row to the citizen or the subject. */
const counted = {
  applications: 'user_id',
  attachments: 'application_id',
  consents: 'user_id',
  orders: 'user_id',
  order_files: 'order_id',
  locker_documents: 'user_id',
  notifications: 'user_id',
} as const;

describeEachBackend('units writing a citizen’s data, once the account is erased', (backend) => {
  const repositories = () => backend().repositories;

  async function rowsOf(table: keyof typeof counted, value: string): Promise<number> {
    const { database } = backend();
    const column = counted[table];
    if (database.dialect === 'sqlite') {
      const row = database.db.$client
        .prepare(`select count(*) as n from ${table} where ${column} = ?`)
        .get(value);
      return typeof row === 'object' && row !== null && 'n' in row ? Number(row.n) : -1;
    }
    const result = await database.db.$client.query(
      `select count(*)::integer as n from ${table} where ${column} = $1`,
      [value],
    );
    return Number(result.rows[0]?.n ?? -1);
  }

  /** Asha (a citizen with nothing running) and Ravi, and the counter's product. */
  async function seed() {
    const { seed } = backend();
    await seed.rows.users([person('asha', 'Asha Devi'), person('ravi', 'Ravi Kumar')]);
    await seed.rows.products([
      {
        slug: 'lamination',
        kind: 'product',
        title: 'Lamination',
        description: 'A4',
        price: 10,
        unit: 'copy',
        createdAt: at(0),
        updatedAt: at(0),
      },
    ]);
  }

  /** Asha's account erased by the privacy repository's unit (closed: `closeErasedAccount`). */
  async function erase(userId = 'asha') {
    const outcome = await repositories().privacy.erase({
      id: `era-${userId}`,
      userId,
      door: 'self',
      erasedBy: null,
      at: at(60),
      erasedName: 'Erased',
    });
    expect(outcome).toHaveProperty('erasure');
  }

  /** Whatever the citizen's units could have written, counted. */
  async function writtenFor(userId: string) {
    return {
      applications: await rowsOf('applications', userId),
      consents: await rowsOf('consents', userId),
      orders: await rowsOf('orders', userId),
      lockerDocuments: await rowsOf('locker_documents', userId),
      notifications: await rowsOf('notifications', userId),
    };
  }
  const nothing = {
    applications: 0,
    consents: 0,
    orders: 0,
    lockerDocuments: 0,
    notifications: 0,
  };

  it('files no application for an erased account: no row, file, consent, reference or notice', async () => {
    await seed();
    await erase();
    const filingRepo = repositories().applicationsFiling;
    expect(await filingRepo.file(filing('app1', 'asha'), notify)).toEqual({
      refused: 'account_closed',
    });
    expect(await writtenFor('asha')).toEqual(nothing);
    expect(await rowsOf('attachments', 'app1')).toBe(0);
    // No reference was taken: the next filing of the year gets the first.
    expect(await filingRepo.file(filing('app2', 'ravi'), notify)).toMatchObject({
      filed: { id: 'app2', reference: 'SEVA-2026-000001' },
    });
  });

  it('files nothing for an account disabled by an operator, or gone', async () => {
    await seed();
    expect(await repositories().auth.setDisabled('asha', true, at(60))).toBe('changed');
    await backend().seed.deleteUser('ravi');
    const filingRepo = repositories().applicationsFiling;
    for (const [id, userId] of [
      ['app1', 'asha'],
      ['app2', 'ravi'],
    ] as const) {
      expect(await filingRepo.file(filing(id, userId), notify)).toEqual({
        refused: 'account_closed',
      });
      expect(await writtenFor(userId)).toEqual(nothing);
    }
  });

  it('places no order for an erased account, with files or without', async () => {
    await seed();
    await erase();
    for (const files of [[], [60]]) {
      const id = `ord${files.length}`;
      expect(
        await repositories().orders.place(placement(id, 'asha', files), notify, plenty),
      ).toEqual({ refused: 'account_closed' });
      expect(await rowsOf('order_files', id)).toBe(0);
    }
    expect(await writtenFor('asha')).toEqual(nothing);
    expect(
      await repositories().orders.place(placement('ord9', 'ravi', [60]), notify, plenty),
    ).toHaveProperty('order');
  });

  it('keeps no locker document for an erased account', async () => {
    await seed();
    await erase();
    expect(await repositories().locker.create(lockerDocument('doc1', 'asha'), plenty)).toEqual({
      refused: 'account_closed',
    });
    expect(await writtenFor('asha')).toEqual(nothing);
    expect(
      await repositories().locker.create(lockerDocument('doc2', 'ravi'), plenty),
    ).toHaveProperty('document');
  });

  /** A paid application of asha's waiting for a photo: an erasure keeps its row for the accounts. */
  async function seedSendBack() {
    await seed();
    const { seed: rows } = backend();
    // A paid application waiting for a photo: the erasure keeps its row for the accounts.
    await rows.rows.users([person('op1', 'Operator')]);
    await rows.rows.applications([
      { ...applicationRow('a1', 'asha'), status: 'needs_documents', waitingSince: at(10) },
    ]);
    await rows.rows.statusHistory([
      {
        id: 'h1',
        applicationId: 'a1',
        fromStatus: 'in_progress',
        toStatus: 'needs_documents',
        changedBy: 'op1',
        createdAt: at(10),
      },
    ]);
    await rows.rows.documentRequests([
      {
        id: 'r1',
        applicationId: 'a1',
        sendBackId: 'h1',
        documentKey: 'photo',
        label: 'Photo',
        requestedBy: 'op1',
        requestedAt: at(10),
        attachmentId: null,
        receivedAt: null,
      },
    ]);
    await rows.rows.payments([
      {
        id: 'pay1',
        receiptNumber: 'SEVA/2026-27/000001',
        financialYear: '2026-27',
        sequence: 1,
        applicationId: 'a1',
        amount: 100,
        method: 'cash',
        recordedBy: 'op1',
        createdAt: at(5),
      },
    ]);
  }

  /** asha's answer to that send-back: a photo. */
  function sendBackAnswer(): SendBackAnswer {
    return {
      applicationId: 'a1',
      requestId: 'r1',
      attachment: {
        id: 'f1',
        applicationId: 'a1',
        documentType: 'photo',
        storageKey: 'key-f1',
        originalName: 'photo.jpg',
        contentType: 'image/jpeg',
        size: 100,
        sha256: 'a'.repeat(64),
        uploadedBy: 'op1',
        createdAt: at(70),
      },
      replacesSlot: true,
      defaultQuotaBytes: plenty,
      ids: { history: 'h2', event: 'e1' },
      resume: () => ({ pausedWorkingDays: 0, dueOn: '2026-12-15' }),
      notices: ({ owner, sender }) => [...notify(owner), ...notify(sender)],
    };
  }

  it('takes no answer to a send-back of an application kept for the accounts after the erasure', async () => {
    await seedSendBack();
    await erase();
    const answer = sendBackAnswer();
    expect(await repositories().applicationsSendBacks.answer(answer)).toEqual({
      refused: 'account_closed',
    });
    expect(await rowsOf('attachments', 'a1')).toBe(0);
    const requests = await repositories().applicationsSendBacks.requests('a1');
    expect(requests.map((row) => [row.id, row.attachmentId, row.receivedAt])).toEqual([
      ['r1', null, null],
    ]);
    expect(await rowsOf('notifications', 'op1')).toBe(0);
  });

  // The answer locks the owner's row before the application's, the order the erasure takes
  // them in: the other way round, each would wait for the other (PostgreSQL's deadlock error).
  it('an answer and an erasure of its owner at once: the erasure ends, the answer is refused', async () => {
    await seedSendBack();
    const { database } = backend();
    if (database.dialect !== 'postgres') return;
    const other = backend().anotherProcess();
    let answered: Promise<unknown> | undefined;
    let waiting = 0;
    await database.db.transaction(async (tx) => {
      await tx
        .select({ id: pgSchema.users.id })
        .from(pgSchema.users)
        .where(eq(pgSchema.users.id, 'asha'))
        .for('update');
      answered = other.applicationsSendBacks.answer(sendBackAnswer());
      for (let tries = 0; tries < 5_000 && waiting < 1; tries += 1) {
        const found = await database.db.$client.query(
          `select count(*)::integer as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        waiting = Number(found.rows[0]?.n ?? 0);
      }
      // As eraseApplicationsOf does next: the account's applications, locked.
      await tx
        .select({ id: pgSchema.applications.id })
        .from(pgSchema.applications)
        .where(eq(pgSchema.applications.userId, 'asha'))
        .for('update');
      await pgAuth.closeErasedAccount(tx, 'asha', { name: 'Erased', at: at(60) });
    });
    expect(waiting).toBe(1);
    expect(await answered).toEqual({ refused: 'account_closed' });
    expect(await rowsOf('attachments', 'a1')).toBe(0);
  });

  it('a filing, an order and a locker document waiting behind the erasure’s lock write nothing', async () => {
    await seed();
    const { database } = backend();
    const other = backend().anotherProcess();
    const units = () =>
      Promise.all([
        other.applicationsFiling.file(filing('app1', 'asha'), notify),
        other.orders.place(placement('ord1', 'asha'), notify, plenty),
        other.locker.create(lockerDocument('doc1', 'asha'), plenty),
      ]);
    let answers: Awaited<ReturnType<typeof units>>;
    if (database.dialect === 'postgres') {
      // The erasure's unit holds the account's row (`FOR UPDATE`) and closes it while the
      // three units start: each waits for its commit, then reads the account closed.
      let started: ReturnType<typeof units> | undefined;
      let waiting = 0;
      await database.db.transaction(async (tx) => {
        await tx
          .select({ id: pgSchema.users.id })
          .from(pgSchema.users)
          .where(eq(pgSchema.users.id, 'asha'))
          .for('update');
        await pgAuth.closeErasedAccount(tx, 'asha', { name: 'Erased', at: at(60) });
        started = units();
        // Until all three wait on a lock (each on its own connection of the other pool).
        for (let tries = 0; tries < 5_000 && waiting < 3; tries += 1) {
          const found = await database.db.$client.query(
            `select count(*)::integer as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          waiting = Number(found.rows[0]?.n ?? 0);
        }
      });
      answers = await (started ?? units());
      expect(waiting).toBe(3);
    } else {
      // SQLite's units are IMMEDIATE transactions: the erasure's ran first, whole.
      await erase();
      answers = await units();
    }
    expect(answers).toEqual([
      { refused: 'account_closed' },
      { refused: 'account_closed' },
      { refused: 'account_closed' },
    ]);
    expect(await writtenFor('asha')).toEqual(nothing);
  });
});
