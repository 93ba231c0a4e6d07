import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';
import type { NewNotification, OutboxRepository } from './notifications.ts';

const second = 1_000;
const minute = 60_000;
const hour = 60 * minute;
const start = Date.parse('2026-11-23T10:00:00.123Z');
const at = (ms: number) => new Date(start + ms);

function notice(id: string, overrides: Partial<NewNotification> = {}): NewNotification {
  return {
    id,
    kind: 'status_changed',
    channel: 'email',
    userId: null,
    recipientMasked: 'r***@example.in',
    message: `sealed ${id}`,
    urgent: false,
    nextAttemptAt: at(0),
    expiresAt: null,
    createdAt: at(0),
    ...overrides,
  };
}

const lease = (workerId: string, ms: number, limit = 10) => ({
  workerId,
  at: at(ms),
  leaseUntil: at(ms + 2 * minute),
  limit,
});

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

/** Claims until nothing is due, in `loops` loops at once; every id claimed, in order. */
async function claimAll(outbox: OutboxRepository, workerId: string, loops: number) {
  const claimed: string[] = [];
  await Promise.all(
    Array.from({ length: loops }, async () => {
      for (;;) {
        const rows = await outbox.claim(lease(workerId, 0, 7));
        if (rows.length === 0) return;
        claimed.push(...ids(rows));
      }
    }),
  );
  return claimed;
}

