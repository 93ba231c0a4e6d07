import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithPostgres } from '@seva/db/test/postgres-server';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { DatabaseUnavailableError, openConfiguredDatabase } from './database.ts';

const logger = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'seva-database-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('opens SQLite under DATA_DIR, migrated, with its handle and its online backup', async () => {
  const file = join(dir, 'seva.sqlite');
  const opened = await openConfiguredDatabase({ kind: 'sqlite', file }, { logger });
  try {
    expect(opened.kind).toBe('sqlite');
    expect(opened.sqlite?.$client.name).toBe(file);
    expect(await opened.repositories.databaseHealth.readWriteProblem(100)).toBeNull();
    await opened.snapshots.snapshotTo(join(dir, 'copy.sqlite'));
  } finally {
    await opened.close();
  }
});

it('fails the start naming the driver’s code, never the URL or its password', async () => {
  const url = 'postgres://seva:s3cret@127.0.0.1:1/seva';
  const opening = openConfiguredDatabase({ kind: 'postgres', url }, { logger });
  await expect(opening).rejects.toBeInstanceOf(DatabaseUnavailableError);
  await expect(opening).rejects.toThrow(
    'the database (DATABASE_URL) could not be opened: ECONNREFUSED',
  );
});

describeWithPostgres('a postgres:// DATABASE_URL', (postgres) => {
  it('opens a pool, migrates once when two servers start at once, and serves repositories', async () => {
    const url = await postgres().createDatabase('opened');
    const [first, second] = await Promise.all([
      openConfiguredDatabase({ kind: 'postgres', url }, { logger }),
      openConfiguredDatabase({ kind: 'postgres', url }, { logger }),
    ]);
    try {
      expect(first.kind).toBe('postgres');
      expect(first.sqlite).toBeNull();
      expect(await first.repositories.databaseHealth.readWriteProblem(1000)).toBeNull();
      // One database: what one writes, the other reads.
      await first.repositories.backups.record({
        id: 'run1',
        trigger: 'cli',
        ok: true,
        startedAt: new Date(),
        finishedAt: new Date(),
      });
      expect((await second.repositories.backups.latest()).lastGood?.id).toBe('run1');
      // A backup's snapshot of it is a SQLite file.
      await second.snapshots.snapshotTo(join(dir, 'from-postgres.sqlite'));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
