import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { applicationRow, describeEachBackend } from '../test/backends.ts';
import type { WaitFacts } from './applications.ts';
import { latestSendBack, type SendBackAnswer } from './applications-send-backs.ts';
import type { NewNotification, NoticeRecipient } from './notifications.ts';

const start = Date.parse('2026-11-20T10:00:00.123Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);

const person = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@example.in`,
  createdAt: at(0),
  updatedAt: at(0),
});

const file = (id: string, applicationId: string, documentType: string, minutes: number) => ({
  id,
  applicationId,
  documentType,
  storageKey: `key-${id}`,
  originalName: `${id}.jpg`,
  contentType: 'image/jpeg',
  size: 100,
  sha256: 'x'.repeat(64),
  uploadedBy: 'u1',
  createdAt: at(minutes),
});

const request = (
  id: string,
  sendBackId: string,
  documentKey: string,
  minutes: number,
  more: { attachmentId?: string; receivedAt?: Date; applicationId?: string } = {},
) => ({
  id,
  applicationId: more.applicationId ?? 'a1',
  sendBackId,
  documentKey,
  label: `Label ${documentKey}`,
  requestedBy: 'op1',
  requestedAt: at(minutes),
  attachmentId: more.attachmentId ?? null,
  receivedAt: more.receivedAt ?? null,
});

describeEachBackend('the send-backs repository', (backend) => {
  const repo = () => backend().repositories.applicationsSendBacks;
  const seed = () => backend().seed;

  /**
   * a1 (PAN, owner u1) waits since minute 10 for send-back h2 (photo, incomeProof), sent by op1;
   * an older send-back h1 asked for a photo that f1 answered. b1 is another application.
   */
  async function seedAll() {
    await seed().rows.users([
      person('u1', 'सुनीता कुमारी'),
      person('op1', 'Operator One'),
      person('u2', 'Other'),
    ]);
    await seed().rows.applications([
      {
        ...applicationRow('a1', 'u1'),
        status: 'needs_documents',
        workingDays: 3,
        pausedWorkingDays: 1,
        waitingSince: at(10),
        dueOn: '2026-11-24',
        createdAt: at(1),
      },
      { ...applicationRow('b1', 'u2'), status: 'needs_documents', waitingSince: at(10) },
    ]);
    await seed().rows.attachments([
      { ...file('f0', 'a1', 'photo', 1), replacedAt: at(6), replacedBy: 'f1' },
      file('f1', 'a1', 'photo', 6),
    ]);
    await seed().rows.statusHistory([
      {
        id: 'h1',
        applicationId: 'a1',
        fromStatus: 'pending',
        toStatus: 'needs_documents',
        changedBy: 'op1',
        createdAt: at(5),
      },
      {
        id: 'h2',
        applicationId: 'a1',
        fromStatus: 'in_progress',
        toStatus: 'needs_documents',
        changedBy: 'op1',
        createdAt: at(10),
      },
    ]);
    await seed().rows.documentRequests([
      request('r3', 'h2', 'incomeProof', 10),
      request('r2', 'h2', 'photo', 10),
      request('r1', 'h1', 'photo', 5, { attachmentId: 'f1', receivedAt: at(6) }),
      request('r9', 'x1', 'photo', 10, { applicationId: 'b1' }),
    ]);
  }

  let serial = 0;
  const uid = (prefix: string) => {
    serial += 1;
    return `${prefix}${serial.toString().padStart(4, '0')}`;
  };

  /** The rows of one notice to `to`, as a notifier composes them. */
  const noticeTo = (to: NoticeRecipient | null, kind: string, when: Date): NewNotification[] =>
    to && !to.disabledAt
      ? [
          {
            id: uid('n'),
            kind: kind === 'documents_received' ? 'documents_received' : 'status_changed',
            channel: 'email',
            userId: to.id,
            recipientMasked: `${to.name}/${kind}`,
            message: kind,
            urgent: false,
            nextAttemptAt: when,
            expiresAt: null,
            createdAt: when,
          },
        ]
      : [];

  /** An answer as the service asks it: the item, the file, the policies. */
  function answer(
    requestId: string,
    documentType: string,
    more: Partial<SendBackAnswer> = {},
  ): SendBackAnswer {
    const when = more.attachment?.createdAt ?? at(20);
    return {
      applicationId: 'a1',
      requestId,
      attachment: { ...file(uid('f'), 'a1', documentType, 20), createdAt: when },
      replacesSlot: documentType === 'photo',
      defaultQuotaBytes: 1_000_000,
      ids: { history: uid('h'), event: uid('e') },
      resume: (waiting) => ({
        pausedWorkingDays: waiting.pausedWorkingDays + 2,
        dueOn: `resumed-${waiting.workingDays}`,
      }),
      notices: ({ owner, sender }) => [
        ...noticeTo(owner, 'status_changed', when),
        ...noticeTo(sender, 'documents_received', when),
      ],
      ...more,
    };
  }

  async function rows(query: string): Promise<Array<Record<string, unknown>>> {
    const { database } = backend();
    if (database.dialect === 'sqlite') {
      return database.db.all<Record<string, unknown>>(sql.raw(query));
    }
    const result = await database.db.execute(sql.raw(query));
    return result.rows;
  }

  async function count(table: string, where = 'true'): Promise<number> {
    const [row] = await rows(`select count(*) as n from ${table} where ${where}`);
    return Number(row?.n ?? 0);
  }

  /** Everything an answer writes, to see that a refusal wrote nothing. */
  async function snapshot() {
    return {
      attachments: await rows('select id, replaced_by from attachments order by id'),
      requests: await rows('select id, attachment_id from document_requests order by id'),
      history: await count('status_history'),
      events: await count('application_events'),
      notifications: await count('notifications'),
      application: await rows(
        "select status, updated_at, waiting_since, paused_working_days, due_on from applications where id = 'a1'",
      ),
    };
  }

  it("reads every request of an application, oldest first, and finds the latest send-back's", async () => {
    await seedAll();
    const requests = await repo().requests('a1');
    expect(requests.map((row) => row.id)).toEqual(['r1', 'r2', 'r3']);
    expect(requests[0]).toMatchObject({
      sendBackId: 'h1',
      documentKey: 'photo',
      label: 'Label photo',
      attachmentId: 'f1',
      receivedAt: at(6),
      requestedAt: at(5),
    });
    expect(latestSendBack(requests).map((row) => row.id)).toEqual(['r2', 'r3']);
    expect(await repo().requests('nope')).toEqual([]);
    expect((await repo().requests('b1')).map((row) => row.id)).toEqual(['r9']);
    // Two send-backs at one instant: the greater send-back id is the latest, as tracking reads it.
    const tied = [
      { id: 'q2', sendBackId: 'sb2', requestedAt: at(1) },
      { id: 'q1', sendBackId: 'sb1', requestedAt: at(1) },
      { id: 'q0', sendBackId: 'sb2', requestedAt: at(1) },
    ];
    expect(latestSendBack(tied).map((row) => row.id)).toEqual(['q0', 'q2']);
  });

  it('takes an answer that leaves items open: the file, the replaced slot, the item, no return', async () => {
    await seedAll();
    const photo = answer('r2', 'photo');
    expect(await repo().answer(photo)).toEqual({ answered: { sendBackId: 'h2', returned: false } });
    const requests = await repo().requests('a1');
    expect(requests.find((row) => row.id === 'r2')).toMatchObject({
      attachmentId: photo.attachment.id,
      receivedAt: photo.attachment.createdAt,
    });
    // The slot's current file (f1) is replaced by the new one; f0 was replaced long before.
    const files = await rows("select id, replaced_by from attachments where application_id = 'a1'");
    expect(Object.fromEntries(files.map((row) => [row.id, row.replaced_by]))).toEqual({
      f0: 'f1',
      f1: photo.attachment.id,
      [photo.attachment.id]: null,
    });
    const [application] = await rows(
      "select status, waiting_since, paused_working_days, due_on from applications where id = 'a1'",
    );
    expect(application).toMatchObject({
      status: 'needs_documents',
      paused_working_days: 1,
      due_on: '2026-11-24',
    });
    expect(application?.waiting_since).not.toBeNull();
    expect(await count('status_history')).toBe(2);
    expect(await count('application_events')).toBe(0);
    expect(await count('notifications')).toBe(0);
  });

  it('takes the last answer: back to in_progress by the rule, the wait resumed, both told', async () => {
    await seedAll();
    expect(await repo().answer(answer('r2', 'photo'))).toMatchObject({
      answered: { returned: false },
    });
    const seen: WaitFacts[] = [];
    const last = answer('r3', 'incomeProof', {
      resume: (waiting) => {
        seen.push(waiting);
        return { pausedWorkingDays: waiting.pausedWorkingDays + 4, dueOn: '2026-12-03' };
      },
    });
    expect(await repo().answer(last)).toEqual({ answered: { sendBackId: 'h2', returned: true } });
    expect(seen).toEqual([
      expect.objectContaining({
        createdAt: at(1),
        workingDays: 3,
        pausedWorkingDays: 1,
        waitingSince: at(10),
      }),
    ]);
    const [application] = await rows(
      "select status, waiting_since, paused_working_days, due_on from applications where id = 'a1'",
    );
    expect(application).toMatchObject({
      status: 'in_progress',
      waiting_since: null,
      paused_working_days: 5,
      due_on: '2026-12-03',
    });
    // A file that is no slot replaces nothing.
    expect(await count('attachments', 'replaced_by is not null')).toBe(2);
    expect(
      await rows(
        `select from_status, to_status, changed_by from status_history where id = '${last.ids.history}'`,
      ),
    ).toEqual([{ from_status: 'needs_documents', to_status: 'in_progress', changed_by: null }]);
    expect(
      await rows(
        `select type, actor_id, operator_id from application_events where id = '${last.ids.event}'`,
      ),
    ).toEqual([{ type: 'documents_received', actor_id: 'u1', operator_id: null }]);
    // The owner and the operator who sent it back, as the unit read them.
    expect(
      (await rows('select user_id, recipient_masked from notifications order by user_id')).map(
        (row) => [row.user_id, row.recipient_masked],
      ),
    ).toEqual([
      ['op1', 'Operator One/documents_received'],
      ['u1', 'सुनीता कुमारी/status_changed'],
    ]);
  });

  it('tells only the owner when the operator who sent it back is gone; no wait, no new promise', async () => {
    await seedAll();
    await seed().deleteUser('op1');
    const { database } = backend();
    const noWait = "update applications set waiting_since = null where id = 'a1'";
    if (database.dialect === 'sqlite') database.db.run(sql.raw(noWait));
    else await database.db.execute(sql.raw(noWait));
    await repo().answer(answer('r2', 'photo'));
    let resumed = 0;
    const last = answer('r3', 'incomeProof', {
      resume: (waiting) => {
        resumed += 1;
        return { pausedWorkingDays: waiting.pausedWorkingDays, dueOn: 'never' };
      },
    });
    expect(await repo().answer(last)).toMatchObject({ answered: { returned: true } });
    expect(resumed).toBe(0);
    expect(
      await rows("select status, paused_working_days, due_on from applications where id = 'a1'"),
    ).toEqual([{ status: 'in_progress', paused_working_days: 1, due_on: '2026-11-24' }]);
    expect((await rows('select user_id from notifications')).map((row) => row.user_id)).toEqual([
      'u1',
    ]);
  });

  it('refuses, writing nothing: gone, not waiting, not asked, already in, another item, full', async () => {
    await seedAll();
    await repo().answer(answer('r2', 'photo'));
    const before = await snapshot();
    const refused = async (change: SendBackAnswer) => {
      const outcome = await repo().answer(change);
      expect(await snapshot()).toEqual(before);
      return outcome;
    };
    expect(await refused(answer('r3', 'incomeProof', { applicationId: 'nope' }))).toEqual({
      refused: 'gone',
    });
    // An item of an older send-back, or a key the latest does not ask for.
    expect(await refused(answer('r1', 'signature'))).toEqual({ refused: 'not_requested' });
    expect(await refused(answer('r2', 'photo'))).toEqual({ refused: 'already_received' });
    expect(await refused(answer('r2', 'incomeProof'))).toEqual({ refused: 'changed' });
    // The owner's space: the default stands without a quota in the settings.
    await seed().settings(null);
    expect(await refused(answer('r3', 'incomeProof', { defaultQuotaBytes: 250 }))).toEqual({
      full: { quotaBytes: null, usedBytes: 300 },
    });
    const { database } = backend();
    const taken = "update applications set status = 'in_progress' where id = 'a1'";
    if (database.dialect === 'sqlite') database.db.run(sql.raw(taken));
    else await database.db.execute(sql.raw(taken));
    const after = await snapshot();
    expect(await repo().answer(answer('r3', 'incomeProof'))).toEqual({ refused: 'not_waiting' });
    expect(await snapshot()).toEqual(after);
  });

  it('50 answers at once to the last item, from two processes: one return, one notice', async () => {
    await seedAll();
    await repo().answer(answer('r2', 'photo'));
    const other = backend().anotherProcess().applicationsSendBacks;
    const answers = Array.from({ length: 50 }, (_, i) =>
      answer('r3', 'incomeProof', {
        attachment: { ...file(uid('f'), 'a1', 'incomeProof', 30), createdAt: at(30 + i) },
        notices: ({ owner }) => noticeTo(owner, 'status_changed', at(30 + i)),
      }),
    );
    const outcomes = await Promise.all(
      answers.map((change, i) => (i % 2 === 0 ? repo() : other).answer(change)),
    );
    const taken = outcomes.flatMap((outcome, i) => ('answered' in outcome ? [answers[i]] : []));
    expect(taken).toHaveLength(1);
    const winner = taken[0];
    // The others find it back at work.
    expect(outcomes.filter((outcome) => !('answered' in outcome))).toEqual(
      Array(49).fill({ refused: 'not_waiting' }),
    );
    expect(await count('status_history', "to_status = 'in_progress'")).toBe(1);
    expect(await count('application_events', "type = 'documents_received'")).toBe(1);
    expect(await count('notifications')).toBe(1);
    expect(await count('attachments', "document_type = 'incomeProof'")).toBe(1);
    expect((await repo().requests('a1')).find((row) => row.id === 'r3')?.attachmentId).toBe(
      winner?.attachment.id,
    );
    expect(
      await rows("select status, paused_working_days from applications where id = 'a1'"),
    ).toEqual([{ status: 'in_progress', paused_working_days: 3 }]);
  });
});
