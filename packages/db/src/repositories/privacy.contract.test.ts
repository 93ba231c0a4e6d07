import { beforeEach, expect, it } from 'vitest';
import { applicationRow, describeEachBackend, orderRow } from '../test/backends.ts';
import * as pgParts from './applications-erasure.pg.ts';
import * as sqliteParts from './applications-erasure.sqlite.ts';
import type { NewNotification } from './notifications.ts';
import type { ErasureOutcome, ErasureRequest } from './privacy.ts';

const start = Date.parse('2026-11-23T10:00:00.000Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);

/** Tables a case counts rows of, by the column that ties a row to its subject. */
const counted = {
  applications: 'id',
  attachments: 'application_id',
  comments: 'application_id',
  application_search_terms: 'application_id',
  pan_card_details: 'application_id',
  itr_details: 'application_id',
  status_history: 'application_id',
  orders: 'id',
  order_files: 'order_id',
  order_identity_hashes: 'order_id',
  order_status_history: 'order_id',
  payments: 'id',
  locker_documents: 'user_id',
  contact_messages: 'email',
  notifications: 'user_id',
  sessions: 'user_id',
  erasures: 'user_id',
} as const;

describeEachBackend('the privacy repository', (backend) => {
  const privacy = () => backend().repositories.privacy;

  /** How many rows of `table` have `value` in its counted column. */
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

  function request(userId: string, overrides: Partial<ErasureRequest> = {}): ErasureRequest {
    return {
      id: `era-${userId}`,
      userId,
      door: 'self',
      erasedBy: null,
      at: at(60),
      erasedName: 'Erased',
      ...overrides,
    };
  }

  const notice = (id: string, userId: string): NewNotification => ({
    id,
    kind: 'order_placed',
    channel: 'email',
    userId,
    recipientMasked: 'a***@example.in',
    message: 'sealed',
    urgent: false,
    nextAttemptAt: at(0),
    expiresAt: null,
    createdAt: at(0),
  });

  const lockerDocument = (id: string, userId: string) => ({
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
    createdAt: at(1),
  });

  const payment = (
    id: string,
    sequence: number,
    subject: { applicationId?: string; orderId?: string },
    minutes: number,
  ) => ({
    id,
    receiptNumber: `SEVA/2026-27/${String(sequence).padStart(6, '0')}`,
    financialYear: '2026-27',
    sequence,
    ...subject,
    amount: 100,
    method: 'cash' as const,
    recordedBy: 'operator',
    createdAt: at(minutes),
  });

  /**
   * One citizen's everything: an application with no payment (`<p>-app1`, removed whole), one
   * paid (`<p>-app2`, kept for the accounts), an order of each kind, a locker document, a
   * contact message from their address, a notice and a session. Closed unless `open` says which stay running.
   */
  async function citizen(
    p: string,
    open: { application?: boolean; order?: boolean } = {},
    sequenceFrom = 1,
  ) {
    const { seed, repositories } = backend();
    await seed.rows.users([
      {
        id: p,
        name: `Citizen ${p}`,
        email: `${p}@example.in`,
        mobile: null,
        passwordHash: 'hash',
        createdAt: at(0),
        updatedAt: at(0),
      },
    ]);
    await seed.rows.applications([
      {
        ...applicationRow(`${p}-app1`, p),
        status: open.application ? 'pending' : 'rejected',
        applicantName: `Citizen ${p}`,
      },
      { ...applicationRow(`${p}-app2`, p), status: 'completed', applicantName: `Citizen ${p}` },
    ]);
    await seed.rows.panCardDetails(
      [`${p}-app1`, `${p}-app2`].map((applicationId) => ({
        applicationId,
        fullName: `Citizen ${p}`,
        dateOfBirth: '1990-01-01',
        fatherName: 'Father',
        mobileNumber: '9812345670',
        aadharNumber: null,
        aadharNumberSealed: 'sealed-aadhaar',
        aadharNumberLast4: '1234',
        address: 'Somewhere',
      })),
    );
    await seed.rows.attachments(
      [`${p}-app1`, `${p}-app2`].map((applicationId) => ({
        id: `${applicationId}-file`,
        applicationId,
        documentType: 'aadharFile',
        storageKey: `key-${applicationId}`,
        originalName: 'aadhaar.pdf',
        contentType: 'application/pdf',
        size: 10,
        sha256: 'c'.repeat(64),
        uploadedBy: p,
        createdAt: at(1),
      })),
    );
    await seed.rows.comments(
      [`${p}-app1`, `${p}-app2`].map((applicationId) => ({
        id: `${applicationId}-comment`,
        applicationId,
        authorId: 'operator',
        text: 'Bring the original',
        createdAt: at(2),
      })),
    );
    await seed.rows.searchTerms(
      [`${p}-app1`, `${p}-app2`].map((applicationId) => ({ applicationId, term: `citizen-${p}` })),
    );
    await seed.rows.statusHistory([
      {
        id: `${p}-app2-history`,
        applicationId: `${p}-app2`,
        fromStatus: 'in_progress',
        toStatus: 'completed',
        changedBy: 'operator',
        createdAt: at(3),
      },
    ]);
    await seed.rows.orders([
      { ...orderRow(`${p}-ord1`, p), status: open.order ? 'in_progress' : 'completed' },
      { ...orderRow(`${p}-ord2`, p), status: 'completed' },
    ]);
    await seed.rows.orderFiles(
      [`${p}-ord1`, `${p}-ord2`].map((orderId) => ({
        id: `${orderId}-file`,
        orderId,
        field: 'document',
        storageKey: `key-${orderId}`,
        originalName: 'scan.pdf',
        contentType: 'application/pdf',
        size: 10,
        sha256: 'd'.repeat(64),
        createdAt: at(1),
      })),
    );
    await seed.rows.payments([
      payment(`${p}-pay1`, sequenceFrom, { applicationId: `${p}-app2` }, 4),
      payment(`${p}-pay2`, sequenceFrom + 1, { orderId: `${p}-ord2` }, 5),
    ]);
    const created = await repositories.locker.create(lockerDocument(`${p}-doc`, p), 1_000_000);
    expect(created).toHaveProperty('document');
    await repositories.contact.receive({
      id: `${p}-msg`,
      name: `Citizen ${p}`,
      email: `${p}@example.in`,
      message: 'Please call me',
      createdAt: at(2),
    });
    await repositories.outbox.enqueue(notice(`${p}-ntf`, p));
    await repositories.auth.startSession(
      { id: `${p}-ses`, secretHash: 'h', userId: p, createdAt: at(0), lastUsedAt: at(0) },
      {},
    );
  }

  async function everythingOf(p: string) {
    return {
      applications:
        (await rowsOf('applications', `${p}-app1`)) + (await rowsOf('applications', `${p}-app2`)),
      attachments:
        (await rowsOf('attachments', `${p}-app1`)) + (await rowsOf('attachments', `${p}-app2`)),
      comments: (await rowsOf('comments', `${p}-app1`)) + (await rowsOf('comments', `${p}-app2`)),
      searchTerms:
        (await rowsOf('application_search_terms', `${p}-app1`)) +
        (await rowsOf('application_search_terms', `${p}-app2`)),
      panDetails:
        (await rowsOf('pan_card_details', `${p}-app1`)) +
        (await rowsOf('pan_card_details', `${p}-app2`)),
      history: await rowsOf('status_history', `${p}-app2`),
      orders: (await rowsOf('orders', `${p}-ord1`)) + (await rowsOf('orders', `${p}-ord2`)),
      orderFiles:
        (await rowsOf('order_files', `${p}-ord1`)) + (await rowsOf('order_files', `${p}-ord2`)),
      payments: (await rowsOf('payments', `${p}-pay1`)) + (await rowsOf('payments', `${p}-pay2`)),
      locker: await rowsOf('locker_documents', p),
      messages: await rowsOf('contact_messages', `${p}@example.in`),
      notices: await rowsOf('notifications', p),
      sessions: await rowsOf('sessions', p),
      erasures: await rowsOf('erasures', p),
    };
  }

  const untouched = {
    applications: 2,
    attachments: 2,
    comments: 2,
    searchTerms: 2,
    panDetails: 2,
    history: 1,
    orders: 2,
    orderFiles: 2,
    payments: 2,
    locker: 1,
    messages: 1,
    notices: 1,
    sessions: 1,
    erasures: 0,
  };

  // The operator who took the payments, wrote the comments and confirms counter erasures.
  beforeEach(async () => {
    await backend().seed.rows.users([
      { id: 'operator', name: 'Operator', role: 'admin', createdAt: at(0), updatedAt: at(0) },
    ]);
  });

  it("erases everything of the account in one unit and nothing of another's", async () => {
    await citizen('asha', {}, 1);
    await citizen('ravi', {}, 3);
    const outcome = await privacy().erase(
      request('asha', { door: 'counter', erasedBy: 'operator' }),
    );
    if (!('erasure' in outcome)) throw new Error(`refused: ${outcome.refused}`);
    expect(outcome.erasure).toEqual({
      id: 'era-asha',
      userId: 'asha',
      door: 'counter',
      erasedBy: 'operator',
      applicationsRemoved: 1,
      ordersRemoved: 1,
      keptForAccounts: 2,
      lockerDocuments: 1,
      filesDeleted: 0,
      filesFailed: 0,
      requestedAt: at(60),
      completedAt: null,
    });
    expect(outcome.storageKeys.sort()).toEqual([
      'key-asha-app1',
      'key-asha-app2',
      'key-asha-ord1',
      'key-asha-ord2',
      'photo-asha-doc',
      'signature-asha-doc',
    ]);

    expect(await everythingOf('asha')).toEqual({
      applications: 1,
      attachments: 0,
      comments: 0,
      searchTerms: 0,
      panDetails: 1,
      history: 1,
      orders: 1,
      orderFiles: 0,
      payments: 2,
      locker: 0,
      messages: 0,
      notices: 0,
      sessions: 0,
      erasures: 1,
    });
    expect(await everythingOf('ravi')).toEqual(untouched);

    const { repositories } = backend();
    const kept = await repositories.applications.record('asha-app2');
    expect(kept?.application).toMatchObject({
      applicantName: null,
      identityPurgedAt: at(60),
      updatedAt: at(60),
    });
    expect(kept?.details?.row).toMatchObject({
      fullName: '',
      fatherName: '',
      mobileNumber: '',
      aadharNumberSealed: null,
      aadharNumberLast4: null,
      address: '',
    });
    expect(await repositories.orders.find('asha-ord2')).toMatchObject({
      applicantName: 'Erased',
      details: '{}',
      identitySealed: null,
    });
    expect(await repositories.auth.userById('asha')).toMatchObject({
      name: 'Erased',
      email: null,
      mobile: null,
      passwordHash: null,
      disabledAt: at(60),
    });
    expect(await repositories.auth.userById('ravi')).toMatchObject({
      name: 'Citizen ravi',
      email: 'ravi@example.in',
      disabledAt: null,
    });
    expect((await repositories.applications.record('ravi-app2'))?.details?.row).toMatchObject({
      fullName: 'Citizen ravi',
      aadharNumberSealed: 'sealed-aadhaar',
    });
  });

  it('erases an account without e-mail, applications or orders: only the account is closed', async () => {
    await backend().seed.rows.users([
      {
        id: 'mira',
        name: 'Mira',
        email: null,
        mobile: '9812345670',
        createdAt: at(0),
        updatedAt: at(0),
      },
    ]);
    await citizen('ravi');
    const outcome = await privacy().erase(request('mira'));
    expect(outcome).toEqual({
      erasure: expect.objectContaining({
        userId: 'mira',
        door: 'self',
        erasedBy: null,
        applicationsRemoved: 0,
        ordersRemoved: 0,
        keptForAccounts: 0,
        lockerDocuments: 0,
      }),
      storageKeys: [],
    });
    expect(await backend().repositories.auth.userById('mira')).toMatchObject({
      name: 'Erased',
      mobile: null,
    });
    expect(await everythingOf('ravi')).toEqual(untouched);
  });

  it('refuses, writing nothing, while an application or an order is being worked on', async () => {
    await citizen('asha', { application: true });
    await citizen('ravi', { order: true }, 3);
    expect(await privacy().erase(request('asha'))).toEqual({ refused: 'work_in_progress' });
    expect(await privacy().erase(request('ravi'))).toEqual({ refused: 'work_in_progress' });
    expect(await everythingOf('asha')).toEqual(untouched);
    expect(await everythingOf('ravi')).toEqual(untouched);
    expect(await backend().repositories.auth.userById('asha')).toMatchObject({
      name: 'Citizen asha',
      email: 'asha@example.in',
      disabledAt: null,
    });
    expect((await privacy().page({ after: null, limit: 10 })).entries).toEqual([]);
  });

  it('refuses an account erased already, and one that is not there', async () => {
    await citizen('asha');
    expect(await privacy().erase(request('asha'))).toHaveProperty('erasure');
    expect(await privacy().erase(request('asha', { id: 'era-again' }))).toEqual({
      refused: 'already_erased',
    });
    expect(await privacy().erase(request('nobody'))).toEqual({ refused: 'no_account' });
    expect((await privacy().page({ after: null, limit: 10 })).entries).toHaveLength(1);
  });

  it('records how the files went, or answers null for no such erasure', async () => {
    await citizen('asha');
    await privacy().erase(request('asha'));
    expect(await privacy().finish('era-asha', { deleted: 5, failed: 1 }, at(61))).toMatchObject({
      id: 'era-asha',
      filesDeleted: 5,
      filesFailed: 1,
      completedAt: at(61),
    });
    expect(await privacy().finish('nothing', { deleted: 0, failed: 0 }, at(61))).toBeNull();
  });

  it('erases once when two processes erase one account at once, and each other account once', async () => {
    await citizen('asha', {}, 1);
    await citizen('ravi', {}, 3);
    await citizen('uma', {}, 5);
    const others = [backend().anotherProcess().privacy, backend().anotherProcess().privacy];
    const pools = [privacy(), ...others];
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, n): Promise<ErasureOutcome> => {
        const userId = n % 10 === 9 ? (n % 20 === 9 ? 'ravi' : 'uma') : 'asha';
        return (pools[n % pools.length] ?? privacy()).erase(
          request(userId, { id: `era-${n}`, at: at(60 + n) }),
        );
      }),
    );
    const erasedOf = (userId: string) =>
      outcomes.filter((outcome) => 'erasure' in outcome && outcome.erasure.userId === userId);
    expect(erasedOf('asha')).toHaveLength(1);
    expect(erasedOf('ravi')).toHaveLength(1);
    expect(erasedOf('uma')).toHaveLength(1);
    expect(outcomes.filter((outcome) => 'refused' in outcome)).toEqual(
      Array.from({ length: 47 }, () => ({ refused: 'already_erased' })),
    );
    for (const p of ['asha', 'ravi', 'uma']) {
      expect(await everythingOf(p)).toMatchObject({
        applications: 1,
        attachments: 0,
        orders: 1,
        payments: 2,
        locker: 0,
        sessions: 0,
        erasures: 1,
      });
    }
    const [first] = erasedOf('asha');
    expect(first && 'erasure' in first ? first.storageKeys.length : 0).toBe(6);
  });

  it('lists erasures newest first, ties by id, with the operator who confirmed them', async () => {
    for (const p of ['a1', 'a2', 'a3', 'a4', 'a5']) await citizen(p, {}, p.charCodeAt(1) * 2);
    await privacy().erase(request('a1', { id: 'era-1', at: at(60) }));
    await privacy().erase(
      request('a2', { id: 'era-3', at: at(70), door: 'counter', erasedBy: 'operator' }),
    );
    await privacy().erase(request('a3', { id: 'era-2', at: at(70) }));
    await privacy().erase(
      request('a4', { id: 'era-5', at: at(80), door: 'counter', erasedBy: 'operator' }),
    );
    await privacy().erase(request('a5', { id: 'era-4', at: at(70) }));
    const seen: Array<[string, string | null]> = [];
    let after = null;
    for (;;) {
      const page = await privacy().page({ after, limit: 2 });
      seen.push(
        ...page.entries.map((entry): [string, string | null] => [
          entry.erasure.id,
          entry.operatorName,
        ]),
      );
      const last = page.entries.at(-1)?.erasure;
      if (!page.more || !last) break;
      after = { createdAt: last.requestedAt, id: last.id };
    }
    expect(seen).toEqual([
      ['era-5', 'Operator'],
      ['era-4', null],
      ['era-3', 'Operator'],
      ['era-2', null],
      ['era-1', null],
    ]);
    const page = await privacy().page({ after: null, limit: 5 });
    expect(page.more).toBe(false);
    // The operator's account gone: the record stays, with no one named.
    await backend().seed.deleteUser('operator');
    const again = await privacy().page({ after: null, limit: 1 });
    expect(again.entries[0]).toMatchObject({
      erasure: { id: 'era-5', erasedBy: null },
      operatorName: null,
    });
  });

  it("reads an export's consents, order receipts and identity access, the account's only", async () => {
    await citizen('asha', {}, 1);
    await citizen('ravi', {}, 3);
    const { repositories, seed } = backend();
    await seed.rows.payments([payment('asha-pay3', 5, { orderId: 'asha-ord1' }, 1)]);
    for (const [id, userId, purpose, minutes] of [
      ['con2', 'asha', 'application', 5],
      ['con1', 'asha', 'account', 5],
      ['con3', 'ravi', 'account', 1],
      ['con0', 'asha', 'account', 0],
    ] as const) {
      await repositories.consent.recordOnce({
        id,
        userId,
        noticeVersion: minutes === 0 ? 1 : 2,
        purpose,
        channel: 'online',
        operatorId: null,
        createdAt: at(minutes),
      });
    }
    for (const [id, citizenId, minutes] of [
      ['acc1', 'asha', 1],
      ['acc3', 'asha', 2],
      ['acc2', 'asha', 2],
      ['acc4', 'ravi', 3],
    ] as const) {
      await repositories.identityAccess.record({
        id,
        applicationId: `${citizenId}-app1`,
        orderId: null,
        citizenId,
        operatorId: 'operator',
        operatorName: 'Operator',
        subject: 'identity_numbers',
        documentType: null,
        attachmentId: null,
        action: 'view',
        createdAt: at(minutes),
      });
    }
    const rows = await privacy().exportRows('asha');
    expect(rows.consents.map((row) => row.id)).toEqual(['con0', 'con1', 'con2']);
    expect(rows.orderPayments.map((row) => [row.id, row.orderId])).toEqual([
      ['asha-pay3', 'asha-ord1'],
      ['asha-pay2', 'asha-ord2'],
    ]);
    expect(rows.identityAccess.map((row) => row.id)).toEqual(['acc3', 'acc2', 'acc1']);
    expect(await privacy().exportRows('nobody')).toEqual({
      consents: [],
      orderPayments: [],
      identityAccess: [],
    });
  });

  it("erases applications in the caller's transaction with the part, and not at all if it rolls back", async () => {
    await citizen('asha', { application: true });
    const { database } = backend();
    const failed = new Error('the erasure failed');
    const erase = async (rollBack: boolean) => {
      if (database.dialect === 'sqlite') {
        return database.db.transaction((tx) => {
          const busy = sqliteParts.hasApplicationInProgress(tx, 'asha');
          const erased = sqliteParts.eraseApplicationsOf(tx, 'asha', at(2));
          if (rollBack) throw failed;
          return { busy, erased };
        });
      }
      return database.db.transaction(async (tx) => {
        const busy = await pgParts.hasApplicationInProgress(tx, 'asha');
        const erased = await pgParts.eraseApplicationsOf(tx, 'asha', at(2));
        if (rollBack) throw failed;
        return { busy, erased };
      });
    };
    await expect(erase(true)).rejects.toBe(failed);
    expect(await everythingOf('asha')).toEqual(untouched);
    const done = await erase(false);
    expect({
      ...done,
      erased: { ...done.erased, storageKeys: done.erased.storageKeys.sort() },
    }).toEqual({
      busy: true,
      erased: { removed: 1, kept: 1, storageKeys: ['key-asha-app1', 'key-asha-app2'] },
    });
    expect(await everythingOf('asha')).toMatchObject({
      applications: 1,
      attachments: 0,
      comments: 0,
      searchTerms: 0,
      history: 1,
    });
  });
});
