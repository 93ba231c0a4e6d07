import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as pgSchema from '../schema.pg.ts';
import * as sqliteSchema from '../schema.ts';
import { applicationRow, describeEachBackend } from '../test/backends.ts';
import type { StatusMove } from './applications.ts';
import type { NoticeRecipient } from './notifications.ts';

const start = Date.parse('2026-11-20T10:00:00.123Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);

const person = (id: string, name: string, more: { email?: string; mobile?: string } = {}) => ({
  id,
  name,
  ...more,
  createdAt: at(0),
  updatedAt: at(0),
});

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

describeEachBackend('the applications repository', (backend) => {
  const repo = () => backend().repositories.applications;
  const seed = () => backend().seed;

  async function seedAll() {
    await seed().rows.users([
      person('u1', 'रवि शर्मा', { email: 'ravi@example.in', mobile: '9876500001' }),
      person('u2', 'Asha', { mobile: '9876500002' }),
      person('op1', 'Operator One'),
      person('op2', 'Operator Two'),
    ]);
    await seed().rows.applications([
      {
        ...applicationRow('a1', 'u1'),
        serviceType: 'PanCard',
        status: 'in_progress',
        atCounter: true,
        filedBy: 'op1',
        assignedTo: 'op2',
        assignedAt: at(3),
        createdAt: at(1),
      },
      { ...applicationRow('a2', 'u1'), serviceType: 'RTPS', createdAt: at(2) },
      { ...applicationRow('a3', 'u1'), serviceType: 'ITR', createdAt: at(2) },
      { ...applicationRow('a4', 'u1'), serviceType: 'JobCard', createdAt: at(4) },
      { ...applicationRow('b1', 'u2'), serviceType: 'RTPS', createdAt: at(5) },
    ]);
    await seed().rows.panCardDetails([
      {
        applicationId: 'a1',
        fullName: 'रवि शर्मा',
        dateOfBirth: '1990-01-01',
        fatherName: 'राम',
        mobileNumber: '9876500001',
        aadharNumberSealed: 'sealed-value',
        aadharNumberLast4: '1234',
        address: 'Goh',
      },
    ]);
    await seed().rows.rtpsDetails([
      { applicationId: 'a2', block: 'B1', registrationType: 'R1', registrationNumber: '12345' },
      { applicationId: 'b1', block: 'B2', registrationType: 'R2', registrationNumber: '9' },
    ]);
    await seed().rows.itrDetails([
      {
        applicationId: 'a3',
        aadharCardNo: '123456789012',
        panCardNoSealed: 'sealed-pan',
        panCardNoLast4: '234F',
        accountNoSealed: 'sealed-account',
        accountNoLast4: '5678',
        ifscCode: 'SBIN0000001',
      },
    ]);
    // a4 has no details row (a broken row answers null details, not an error).
    await seed().rows.attachments([
      file('f2', 'a1', 2, 'op1'),
      file('f1', 'a1', 1, null),
      file('f3', 'a2', 1, 'u1'),
    ]);
    await seed().rows.comments([
      { id: 'c2', applicationId: 'a1', authorId: 'op2', text: 'दूसरा', createdAt: at(6) },
      { id: 'c1', applicationId: 'a1', authorId: null, text: 'first', createdAt: at(5) },
      { id: 'c3', applicationId: 'a2', authorId: 'op1', text: 'other', createdAt: at(5) },
    ]);
    await seed().rows.statusHistory([
      {
        id: 'h2',
        applicationId: 'a1',
        fromStatus: 'pending',
        toStatus: 'in_progress',
        reason: null,
        changedBy: 'op2',
        createdAt: at(3),
      },
      {
        id: 'h1',
        applicationId: 'a1',
        fromStatus: null,
        toStatus: 'pending',
        reason: null,
        changedBy: 'op1',
        createdAt: at(1),
      },
    ]);
  }

  it('finds an application by its exact id', async () => {
    await seedAll();
    expect(await repo().find('a1')).toMatchObject({
      id: 'a1',
      userId: 'u1',
      serviceType: 'PanCard',
      status: 'in_progress',
      atCounter: true,
      filedBy: 'op1',
      assignedTo: 'op2',
      assignedAt: at(3),
      createdAt: at(1),
    });
    expect(await repo().find('A1')).toBeNull();
    expect(await repo().find('nope')).toBeNull();
  });

  it('reads the record of the detail page: details as stored, rows oldest first, names', async () => {
    await seedAll();
    const record = await repo().record('a1');
    expect(record).toEqual({
      application: expect.objectContaining({ id: 'a1' }),
      owner: {
        id: 'u1',
        name: 'रवि शर्मा',
        email: 'ravi@example.in',
        mobile: '9876500001',
        language: 'en',
      },
      filerName: 'Operator One',
      assigneeName: 'Operator Two',
      details: {
        serviceType: 'PanCard',
        row: {
          applicationId: 'a1',
          fullName: 'रवि शर्मा',
          dateOfBirth: '1990-01-01',
          fatherName: 'राम',
          mobileNumber: '9876500001',
          aadharNumber: null,
          aadharNumberSealed: 'sealed-value',
          aadharNumberLast4: '1234',
          address: 'Goh',
        },
      },
      attachments: [
        expect.objectContaining({ id: 'f1', uploadedBy: null, createdAt: at(1) }),
        expect.objectContaining({ id: 'f2', uploadedBy: 'op1', size: 100 }),
      ],
      comments: [
        { id: 'c1', applicationId: 'a1', authorId: null, text: 'first', createdAt: at(5) },
        { id: 'c2', applicationId: 'a1', authorId: 'op2', text: 'दूसरा', createdAt: at(6) },
      ],
      history: [
        expect.objectContaining({ id: 'h1', toStatus: 'pending', changedByName: 'Operator One' }),
        expect.objectContaining({
          id: 'h2',
          fromStatus: 'pending',
          toStatus: 'in_progress',
          changedByName: 'Operator Two',
        }),
      ],
    });
    // Each type's own row; none when it is missing; nobody filed or assigned it.
    expect((await repo().record('a2'))?.details).toEqual({
      serviceType: 'RTPS',
      row: {
        applicationId: 'a2',
        block: 'B1',
        registrationType: 'R1',
        registrationNumber: '12345',
      },
    });
    expect((await repo().record('a3'))?.details).toMatchObject({
      serviceType: 'ITR',
      row: { aadharCardNo: '123456789012', panCardNo: null, panCardNoLast4: '234F' },
    });
    expect(await repo().record('a4')).toMatchObject({
      details: null,
      filerName: null,
      assigneeName: null,
      attachments: [],
      comments: [],
      history: [],
    });
    expect(await repo().record('nope')).toBeNull();
  });

  it('keeps the record when the operators are gone: their names are null', async () => {
    await seedAll();
    await seed().deleteUser('op1');
    const record = await repo().record('a1');
    expect(record?.filerName).toBeNull();
    expect(record?.application.filedBy).toBeNull();
    expect(record?.history.map((change) => change.changedByName)).toEqual([null, 'Operator Two']);
    expect(record?.attachments.map((attachment) => attachment.uploadedBy)).toEqual([null, null]);
  });

  it("lists a citizen's applications newest first, with details and comments", async () => {
    await seedAll();
    const mine = await repo().ofOwner('u1');
    expect(mine.map((entry) => entry.application.id)).toEqual(['a4', 'a3', 'a2', 'a1']);
    expect(mine.map((entry) => entry.details?.serviceType ?? null)).toEqual([
      null,
      'ITR',
      'RTPS',
      'PanCard',
    ]);
    expect(mine.map((entry) => entry.comments.map((comment) => comment.id))).toEqual([
      [],
      [],
      ['c3'],
      ['c1', 'c2'],
    ]);
    // Each entry's details and comments are its record's, row for row.
    for (const entry of mine) {
      const record = await repo().record(entry.application.id);
      expect(entry.details).toEqual(record?.details ?? null);
      expect(entry.comments).toEqual(record?.comments);
    }
    expect((await repo().ofOwner('u2')).map((entry) => entry.application.id)).toEqual(['b1']);
    expect(await repo().ofOwner('nobody')).toEqual([]);
  });

  it('finds a file only on its own application', async () => {
    await seedAll();
    expect(await repo().attachment('a1', 'f1')).toMatchObject({ id: 'f1', originalName: 'f1.jpg' });
    expect(await repo().attachment('a2', 'f1')).toBeNull();
    expect(await repo().attachment('a1', 'nope')).toBeNull();
  });

  describe('retention', () => {
    async function closed() {
      await seedAll();
      // a1 completed at minute 10 (and reopened-and-closed history before), a3 rejected at
      // minute 30, a2 still pending; a3's ITR numbers and a1's Aadhaar are kept until purged.
      await seed().rows.statusHistory([
        {
          id: 'h3',
          applicationId: 'a1',
          fromStatus: 'in_progress',
          toStatus: 'completed',
          reason: null,
          changedBy: 'op2',
          createdAt: at(10),
        },
        {
          id: 'h4',
          applicationId: 'a3',
          fromStatus: 'pending',
          toStatus: 'rejected',
          reason: 'no',
          changedBy: 'op1',
          createdAt: at(30),
        },
      ]);
      await seed().rows.searchTerms([
        { applicationId: 'a1', term: '#aadhaar-index' },
        { applicationId: 'a1', term: 'ravi' },
        { applicationId: 'a3', term: '#pan-index' },
        { applicationId: 'a2', term: '#other-index' },
      ]);
    }

    it('finds closed applications past the cutoff, not yet purged', async () => {
      await closed();
      await setStatus('a1', 'completed');
      await setStatus('a3', 'rejected');
      expect((await repo().closedBefore(at(9), 10)).sort()).toEqual([]);
      expect((await repo().closedBefore(at(10), 10)).sort()).toEqual(['a1']);
      expect((await repo().closedBefore(at(30), 10)).sort()).toEqual(['a1', 'a3']);
      expect(await repo().closedBefore(at(30), 1)).toHaveLength(1);
      // An open one is never due, whatever its history says.
      await setStatus('a1', 'in_progress');
      expect(await repo().closedBefore(at(60), 10)).toEqual(['a3']);
    });

    it('purges identity data in one unit and answers the files to delete, once', async () => {
      await closed();
      await setStatus('a1', 'completed');
      const first = await repo().purgeIdentity(['a1', 'a2', 'nope'], at(100), '#');
      expect(first.purged.sort()).toEqual(['a1', 'a2']);
      expect(first.storageKeys.sort()).toEqual(['key-f1', 'key-f2', 'key-f3']);
      const record = await repo().record('a1');
      expect(record?.application.identityPurgedAt).toEqual(at(100));
      expect(record?.attachments).toEqual([]);
      expect(record?.details?.row).toMatchObject({
        aadharNumber: null,
        aadharNumberSealed: null,
        aadharNumberLast4: null,
        fullName: 'रवि शर्मा',
      });
      // The rest stays: comments, history, the other terms.
      expect(record?.comments).toHaveLength(2);
      expect(record?.history).toHaveLength(3);
      expect(await terms()).toEqual(['#pan-index', 'ravi']);
      expect(await repo().closedBefore(at(100), 10)).toEqual([]);
      // Purged ones are not purged again.
      expect(await repo().purgeIdentity(['a1', 'a2'], at(200), '#')).toEqual({
        purged: [],
        storageKeys: [],
      });
      const itr = await repo().purgeIdentity(['a3'], at(200), '#');
      expect(itr).toEqual({ purged: ['a3'], storageKeys: [] });
      expect((await repo().record('a3'))?.details?.row).toMatchObject({
        aadharCardNo: null,
        panCardNoSealed: null,
        panCardNoLast4: null,
        accountNoSealed: null,
        accountNoLast4: null,
        ifscCode: 'SBIN0000001',
      });
      expect(await repo().purgeIdentity([], at(200), '#')).toEqual({ purged: [], storageKeys: [] });
    });

    it('purges the same applications from two processes at once: each file is answered once', async () => {
      await closed();
      const other = backend().anotherProcess().applications;
      const ids = ['a1', 'a2', 'a3', 'a4', 'b1'];
      const purgeAll = () =>
        Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            (i % 2 === 0 ? repo() : other).purgeIdentity(ids, at(100), '#'),
          ),
        );
      const { database } = backend();
      let answers: Awaited<ReturnType<typeof purgeAll>>;
      if (database.dialect === 'postgres') {
        // An operator's change holds a1 while all ten start: they queue behind it together.
        let started: ReturnType<typeof purgeAll> | undefined;
        await database.db.transaction(async (tx) => {
          await tx
            .select()
            .from(pgSchema.applications)
            .where(eq(pgSchema.applications.id, 'a1'))
            .for('update');
          started = purgeAll();
          await new Promise((resolve) => setTimeout(resolve, 300));
        });
        answers = await (started ?? purgeAll());
      } else {
        answers = await purgeAll();
      }
      expect(answers.flatMap((answer) => answer.purged).sort()).toEqual(ids);
      expect(answers.flatMap((answer) => answer.storageKeys).sort()).toEqual([
        'key-f1',
        'key-f2',
        'key-f3',
      ]);
    });
  });

  async function setStatus(id: string, status: 'completed' | 'rejected' | 'in_progress') {
    const { database } = backend();
    if (database.dialect === 'sqlite') {
      database.db
        .update(sqliteSchema.applications)
        .set({ status })
        .where(eq(sqliteSchema.applications.id, id))
        .run();
    } else {
      await database.db
        .update(pgSchema.applications)
        .set({ status })
        .where(eq(pgSchema.applications.id, id));
    }
  }

  async function terms() {
    const { database } = backend();
    const rows =
      database.dialect === 'sqlite'
        ? database.db.select().from(sqliteSchema.applicationSearchTerms).all()
        : await database.db.select().from(pgSchema.applicationSearchTerms);
    return rows.map((row) => row.term).sort();
  }

  describe('status changes', () => {
    let serial = 0;
    const uid = (prefix: string) => {
      serial += 1;
      return `${prefix}${serial.toString().padStart(4, '0')}`;
    };

    /** A change as the service would ask it; each notice names the owner it was composed for. */
    function move(
      from: 'pending' | 'in_progress' | 'needs_documents' | 'completed' | 'rejected',
      to: 'pending' | 'in_progress' | 'needs_documents' | 'completed' | 'rejected',
      more: Partial<StatusMove> = {},
    ): StatusMove {
      const at = more.at ?? new Date(start + 3_600_000 + serial);
      return {
        id: 'a2',
        operatorId: 'op1',
        from,
        to,
        holder: 'op1',
        reason: null,
        at,
        historyId: uid('h'),
        ids: { assigned: uid('e'), returned: uid('e'), comment: uid('c') },
        rejectionComment: null,
        requests: [],
        resume: (waiting) => ({
          pausedWorkingDays: waiting.pausedWorkingDays + 1,
          dueOn: `resumed-${waiting.workingDays}`,
        }),
        notices: (owner) =>
          owner && !owner.disabledAt
            ? [
                {
                  id: uid('n'),
                  kind: 'status_changed',
                  channel: 'email',
                  userId: owner.id,
                  recipientMasked: `${owner.name}/${owner.language}`,
                  message: `${from}->${to}`,
                  urgent: false,
                  nextAttemptAt: at,
                  expiresAt: null,
                  createdAt: at,
                },
              ]
            : [],
        ...more,
      };
    }

    it('claims an unassigned one, moves it, records it and queues the notice, in one unit', async () => {
      await seedAll();
      expect(
        await repo().changeStatus(move('pending', 'in_progress', { holder: null })),
      ).toBeNull();
      const record = await repo().record('a2');
      expect(record?.application).toMatchObject({
        status: 'in_progress',
        assignedTo: 'op1',
        assignedAt: expect.any(Date),
      });
      expect(record?.history.map((change) => [change.fromStatus, change.toStatus])).toEqual([
        ['pending', 'in_progress'],
      ]);
      expect(await countRows('application_events', "type = 'assigned' and actor_id = 'op1'")).toBe(
        1,
      );
      expect(await countRows('notifications', "recipient_masked = 'रवि शर्मा/en'")).toBe(1);
      // A rejection with its comment; the holder changes it without a new claim.
      expect(
        await repo().changeStatus(
          move('in_progress', 'rejected', {
            reason: 'blurred',
            rejectionComment: 'Rejected: blurred',
          }),
        ),
      ).toBeNull();
      expect((await repo().record('a2'))?.comments.map((comment) => comment.text)).toEqual([
        'other',
        'Rejected: blurred',
      ]);
      expect(await countRows('application_events', "type = 'assigned'")).toBe(1);
      expect(await countRows('notifications')).toBe(2);
    });

    it('refuses, writing nothing: another holder, a holder changed, a status changed', async () => {
      await seedAll();
      expect(
        await repo().changeStatus(move('pending', 'in_progress', { holder: null })),
      ).toBeNull();
      const before = [await countRows('status_history'), await countRows('notifications')];
      const fresh = {
        status: 'in_progress',
        assignedTo: 'op1',
        assignedAt: expect.any(Date),
        assigneeName: 'Operator One',
      };
      expect(
        await repo().changeStatus(move('in_progress', 'completed', { operatorId: 'op2' })),
      ).toEqual({ reason: 'assigned_elsewhere', holderName: 'Operator One', fresh });
      expect(
        await repo().changeStatus(
          move('in_progress', 'completed', { operatorId: 'op2', holder: null }),
        ),
      ).toEqual({ reason: 'stale', holderName: null, fresh });
      // Claimed in the unit, then the move finds another status: the claim goes back too.
      await setAssignee('a2', null);
      expect(
        await repo().changeStatus(
          move('pending', 'completed', { operatorId: 'op2', holder: null }),
        ),
      ).toEqual({
        reason: 'moved',
        holderName: null,
        fresh: {
          status: 'in_progress',
          assignedTo: null,
          assignedAt: expect.any(Date),
          assigneeName: null,
        },
      });
      expect([await countRows('status_history'), await countRows('notifications')]).toEqual(before);
      expect(await countRows('application_events', "actor_id = 'op2'")).toBe(0);
      expect(await repo().changeStatus(move('pending', 'in_progress', { id: 'nope' }))).toEqual({
        reason: 'stale',
        holderName: null,
        fresh: { status: null, assignedTo: null, assignedAt: null, assigneeName: null },
      });
    });

    it('sends back with its requests and pauses; a return resumes the promise', async () => {
      await seedAll();
      await repo().changeStatus(move('pending', 'in_progress', { holder: null }));
      const sendBack = move('in_progress', 'needs_documents', {
        reason: 'photo',
        requests: [
          { id: 'r1', key: 'photo', label: 'फोटो' },
          { id: 'r2', key: 'extra', label: 'Rent deed' },
        ],
      });
      expect(await repo().changeStatus(sendBack)).toBeNull();
      expect((await repo().record('a2'))?.application.waitingSince).toEqual(sendBack.at);
      expect(
        await countRows(
          'document_requests',
          `send_back_id = '${sendBack.historyId}' and requested_by = 'op1'`,
        ),
      ).toBe(2);
      const seen: unknown[] = [];
      const back = move('needs_documents', 'in_progress', {
        resume: (waiting) => {
          seen.push(waiting);
          return { pausedWorkingDays: waiting.pausedWorkingDays + 3, dueOn: '2026-12-01' };
        },
      });
      expect(await repo().changeStatus(back)).toBeNull();
      expect(seen).toEqual([
        expect.objectContaining({
          waitingSince: sendBack.at,
          pausedWorkingDays: 0,
          workingDays: 0,
        }),
      ]);
      expect((await repo().record('a2'))?.application).toMatchObject({
        status: 'in_progress',
        waitingSince: null,
        pausedWorkingDays: 3,
        dueOn: '2026-12-01',
      });
      expect(await countRows('application_events', "type = 'returned'")).toBe(1);
    });

    it("adds an operator's comment or result with its notice; none on a missing application", async () => {
      await seedAll();
      const owners: unknown[] = [];
      const notices = (at: Date) => (owner: NoticeRecipient | null) => {
        owners.push(owner?.id ?? null);
        return move('in_progress', 'in_progress', { at }).notices(owner);
      };
      const comment = {
        id: 'c9',
        applicationId: 'a2',
        authorId: 'op1',
        text: 'नमस्ते',
        createdAt: at(90),
      };
      expect(await repo().addComment(comment, notices(at(90)))).toBe(true);
      expect(await repo().addResult(file('f9', 'a2', 91, 'op1'), notices(at(91)))).toBe(true);
      const record = await repo().record('a2');
      expect(record?.application.updatedAt).toEqual(at(91));
      expect(record?.comments.at(-1)).toEqual(comment);
      expect(record?.attachments.map((attachment) => attachment.id)).toEqual(['f3', 'f9']);
      expect(owners).toEqual(['u1', 'u1']);
      expect(await countRows('notifications', "user_id = 'u1'")).toBe(2);
      expect(
        await repo().addComment({ ...comment, id: 'c10', applicationId: 'nope' }, notices(at(92))),
      ).toBe(false);
      expect(await repo().addResult(file('f10', 'nope', 92, 'op1'), notices(at(92)))).toBe(false);
      expect(owners).toHaveLength(2);
      expect(await countRows('comments', "id = 'c10'")).toBe(0);
      expect(await countRows('attachments', "id = 'f10'")).toBe(0);
    });

    it('50 changes at once on one application from two processes: no lost update', async () => {
      await seedAll();
      await repo().changeStatus(move('pending', 'in_progress', { holder: null }));
      const other = backend().anotherProcess().applications;
      const allowed: Record<string, Array<StatusMove['to']>> = {
        pending: ['in_progress', 'rejected'],
        in_progress: ['needs_documents', 'completed', 'rejected'],
        needs_documents: ['in_progress', 'rejected'],
        completed: [],
        rejected: [],
      };
      // Each reads the state, picks a move allowed from it and asks for it; half are op2, who
      // does not hold it and is refused. Sends-back and returns keep the chain going.
      const results = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const on = i % 2 === 0 ? repo() : other;
          const current = await on.find('a2');
          const from = current?.status ?? 'pending';
          const choices = (allowed[from] ?? []).filter(
            (to) => to !== 'completed' && to !== 'rejected',
          );
          const to = choices[i % Math.max(choices.length, 1)] ?? 'in_progress';
          const change = move(from, to, {
            operatorId: i % 4 === 1 ? 'op2' : 'op1',
            holder: current?.assignedTo ?? null,
            requests:
              to === 'needs_documents' ? [{ id: uid('r'), key: 'photo', label: 'Photo' }] : [],
          });
          return { change, refusal: await on.changeStatus(change) };
        }),
      );
      const done = results
        .filter((result) => result.refusal === null)
        .map((result) => result.change);
      expect(done.length).toBeGreaterThan(0);
      expect(done.every((change) => change.operatorId === 'op1')).toBe(true);
      expect(
        results
          .filter((result) => result.change.operatorId === 'op2')
          .map((result) => result.refusal?.reason),
      ).toEqual(Array(13).fill('assigned_elsewhere'));
      // One history row, one notice per change done; the moves form one chain from in_progress
      // to the status the row has (each state left as often as entered).
      const record = await repo().record('a2');
      const history = record?.history.slice(1) ?? [];
      expect(history).toHaveLength(done.length);
      expect(history.map((change) => change.id).sort()).toEqual(
        done.map((change) => change.historyId).sort(),
      );
      expect(await countRows('notifications')).toBe(done.length + 1);
      const balance = new Map<string, number>();
      for (const change of done) {
        balance.set(change.from, (balance.get(change.from) ?? 0) + 1);
        balance.set(change.to, (balance.get(change.to) ?? 0) - 1);
      }
      const final = record?.application.status ?? '';
      const expected = new Map<string, number>();
      expected.set('in_progress', 1);
      expected.set(final, (expected.get(final) ?? 0) - 1);
      for (const status of new Set([...balance.keys(), ...expected.keys()])) {
        expect(balance.get(status) ?? 0, status).toBe(expected.get(status) ?? 0);
      }
      // The waits: each send-back done asked once; each return resumed one wait.
      const sendBacks = done.filter((change) => change.to === 'needs_documents').length;
      const returns = done.filter((change) => change.from === 'needs_documents').length;
      expect(await countRows('document_requests', "application_id = 'a2'")).toBe(sendBacks);
      expect(record?.application.pausedWorkingDays).toBe(returns);
      expect(record?.application.waitingSince === null).toBe(final !== 'needs_documents');
    });
  });

  describe('assignment', () => {
    const event = (
      id: string,
      type: 'assigned' | 'unassigned' | 'taken_over',
      actorId = 'op1',
    ) => ({
      id,
      type,
      actorId,
    });

    it('moves the holder only from the one seen, with its event', async () => {
      await seedAll();
      expect(await repo().holding('a2')).toEqual({
        status: 'pending',
        assignedTo: null,
        assignedAt: null,
        assigneeName: null,
      });
      expect(
        await repo().moveHolder({
          id: 'a2',
          from: null,
          to: 'op2',
          event: event('e1', 'assigned'),
          at: at(50),
        }),
      ).toBeNull();
      expect(await repo().holding('a2')).toEqual({
        status: 'pending',
        assignedTo: 'op2',
        assignedAt: at(50),
        assigneeName: 'Operator Two',
      });
      // Seen unassigned, but op2 holds it now: refused with the state as it is.
      expect(
        await repo().moveHolder({
          id: 'a2',
          from: null,
          to: 'op1',
          event: event('e2', 'assigned'),
          at: at(51),
        }),
      ).toEqual({
        status: 'pending',
        assignedTo: 'op2',
        assignedAt: at(50),
        assigneeName: 'Operator Two',
      });
      expect(
        await repo().moveHolder({
          id: 'a2',
          from: 'op2',
          to: 'op1',
          event: event('e3', 'taken_over'),
          at: at(52),
        }),
      ).toBeNull();
      expect(
        await repo().moveHolder({
          id: 'a2',
          from: 'op1',
          to: null,
          event: event('e4', 'unassigned'),
          at: at(53),
        }),
      ).toBeNull();
      expect(await repo().holding('a2')).toMatchObject({ assignedTo: null, assignedAt: null });
      expect((await repo().record('a2'))?.application.updatedAt).toEqual(at(53));
      expect(await countRows('application_events', "id in ('e1', 'e3', 'e4')")).toBe(3);
      expect(await countRows('application_events', "id = 'e2'")).toBe(0);
      expect(await countRows('application_events', "id = 'e1' and operator_id = 'op2'")).toBe(1);
      expect(await countRows('application_events', "id = 'e3' and operator_id = 'op2'")).toBe(1);
      expect(await countRows('application_events', "id = 'e4' and operator_id = 'op1'")).toBe(1);
      expect(await repo().holding('nope')).toBeNull();
      expect(
        await repo().moveHolder({
          id: 'nope',
          from: null,
          to: 'op1',
          event: event('e5', 'assigned'),
          at: at(54),
        }),
      ).toEqual({ status: null, assignedTo: null, assignedAt: null, assigneeName: null });
    });

    it('50 takings at once from two processes: one operator gets it, one event', async () => {
      await seedAll();
      const other = backend().anotherProcess().applications;
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 === 0 ? repo() : other).moveHolder({
            id: 'a2',
            from: null,
            to: i % 3 === 0 ? 'op1' : 'op2',
            event: event(`t${i}`, 'assigned'),
            at: at(60),
          }),
        ),
      );
      expect(results.filter((result) => result === null)).toHaveLength(1);
      expect(
        await countRows('application_events', "application_id = 'a2' and type = 'assigned'"),
      ).toBe(1);
    });

    it('reads accounts and lists active operators by name as bytes', async () => {
      await seedAll();
      await seed().rows.users([
        { ...person('op3', 'operator three'), role: 'admin' },
        { ...person('op4', 'Zed'), role: 'admin', disabledAt: at(1) },
        { ...person('op5', 'अनिल'), role: 'admin' },
        { ...person('op6', 'Operator One'), role: 'admin' },
      ]);
      await setRole('op1', 'admin');
      await setRole('op2', 'admin');
      expect(await repo().account('op4')).toEqual({
        id: 'op4',
        name: 'Zed',
        role: 'admin',
        disabledAt: at(1),
      });
      expect(await repo().account('u1')).toMatchObject({ role: 'user', disabledAt: null });
      expect(await repo().account('nope')).toBeNull();
      expect(await repo().operators()).toEqual([
        { id: 'op1', name: 'Operator One' },
        { id: 'op6', name: 'Operator One' },
        { id: 'op2', name: 'Operator Two' },
        { id: 'op3', name: 'operator three' },
        { id: 'op5', name: 'अनिल' },
      ]);
    });
  });

  async function countRows(table: string, where = 'true') {
    const { database } = backend();
    const query = sql.raw(`select count(*) as n from ${table} where ${where}`);
    if (database.dialect === 'sqlite') {
      const [row] = database.db.all<{ n: number }>(query);
      return Number(row?.n ?? 0);
    }
    const result = await database.db.execute<{ n: string }>(query);
    return Number(result.rows[0]?.n ?? 0);
  }

  async function setRole(id: string, role: 'admin' | 'user') {
    const { database } = backend();
    if (database.dialect === 'sqlite') {
      database.db
        .update(sqliteSchema.users)
        .set({ role })
        .where(eq(sqliteSchema.users.id, id))
        .run();
    } else {
      await database.db.update(pgSchema.users).set({ role }).where(eq(pgSchema.users.id, id));
    }
  }

  async function setAssignee(id: string, assignedTo: string | null) {
    const { database } = backend();
    if (database.dialect === 'sqlite') {
      database.db
        .update(sqliteSchema.applications)
        .set({ assignedTo })
        .where(eq(sqliteSchema.applications.id, id))
        .run();
    } else {
      await database.db
        .update(pgSchema.applications)
        .set({ assignedTo })
        .where(eq(pgSchema.applications.id, id));
    }
  }
});