describeEachBackend('the outbox repository', (backend) => {
  const outbox = () => backend().repositories.outbox;

  it('writes a notice waiting, with no attempt and no lease, its dates to the millisecond', async () => {
    await outbox().enqueue(
      notice('n1', { channel: 'sms', urgent: true, expiresAt: at(10 * minute) }),
    );
    expect(await outbox().find('n1')).toEqual({
      id: 'n1',
      kind: 'status_changed',
      channel: 'sms',
      userId: null,
      recipientMasked: 'r***@example.in',
      message: 'sealed n1',
      urgent: true,
      status: 'waiting',
      attempts: 0,
      nextAttemptAt: at(0),
      leaseOwner: null,
      leaseUntil: null,
      expiresAt: at(10 * minute),
      lastError: null,
      createdAt: at(0),
      sentAt: null,
      updatedAt: at(0),
    });
    expect(await outbox().find('N1')).toBeNull();
    expect(await outbox().find('missing')).toBeNull();
  });

  it('claims due rows only, urgent first, then the longest due, then by id, up to the limit', async () => {
    // Leases that outlast the test: only the due rows are claimed.
    const held = (ms: number, limit = 10) => ({ ...lease('w1', ms, limit), leaseUntil: at(hour) });
    await outbox().enqueue(notice('late', { nextAttemptAt: at(5 * minute) }));
    await outbox().enqueue(notice('b', { nextAttemptAt: at(-minute) }));
    await outbox().enqueue(notice('a', { nextAttemptAt: at(-minute) }));
    await outbox().enqueue(notice('old', { nextAttemptAt: at(-2 * minute) }));
    await outbox().enqueue(notice('code', { urgent: true, nextAttemptAt: at(0) }));
    await outbox().enqueue(notice('now', { nextAttemptAt: at(0) }));

    const first = await outbox().claim(held(0, 3));
    expect(ids(first)).toEqual(['code', 'old', 'a']);
    for (const row of first) {
      expect(row).toMatchObject({
        status: 'sending',
        attempts: 1,
        leaseOwner: 'w1',
        leaseUntil: at(hour),
        updatedAt: at(0),
      });
    }
    expect(ids(await outbox().claim(held(0)))).toEqual(['b', 'now']);
    // Not due yet; then due at its instant exactly.
    expect(await outbox().claim(held(5 * minute - 1))).toEqual([]);
    expect(ids(await outbox().claim(held(5 * minute)))).toEqual(['late']);
    expect(await outbox().claim(held(5 * minute))).toEqual([]);
  });

  it('lets no other worker take a row being sent, and takes it over once its lease lapses', async () => {
    await outbox().enqueue(notice('n1'));
    const [held] = await outbox().claim({ ...lease('w1', 0), leaseUntil: at(30 * second) });
    expect(held?.leaseOwner).toBe('w1');
    expect(await outbox().claim(lease('w2', 0))).toEqual([]);
    // Up to the lease's last instant it is still held.
    expect(await outbox().claim(lease('w2', 30 * second))).toEqual([]);
    const [taken] = await outbox().claim(lease('w2', 30 * second + 1));
    expect(taken).toMatchObject({ id: 'n1', status: 'sending', attempts: 2, leaseOwner: 'w2' });

    // The first worker no longer holds it: its answer is not written.
    expect(
      await outbox().finish('n1', 'w1', { status: 'sent', sentAt: at(minute) }, at(minute)),
    ).toBe(false);
    expect(await outbox().find('n1')).toMatchObject({ status: 'sending', leaseOwner: 'w2' });
    expect(
      await outbox().finish('n1', 'w2', { status: 'sent', sentAt: at(minute) }, at(minute)),
    ).toBe(true);
  });

  it('ends a claimed row as sent: emptied, its lease and error cleared', async () => {
    await outbox().enqueue(notice('n1'));
    await outbox().claim(lease('w1', 0));
    await outbox().finish(
      'n1',
      'w1',
      { status: 'waiting', nextAttemptAt: at(minute), lastError: 'SMTP 421' },
      at(0),
    );
    await outbox().claim(lease('w1', minute));
    expect(
      await outbox().finish('n1', 'w1', { status: 'sent', sentAt: at(minute + 5) }, at(minute + 6)),
    ).toBe(true);
    expect(await outbox().find('n1')).toMatchObject({
      status: 'sent',
      attempts: 2,
      message: '',
      lastError: null,
      sentAt: at(minute + 5),
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: at(minute + 6),
    });
    // Ended once: a second answer, or one for a missing row, writes nothing.
    expect(await outbox().finish('n1', 'w1', { status: 'expired' }, at(2 * minute))).toBe(false);
    expect(await outbox().find('n1')).toMatchObject({ status: 'sent' });
    expect(await outbox().finish('missing', 'w1', { status: 'expired' }, at(0))).toBe(false);
    expect(await outbox().claim(lease('w1', 10 * minute))).toEqual([]);
  });

  it('backs off: due again at the next attempt, with the error kept', async () => {
    await outbox().enqueue(notice('n1'));
    await outbox().claim(lease('w1', 0));
    expect(
      await outbox().finish(
        'n1',
        'w1',
        { status: 'waiting', nextAttemptAt: at(5 * minute), lastError: 'timeout' },
        at(second),
      ),
    ).toBe(true);
    expect(await outbox().find('n1')).toMatchObject({
      status: 'waiting',
      attempts: 1,
      nextAttemptAt: at(5 * minute),
      lastError: 'timeout',
      message: 'sealed n1',
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: at(second),
    });
    expect(await outbox().claim(lease('w2', 5 * minute - 1))).toEqual([]);
    const [again] = await outbox().claim(lease('w2', 5 * minute));
    expect(again).toMatchObject({ id: 'n1', attempts: 2, lastError: 'timeout' });
  });

  it('fails a row for good, emptying it only when told, and expires one', async () => {
    for (const id of ['kept', 'forgot', 'expired', 'expired-error']) {
      await outbox().enqueue(notice(id));
    }
    await outbox().claim(lease('w1', 0));
    await outbox().finish(
      'kept',
      'w1',
      { status: 'failed', lastError: 'SMTP 550', forget: false },
      at(1),
    );
    await outbox().finish(
      'forgot',
      'w1',
      { status: 'failed', lastError: 'SMTP 550', forget: true },
      at(1),
    );
    await outbox().finish('expired', 'w1', { status: 'expired' }, at(1));
    await outbox().finish(
      'expired-error',
      'w1',
      { status: 'expired', lastError: 'timeout' },
      at(1),
    );
    expect(await outbox().find('kept')).toMatchObject({
      status: 'failed',
      lastError: 'SMTP 550',
      message: 'sealed kept',
      leaseOwner: null,
    });
    expect(await outbox().find('forgot')).toMatchObject({ status: 'failed', message: '' });
    expect(await outbox().find('expired')).toMatchObject({
      status: 'expired',
      message: '',
      lastError: null,
    });
    expect(await outbox().find('expired-error')).toMatchObject({
      status: 'expired',
      message: '',
      lastError: 'timeout',
    });
    // None of them is due again.
    expect(await outbox().claim(lease('w1', 100 * minute))).toEqual([]);
  });

  it("answers the operators' view: sends by channel since, pending counts, failed first then newest", async () => {
    const rows: Array<[string, Partial<NewNotification>]> = [
      ['sent-old', { createdAt: at(-3 * minute) }],
      ['sent-email', { createdAt: at(-2 * minute) }],
      ['sent-sms', { channel: 'sms', createdAt: at(-2 * minute) }],
      ['failed-1', { createdAt: at(-minute) }],
      ['expired', { createdAt: at(-minute) }],
      ['sending', { createdAt: at(-minute) }],
      ['w-b', { createdAt: at(0), nextAttemptAt: at(minute) }],
      ['w-a', { createdAt: at(0), nextAttemptAt: at(minute) }],
      ['w-new', { createdAt: at(second), nextAttemptAt: at(minute) }],
    ];
    for (const [id, values] of rows) await outbox().enqueue(notice(id, values));
    const claimed = await outbox().claim(lease('w1', 0));
    expect(claimed).toHaveLength(6);
    await outbox().finish('sent-old', 'w1', { status: 'sent', sentAt: at(-minute - 1) }, at(0));
    await outbox().finish('sent-email', 'w1', { status: 'sent', sentAt: at(-minute) }, at(0));
    await outbox().finish('sent-sms', 'w1', { status: 'sent', sentAt: at(0) }, at(0));
    await outbox().finish(
      'failed-1',
      'w1',
      { status: 'failed', lastError: 'x', forget: false },
      at(0),
    );
    await outbox().finish('expired', 'w1', { status: 'expired' }, at(0));

    const view = await outbox().overview(at(-minute));
    expect(view).toMatchObject({ sent: { email: 1, sms: 1 }, waiting: 3, sending: 1, failed: 1 });
    expect(ids(view.items)).toEqual(['failed-1', 'w-new', 'w-b', 'w-a', 'sending']);
    expect(view.items[0]).toMatchObject({ status: 'failed', lastError: 'x', attempts: 1 });

    expect(await outbox().overview(at(minute))).toMatchObject({
      sent: { email: 0, sms: 0 },
      waiting: 3,
    });
  });

  it('shows at most 50 rows not gone out, and an empty outbox', async () => {
    expect(await outbox().overview(at(0))).toEqual({
      sent: { email: 0, sms: 0 },
      waiting: 0,
      sending: 0,
      failed: 0,
      items: [],
    });
    for (let index = 0; index < 60; index++) {
      await outbox().enqueue(
        notice(`n${String(index).padStart(2, '0')}`, { createdAt: at(index) }),
      );
    }
    const view = await outbox().overview(at(0));
    expect(view.waiting).toBe(60);
    expect(view.items).toHaveLength(50);
    expect(view.items[0]?.id).toBe('n59');
    expect(view.items[49]?.id).toBe('n10');
  });

  it('retries a failed or waiting row at once with fresh attempts; not one sending, sent or expired', async () => {
    for (const id of ['failed', 'waiting', 'sending', 'sent', 'expired']) {
      await outbox().enqueue(notice(id));
    }
    await outbox().claim(lease('w1', 0));
    await outbox().finish(
      'failed',
      'w1',
      { status: 'failed', lastError: 'x', forget: false },
      at(0),
    );
    await outbox().finish(
      'waiting',
      'w1',
      { status: 'waiting', nextAttemptAt: at(30 * minute), lastError: 'y' },
      at(0),
    );
    await outbox().finish('sent', 'w1', { status: 'sent', sentAt: at(0) }, at(0));
    await outbox().finish('expired', 'w1', { status: 'expired' }, at(0));

    expect(await outbox().retry('failed', at(minute))).toBe('retrying');
    expect(await outbox().find('failed')).toMatchObject({
      status: 'waiting',
      attempts: 0,
      nextAttemptAt: at(minute),
      updatedAt: at(minute),
      lastError: 'x',
    });
    expect(await outbox().retry('waiting', at(minute))).toBe('retrying');
    expect(await outbox().find('waiting')).toMatchObject({
      attempts: 0,
      nextAttemptAt: at(minute),
    });
    for (const id of ['sending', 'sent', 'expired']) {
      expect(await outbox().retry(id, at(minute))).toBe('not_retryable');
    }
    expect(await outbox().find('sending')).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await outbox().retry('missing', at(minute))).toBe('not_found');
    expect(await outbox().retry('FAILED', at(minute))).toBe('not_found');
    expect(ids(await outbox().claim(lease('w2', minute)))).toEqual(['failed', 'waiting']);
  });

  it('purges sent and expired rows after one age and failed ones after another, never pending ones', async () => {
    for (const id of [
      'sent-old',
      'sent-new',
      'expired-old',
      'failed-old',
      'failed-older',
      'sending',
    ]) {
      await outbox().enqueue(notice(id));
    }
    await outbox().enqueue(notice('waiting', { nextAttemptAt: at(10 * minute) }));
    await outbox().claim(lease('w1', 0));
    await outbox().finish('sent-old', 'w1', { status: 'sent', sentAt: at(0) }, at(minute));
    await outbox().finish('sent-new', 'w1', { status: 'sent', sentAt: at(0) }, at(3 * minute));
    await outbox().finish('expired-old', 'w1', { status: 'expired' }, at(minute));
    await outbox().finish(
      'failed-old',
      'w1',
      { status: 'failed', lastError: 'x', forget: false },
      at(2 * minute),
    );
    await outbox().finish(
      'failed-older',
      'w1',
      { status: 'failed', lastError: 'x', forget: false },
      at(0),
    );

    expect(await outbox().purge({ sentBefore: at(2 * minute), failedBefore: at(minute) })).toBe(3);
    for (const id of ['sent-old', 'expired-old', 'failed-older']) {
      expect(await outbox().find(id)).toBeNull();
    }
    for (const id of ['sent-new', 'failed-old', 'sending', 'waiting']) {
      expect(await outbox().find(id)).not.toBeNull();
    }
    expect(await outbox().purge({ sentBefore: at(2 * minute), failedBefore: at(minute) })).toBe(0);
  });

  it("forgets an account's notices, sent or not, and no one else's", async () => {
    await backend().seed.user('u1');
    await backend().seed.user('u2');
    await outbox().enqueue(notice('u1-a', { userId: 'u1' }));
    await outbox().enqueue(notice('u1-b', { userId: 'u1', nextAttemptAt: at(minute) }));
    await outbox().enqueue(notice('u2-a', { userId: 'u2', nextAttemptAt: at(minute) }));
    await outbox().enqueue(notice('none', { nextAttemptAt: at(minute) }));
    await outbox().claim(lease('w1', 0));
    await outbox().finish('u1-a', 'w1', { status: 'sent', sentAt: at(0) }, at(0));
    expect(await outbox().forgetUser('u1')).toBe(2);
    expect(await outbox().find('u1-a')).toBeNull();
    expect(await outbox().find('u1-b')).toBeNull();
    expect(await outbox().find('u2-a')).not.toBeNull();
    expect(await outbox().find('none')).not.toBeNull();
    expect(await outbox().forgetUser('u1')).toBe(0);
  });

  it('two processes claiming 200 due jobs at once claim every job exactly once', async () => {
    const jobs = Array.from({ length: 200 }, (_, index) => `job-${String(index).padStart(3, '0')}`);
    for (const id of jobs) await outbox().enqueue(notice(id));
    const other = backend().anotherProcess();
    const [mine, theirs] = await Promise.all([
      claimAll(outbox(), 'process-1', 4),
      claimAll(other.outbox, 'process-2', 4),
    ]);
    const all = [...mine, ...theirs];
    expect(all).toHaveLength(200);
    expect(new Set(all)).toEqual(new Set(jobs));
    for (const id of ['job-000', 'job-199']) {
      const row = await other.outbox.find(id);
      expect(row?.attempts).toBe(1);
      expect(row?.leaseOwner).toBe(mine.includes(id) ? 'process-1' : 'process-2');
    }
    expect(await other.outbox.overview(at(0))).toMatchObject({
      waiting: 0,
      sending: 200,
    });

    // A job being sent by one is not claimed by the other; once its lease lapses it is.
    expect(await other.outbox.claim(lease('process-2', 2 * minute))).toEqual([]);
    const retaken = await other.outbox.claim({
      ...lease('process-2', 2 * minute + 1),
      limit: 500,
    });
    expect(retaken).toHaveLength(200);
    expect(retaken.every((row) => row.attempts === 2 && row.leaseOwner === 'process-2')).toBe(true);
    expect(
      await outbox().finish('job-000', 'process-1', { status: 'sent', sentAt: at(0) }, at(0)),
    ).toBe(false);
  });

  it('two processes finishing and retrying at once: each row ends once', async () => {
    const jobs = Array.from({ length: 50 }, (_, index) => `job-${String(index).padStart(2, '0')}`);
    for (const id of jobs) await outbox().enqueue(notice(id));
    const other = backend().anotherProcess();
    await outbox().claim(lease('process-1', 0, 50));
    const answers = await Promise.all(
      jobs.flatMap((id) => [
        outbox().finish(id, 'process-1', { status: 'sent', sentAt: at(1) }, at(1)),
        other.outbox.finish(id, 'process-1', { status: 'expired' }, at(1)),
        other.outbox.retry(id, at(1)),
      ]),
    );
    const ended = answers.filter((answer) => answer === true);
    expect(ended).toHaveLength(50);
    const view = await outbox().overview(at(0));
    expect(view.sending).toBe(0);
  });
});
