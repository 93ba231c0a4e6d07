import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, createSqliteRepositories, openDatabase, type Repositories } from '@seva/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, listBackups } from '../../lib/backup.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { until } from '../../test/processes.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createBackups, SCHEDULE_LEASE } from './service.ts';

/**
 * The scheduled backup under its lease (issue 18: several servers on one database take turns):
 * two schedules, each over its own connection to one real database, as two server processes
 * would be (SQLite's file, or the PostgreSQL database on the PostgreSQL run); the backups they
 * make are real ones of the test server's database.
 */
let smtp: SmtpPeer;
let server: TestServer;
let work: string;
const connections: Array<() => Promise<void>> = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'seva-backup-lease-'));
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
});
afterAll(async () => {
  for (const close of connections) await close();
  await server.close();
  await smtp.close();
  rmSync(work, { recursive: true, force: true });
});

/** A connection of its own to the server's database, as another server process would open. */
async function connectionOf(): Promise<Repositories> {
  const location = server.config.database;
  if (location.kind === 'sqlite') {
    const db = openDatabase({ file: location.file });
    connections.push(async () => closeDatabase(db));
    return createSqliteRepositories(db);
  }
  const { createPgRepositories, openPostgres } = await import('@seva/db/postgres');
  const pg = openPostgres(location.url, { max: 2 });
  connections.push(() => pg.close());
  return createPgRepositories(pg.db);
}

/** A schedule as one server process would run it, whose copies wait for `gate` to open. */
async function scheduleOf(name: string, dir: string, started: string[], clock: () => number) {
  const repositories = await connectionOf();
  let open: () => void = () => {};
  let gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const backups = createBackups({
    backups: repositories.backups,
    copy: async (toDir) => {
      started.push(name);
      await gate;
      return createBackup({
        database: server.services.database.snapshots,
        dataDir: server.dataDir,
        toDir,
        keyring: server.services.keyring,
        storage: server.services.storage,
      });
    },
    dataDir: server.dataDir,
    schedule: { dir, everyMs: 60_000, keep: 10 },
    logger: pino({ level: 'silent' }),
    now: clock,
    leaseHolder: name,
  });
  return {
    backups,
    repository: repositories.backups,
    close: () => {
      gate = Promise.resolve();
      open();
    },
  };
}

describe('the scheduled backup with several servers on one database', () => {
  it('is made by one server at a time: the other skips its tick while the lease is held', {
    timeout: 60_000,
  }, async () => {
    const dir = join(work, 'turns');
    const started: string[] = [];
    const clock = () => Date.now();
    const first = await scheduleOf('first', dir, started, clock);
    const second = await scheduleOf('second', dir, started, clock);

    const firstRun = first.backups.runOnSchedule();
    await until('the first backup to start', () => started.includes('first'));
    await second.backups.runOnSchedule();
    expect(started).toEqual(['first']);

    first.close();
    await firstRun;
    expect(listBackups(dir)).toHaveLength(1);

    // Given back after the backup: the next tick of either server takes it.
    second.close();
    await second.backups.runOnSchedule();
    expect(started).toEqual(['first', 'second']);
    expect(listBackups(dir)).toHaveLength(2);
  });

  it('is taken over from a server that died holding the lease, once the lease lapses', {
    timeout: 60_000,
  }, async () => {
    const dir = join(work, 'take-over');
    const started: string[] = [];
    let now = Date.parse('2026-11-26T02:00:00Z');
    const survivor = await scheduleOf('survivor', dir, started, () => now);
    survivor.close();
    // A server took the lease for ten minutes and died without giving it back.
    expect(
      await survivor.repository.takeLease({
        name: SCHEDULE_LEASE,
        holder: 'dead-server',
        at: new Date(now),
        until: new Date(now + 10 * 60_000),
      }),
    ).toBe(true);

    await survivor.backups.runOnSchedule();
    expect(started).toEqual([]);

    now += 10 * 60_000;
    await survivor.backups.runOnSchedule();
    expect(started).toEqual(['survivor']);
    expect(listBackups(dir)).toHaveLength(1);
    // Given back: nobody holds it now.
    expect(await survivor.repository.releaseLease(SCHEDULE_LEASE, 'survivor')).toBe(false);
  });
});
