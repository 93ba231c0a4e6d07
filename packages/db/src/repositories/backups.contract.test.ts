import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';
import type { NewBackupRun } from './backups.ts';

const start = Date.parse('2026-11-24T02:00:00.123Z');
const minute = 60_000;

function run(id: string, ok: boolean, finishedMinutes: number): NewBackupRun {
  const finishedAt = new Date(start + finishedMinutes * minute);
  return ok
    ? {
        id,
        trigger: 'schedule',
        ok,
        file: `seva-${id}.backup`,
        size: 3 * 1024 ** 3,
        files: 12,
        startedAt: new Date(finishedAt.getTime() - 1500),
        finishedAt,
      }
    : {
        id,
        trigger: 'cli',
        ok,
        error: `failed ${id}`,
        startedAt: new Date(finishedAt.getTime() - 1500),
        finishedAt,
      };
}

describeEachBackend('the backups repository', (backend) => {
  const backups = () => backend().repositories.backups;

  it('answers no runs before the first', async () => {
    expect(await backups().latest()).toEqual({ lastGood: null, lastFailed: null });
  });

  it('keeps a good run and a failed one as given, to the millisecond', async () => {
    await backups().record(run('r1', true, 0));
    await backups().record(run('r2', false, 1));
    expect(await backups().latest()).toEqual({
      lastGood: {
        id: 'r1',
        trigger: 'schedule',
        ok: true,
        file: 'seva-r1.backup',
        size: 3 * 1024 ** 3,
        files: 12,
        error: null,
        startedAt: new Date(start - 1500),
        finishedAt: new Date(start),
      },
      lastFailed: {
        id: 'r2',
        trigger: 'cli',
        ok: false,
        file: null,
        size: null,
        files: null,
        error: 'failed r2',
        startedAt: new Date(start + minute - 1500),
        finishedAt: new Date(start + minute),
      },
    });
  });

  it('answers the latest of each by when it finished, not by when it was recorded', async () => {
    await backups().record(run('r1', true, 10));
    await backups().record(run('r2', true, 5));
    await backups().record(run('r3', false, 3));
    await backups().record(run('r4', false, 1));
    const latest = await backups().latest();
    expect(latest.lastGood?.id).toBe('r1');
    expect(latest.lastFailed?.id).toBe('r3');
  });

  it('breaks a tie in time by id, descending', async () => {
    await backups().record(run('r2', true, 0));
    await backups().record(run('r3', true, 0));
    await backups().record(run('r1', true, 0));
    expect((await backups().latest()).lastGood?.id).toBe('r3');
  });

  it('keeps 50 runs recorded at once', async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        backups().record(run(`r${String(i).padStart(2, '0')}`, i % 2 === 0, i)),
      ),
    );
    const latest = await backups().latest();
    expect(latest.lastGood?.id).toBe('r48');
    expect(latest.lastFailed?.id).toBe('r49');
  });

  describe('the schedule lease', () => {
    const at = (minutes: number) => new Date(start + minutes * minute);
    const take = (holder: string, minutes: number, forMinutes = 10, from = backups()) =>
      from.takeLease({
        name: 'schedule',
        holder,
        at: at(minutes),
        until: at(minutes + forMinutes),
      });

    it('is taken by one of 50 processes asking at once, and by no other while held', async () => {
      const processes = Array.from({ length: 5 }, () => backend().anotherProcess().backups);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          take(`server-${i}`, 0, 10, processes[i % processes.length]),
        ),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
      const winner = `server-${answers.indexOf(true)}`;
      // Still held a minute before it lapses: nobody else takes it, its holder renews it.
      expect(await take('late-comer', 9)).toBe(false);
      expect(await take(winner, 9)).toBe(true);
      expect(await take('late-comer', 18)).toBe(false);
    });

    it('is taken over once it has lapsed, and only then', async () => {
      expect(await take('dead-server', 0, 10)).toBe(true);
      expect(await take('other-server', 9)).toBe(false);
      // The holder died without giving it back: at its end it is free.
      expect(await take('other-server', 10)).toBe(true);
      // The old holder, back, no longer holds it and cannot give it back.
      expect(await backups().releaseLease('schedule', 'dead-server')).toBe(false);
      expect(await take('dead-server', 11)).toBe(false);
    });

    it('is free again once given back by its holder', async () => {
      expect(await take('first', 0)).toBe(true);
      expect(await backups().releaseLease('schedule', 'second')).toBe(false);
      expect(await take('second', 1)).toBe(false);
      expect(await backups().releaseLease('schedule', 'first')).toBe(true);
      expect(await take('second', 1)).toBe(true);
      expect(await backups().releaseLease('schedule', 'first')).toBe(false);
    });

    it('keeps leases of other names apart', async () => {
      expect(await take('a', 0)).toBe(true);
      expect(
        await backups().takeLease({ name: 'other', holder: 'b', at: at(0), until: at(10) }),
      ).toBe(true);
    });
  });
});
