import { describe, expect, it } from 'vitest';
import { applicationRow, describeEachBackend } from '../test/backends.ts';
import { identityAccessReadLimit } from './identity-access-log.ts';

const start = Date.parse('2026-11-20T10:00:00.123Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);

const person = (id: string, name: string) => ({ id, name, createdAt: at(0), updatedAt: at(0) });

const file = (id: string, applicationId: string, minutes: number, uploadedBy: string | null) => ({
  id,
  applicationId,
  documentType: 'photo',
  storageKey: `key-${id}`,
  originalName: `${id}.jpg`,
  contentType: 'image/jpeg',
  size: 100,
  sha256: 'x'.repeat(64),
  uploadedBy,
  createdAt: at(minutes),
});

const payment = (id: string, applicationId: string, sequence: number, minutes: number) => ({
  id,
  receiptNumber: `SEVA/2026-27/${sequence.toString().padStart(6, '0')}`,
  financialYear: '2026-27',
  sequence,
  applicationId,
  amount: 100 + sequence,
  method: 'cash' as const,
  recordedBy: 'op1',
  createdAt: at(minutes),
});

const access = (id: string, applicationId: string, minutes: number) => ({
  id,
  applicationId,
  orderId: null,
  citizenId: 'u1',
  operatorId: 'op1',
  operatorName: 'Operator Then',
  subject: 'identity_numbers' as const,
  documentType: null,
  attachmentId: null,
  action: 'view' as const,
  createdAt: at(minutes),
});

describeEachBackend('the timeline repository', (backend) => {
  const repo = () => backend().repositories.applicationsTimeline;
  const seed = () => backend().seed;

  /**
   * a1 with rows in every source, three of each at one instant (ids break the tie), and b1 with
   * one of each that a1's timeline must never show.
   */
  async function seedAll() {
    await seed().rows.users([
      person('u1', 'सुनीता कुमारी'),
      person('op1', 'Operator One'),
      person('op2', 'Operator Two'),
    ]);
    await seed().rows.applications([
      { ...applicationRow('a1', 'u1'), createdAt: at(1) },
      { ...applicationRow('b1', 'u1'), createdAt: at(1) },
    ]);
    await seed().rows.statusHistory([
      {
        id: 'h1',
        applicationId: 'a1',
        fromStatus: null,
        toStatus: 'pending',
        changedBy: 'u1',
        createdAt: at(1),
      },
      {
        id: 'h3',
        applicationId: 'a1',
        fromStatus: 'pending',
        toStatus: 'in_progress',
        changedBy: 'op1',
        createdAt: at(5),
      },
      {
        id: 'h2',
        applicationId: 'a1',
        fromStatus: 'in_progress',
        toStatus: 'needs_documents',
        changedBy: 'op2',
        createdAt: at(5),
      },
      {
        id: 'h4',
        applicationId: 'a1',
        fromStatus: 'needs_documents',
        toStatus: 'in_progress',
        changedBy: null,
        createdAt: at(5),
      },
      {
        id: 'h9',
        applicationId: 'b1',
        fromStatus: null,
        toStatus: 'pending',
        changedBy: 'u1',
        createdAt: at(9),
      },
    ]);
    await seed().rows.attachments([
      file('f2', 'a1', 3, 'op1'),
      file('f3', 'a1', 3, null),
      file('f1', 'a1', 3, 'u1'),
      file('f9', 'b1', 9, 'u1'),
    ]);
    await seed().rows.documentRequests(
      ['r2', 'r3', 'r1', 'r9'].map((id) => ({
        id,
        applicationId: id === 'r9' ? 'b1' : 'a1',
        sendBackId: 'h2',
        documentKey: id,
        label: `Label ${id}`,
        requestedBy: 'op2',
        requestedAt: at(5),
      })),
    );
    await seed().rows.comments([
      { id: 'c2', applicationId: 'a1', authorId: 'op1', text: 'दूसरा', createdAt: at(6) },
      { id: 'c3', applicationId: 'a1', authorId: 'op2', text: 'third', createdAt: at(6) },
      { id: 'c1', applicationId: 'a1', authorId: null, text: 'first', createdAt: at(6) },
      { id: 'c9', applicationId: 'b1', authorId: 'op1', text: 'other', createdAt: at(9) },
    ]);
    await seed().rows.payments([
      payment('p2', 'a1', 2, 7),
      payment('p3', 'a1', 3, 7),
      payment('p1', 'a1', 1, 7),
      payment('p9', 'b1', 9, 9),
    ]);
    await seed().rows.applicationEvents([
      {
        id: 'e2',
        applicationId: 'a1',
        type: 'assigned',
        actorId: 'op1',
        operatorId: 'op2',
        createdAt: at(8),
      },
      {
        id: 'e3',
        applicationId: 'a1',
        type: 'documents_received',
        actorId: 'u1',
        createdAt: at(8),
      },
      {
        id: 'e1',
        applicationId: 'a1',
        type: 'taken_over',
        actorId: 'op2',
        operatorId: 'op1',
        createdAt: at(8),
      },
      { id: 'e9', applicationId: 'b1', type: 'returned', actorId: 'op1', createdAt: at(9) },
    ]);
    await seed().rows.internalNotes([
      { id: 'n2', applicationId: 'a1', authorId: 'op1', text: 'note two', createdAt: at(4) },
      { id: 'n3', applicationId: 'a1', authorId: 'op2', text: 'note three', createdAt: at(4) },
      { id: 'n1', applicationId: 'a1', authorId: 'op1', text: 'note one', createdAt: at(4) },
      { id: 'n9', applicationId: 'b1', authorId: 'op1', text: 'note other', createdAt: at(9) },
    ]);
    const log = backend().repositories.identityAccess;
    for (const entry of [
      access('i2', 'a1', 2),
      access('i3', 'a1', 2),
      access('i1', 'a1', 2),
      access('i9', 'b1', 9),
    ]) {
      await log.record(entry);
    }
  }

  const ids = (rows: Array<{ id: string } | { row: { id: string } }>) =>
    rows.map((entry) => ('row' in entry ? entry.row.id : entry.id));

  it('reads each source of one application newest first, ties by id, with who made it', async () => {
    await seedAll();
    const sources = await repo().sources({ id: 'a1', filerId: 'u1' }, { limit: 200, notes: true });
    expect(sources.filerName).toBe('सुनीता कुमारी');
    expect(ids(sources.history)).toEqual(['h4', 'h3', 'h2', 'h1']);
    expect(sources.history.map((entry) => entry.by)).toEqual([
      null,
      'Operator One',
      'Operator Two',
      'सुनीता कुमारी',
    ]);
    expect(sources.history[2]?.row).toEqual({
      id: 'h2',
      applicationId: 'a1',
      fromStatus: 'in_progress',
      toStatus: 'needs_documents',
      reason: null,
      changedBy: 'op2',
      createdAt: at(5),
    });
    expect(ids(sources.requests)).toEqual(['r3', 'r2', 'r1']);
    expect(sources.requests[0]).toMatchObject({
      sendBackId: 'h2',
      label: 'Label r3',
      receivedAt: null,
    });
    expect(ids(sources.files)).toEqual(['f3', 'f2', 'f1']);
    expect(sources.files.map((entry) => entry.by)).toEqual([null, 'Operator One', 'सुनीता कुमारी']);
    expect(ids(sources.comments)).toEqual(['c3', 'c2', 'c1']);
    expect(sources.comments.map((entry) => [entry.row.text, entry.by])).toEqual([
      ['third', 'Operator Two'],
      ['दूसरा', 'Operator One'],
      ['first', null],
    ]);
    expect(ids(sources.payments)).toEqual(['p3', 'p2', 'p1']);
    expect(sources.payments[0]).toEqual({
      row: expect.objectContaining({
        receiptNumber: 'SEVA/2026-27/000003',
        amount: 103,
        method: 'cash',
      }),
      by: 'Operator One',
    });
    expect(
      sources.events.map((entry) => [entry.row.id, entry.row.type, entry.by, entry.operator]),
    ).toEqual([
      ['e3', 'documents_received', 'सुनीता कुमारी', null],
      ['e2', 'assigned', 'Operator One', 'Operator Two'],
      ['e1', 'taken_over', 'Operator Two', 'Operator One'],
    ]);
    expect(sources.notes.map((entry) => [entry.row.id, entry.row.text, entry.by])).toEqual([
      ['n3', 'note three', 'Operator Two'],
      ['n2', 'note two', 'Operator One'],
      ['n1', 'note one', 'Operator One'],
    ]);
    expect(ids(sources.identityAccess)).toEqual(['i3', 'i2', 'i1']);
    expect(sources.identityAccess[0]).toMatchObject({
      operatorName: 'Operator Then',
      action: 'view',
    });
  });

  it('keeps at most `limit` of each source, the newest; notes only when asked', async () => {
    await seedAll();
    const sources = await repo().sources({ id: 'a1', filerId: null }, { limit: 2, notes: false });
    expect(sources.filerName).toBeNull();
    expect(ids(sources.history)).toEqual(['h4', 'h3']);
    expect(ids(sources.requests)).toEqual(['r3', 'r2']);
    expect(ids(sources.files)).toEqual(['f3', 'f2']);
    expect(ids(sources.comments)).toEqual(['c3', 'c2']);
    expect(ids(sources.payments)).toEqual(['p3', 'p2']);
    expect(ids(sources.events)).toEqual(['e3', 'e2']);
    expect(sources.notes).toEqual([]);
    // The identity access log has its own bound (identityAccessReadLimit).
    expect(ids(sources.identityAccess)).toEqual(['i3', 'i2', 'i1']);
    const one = await repo().sources({ id: 'a1', filerId: 'op2' }, { limit: 1, notes: true });
    expect(one.filerName).toBe('Operator Two');
    expect(ids(one.notes)).toEqual(['n3']);
  });

  it("reads the identity access log's newest entries up to its own bound", async () => {
    await seedAll();
    const log = backend().repositories.identityAccess;
    const many = Array.from({ length: identityAccessReadLimit }, (_, i) =>
      access(`m${i.toString().padStart(4, '0')}`, 'a1', 3),
    );
    await Promise.all(many.map((entry) => log.record(entry)));
    const sources = await repo().sources({ id: 'a1', filerId: null }, { limit: 1, notes: false });
    expect(sources.identityAccess).toHaveLength(identityAccessReadLimit);
    // The newest (minute 3, ids descending); i1..i3 of minute 2 fall outside.
    expect(ids(sources.identityAccess)).toEqual(
      many
        .map((entry) => entry.id)
        .sort()
        .reverse(),
    );
  });

  it('answers nothing for an application without rows, and null names for accounts gone', async () => {
    await seedAll();
    expect(
      await repo().sources({ id: 'nope', filerId: 'gone' }, { limit: 200, notes: true }),
    ).toEqual({
      filerName: null,
      history: [],
      requests: [],
      comments: [],
      files: [],
      payments: [],
      events: [],
      notes: [],
      identityAccess: [],
    });
    await seed().deleteUser('op2');
    const sources = await repo().sources({ id: 'a1', filerId: 'op2' }, { limit: 200, notes: true });
    expect(sources.filerName).toBeNull();
    expect(sources.comments.map((entry) => entry.by)).toEqual([null, 'Operator One', null]);
    expect(sources.events.map((entry) => [entry.by, entry.operator])).toEqual([
      ['सुनीता कुमारी', null],
      ['Operator One', null],
      [null, 'Operator One'],
    ]);
    // The log keeps the operator's name as it was, with no account behind it.
    expect(sources.identityAccess.map((entry) => entry.operatorName)).toEqual([
      'Operator Then',
      'Operator Then',
      'Operator Then',
    ]);
  });

  describe("the applications repository's detail read", () => {
    const repos = () => backend().repositories;

    /** What each part's own read answers, one read after another. */
    async function separately(id: string, filerId: string | null, limit: number, notes: boolean) {
      const { applications, payments, applicationsSendBacks } = repos();
      return {
        record: await applications.record(id),
        timeline: await repo().sources({ id, filerId }, { limit, notes }),
        payments: await payments.ofApplication(id),
        requests: await applicationsSendBacks.requests(id),
        notes: notes ? await repos().notes.ofApplication(id) : [],
      };
    }

    it('answers what the record, the timeline, payments, send-backs and notes read answer', async () => {
      await seedAll();
      // Four history rows, three of them at one instant: at a limit below four the cut falls in
      // the tie (the history is read for the timeline then), at four or more it is the record's.
      for (const limit of [200, 4, 3, 2, 1]) {
        for (const notes of [true, false]) {
          const detail = await repos().applications.detail('a1', { limit, notes });
          expect(detail, `limit ${limit}, notes ${notes}`).toEqual(
            await separately('a1', 'u1', limit, notes),
          );
        }
      }
      const detail = await repos().applications.detail('a1', { limit: 200, notes: false });
      expect(detail?.notes).toEqual([]);
      expect(detail?.timeline.notes).toEqual([]);
      expect(detail?.timeline.filerName).toBe('सुनीता कुमारी');
      expect(ids(detail?.timeline.history ?? [])).toEqual(['h4', 'h3', 'h2', 'h1']);
      expect(ids(detail?.requests ?? [])).toEqual(['r1', 'r2', 'r3']);
      expect(await repos().applications.detail('nope', { limit: 200, notes: true })).toBeNull();
    });

    it('names the counter operator who filed it, and no one once that account is gone', async () => {
      await seedAll();
      await seed().rows.applications([
        { ...applicationRow('k1', 'u1'), atCounter: true, filedBy: 'op2', assignedTo: 'op1' },
      ]);
      const options = { limit: 200, notes: true };
      const read = await repos().applications.detail('k1', options);
      expect(read).toEqual(await separately('k1', 'op2', 200, true));
      expect(read?.timeline.filerName).toBe('Operator Two');
      await seed().deleteUser('op2');
      const gone = await repos().applications.detail('k1', options);
      expect(gone).toEqual(await separately('k1', 'op2', 200, true));
      expect(gone?.timeline.filerName).toBeNull();
    });
  });
});
