import {
  closeSync,
  copyFileSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase, users } from '@seva/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../test/backend.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { startS3Peer } from '../test/s3-peer.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { freeDiskBytes } from './disk-space.ts';

let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // A clock moved by hand: /api/ready repeats its last answer within a second.
  server = await startTestServer({ smtp, now: () => clock });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

let clock = Date.now();

const ready = async (target: TestServer = server) => {
  clock += 1000;
  const response = await target.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: response.statusCode, body: response.json() as { problems?: string[] } };
};

describe('/api/ready', () => {
  it('is 200 when the database, storage and disk are fine; /api/health stays a plain liveness answer', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('is 503 while storage cannot take a file (tmp/ replaced by a file), and 200 again after', async () => {
    const tmp = join(server.dataDir, 'tmp');
    renameSync(tmp, `${tmp}.away`);
    writeFileSync(tmp, 'not a folder');
    try {
      const answer = await ready();
      expect(answer.status).toBe(503);
      expect(answer.body.problems).toEqual([
        expect.stringMatching(/^storage: cannot write to tmp\/: ENOTDIR$/),
      ]);
    } finally {
      rmSync(tmp);
      renameSync(`${tmp}.away`, tmp);
    }
    expect((await ready()).status).toBe(200);
  });

  // SQLite's write lock on its file: PostgreSQL has no lock a connection takes on the whole
  // database; its "cannot be written" (a database set read only) is tested in
  // packages/db/src/repositories/database-health.contract.test.ts.
  it.skipIf(onPostgres)(
    'is 503 while the database cannot be written (another connection holds its write lock)',
    async () => {
      const other = openDatabase({ file: server.config.databaseFile });
      other.$client.exec('BEGIN IMMEDIATE');
      try {
        const answer = await ready();
        expect(answer.status).toBe(503);
        expect(answer.body.problems).toEqual(['database: cannot be written: SQLITE_BUSY']);
      } finally {
        other.$client.exec('ROLLBACK');
        closeDatabase(other);
      }
      expect((await ready()).status).toBe(200);
      // The probe gave the connection its usual patience back.
      expect(server.sqlite().$client.pragma('busy_timeout', { simple: true })).toBe(5000);
    },
  );

  it('is 503 when free space is below the floor', async () => {
    const floorMb = Math.ceil(freeDiskBytes(tmpdir()) / 2 ** 20) + 100_000;
    const low = await startTestServer({ smtp, env: { MIN_FREE_DISK_MB: String(floorMb) } });
    try {
      const answer = await ready(low);
      expect(answer.status).toBe(503);
      expect(answer.body.problems).toEqual([
        expect.stringMatching(new RegExp(`^disk: \\d+ MB free, below the floor of ${floorMb} MB$`)),
      ]);
    } finally {
      await low.close();
    }
  });
  it('repeats its last answer within a second, so hammering it costs no probes', async () => {
    expect((await ready()).status).toBe(200);
    const tmp = join(server.dataDir, 'tmp');
    renameSync(tmp, `${tmp}.away`);
    writeFileSync(tmp, 'not a folder');
    try {
      const again = await server.app.inject({ method: 'GET', url: '/api/ready' });
      expect(again.statusCode).toBe(200);
      clock += 999;
      expect((await server.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      expect((await ready()).status).toBe(503);
    } finally {
      rmSync(tmp);
      renameSync(`${tmp}.away`, tmp);
    }
  });
});

describe('/api/ready with an object store', () => {
  it('is 200 while the store answers, and 503 naming the store once it has stopped', {
    timeout: 30_000,
  }, async () => {
    const peer = await startS3Peer();
    let stopped = false;
    const inStore = await startTestServer({
      smtp,
      now: () => clock,
      env: {
        STORAGE_URL: `s3://${peer.bucket}/ready/files?endpoint=${peer.endpoint.origin}`,
        S3_ACCESS_KEY_ID: peer.accessKeyId,
        S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
      },
    });
    try {
      expect(await ready(inStore)).toEqual({ status: 200, body: { status: 'ready' } });
      await peer.close();
      stopped = true;
      expect(await ready(inStore)).toEqual({
        status: 503,
        body: {
          status: 'unavailable',
          problems: [
            'storage: the object store does not answer: the object store could not be reached (HEAD)',
          ],
        },
      });
      // The database is still asked: it answers, so the store is the one problem named.
      expect(inStore.logs.filter((entry) => entry.msg === 'not ready')).toHaveLength(1);
    } finally {
      await inStore.close();
      if (!stopped) await peer.close();
    }
  });
});

describe('a corrupt database page', () => {
  // A broken page of SQLite's file: PostgreSQL checks its own pages as it reads them, and its
  // integrity check at start is none (packages/db database-health.pg.ts).
  it.skipIf(onPostgres)(
    'is reported at start (an error log line) and by /api/ready (503 with the reason)',
    async () => {
      // A real database with a table spanning many pages, then a copy of it with one page broken.
      const originalDir = mkdtempSync(join(tmpdir(), 'seva-sound-'));
      const original = await startTestServer({ smtp, dataDir: originalDir });
      const at = new Date();
      original
        .sqlite()
        .insert(users)
        .values(
          Array.from({ length: 400 }, (_, i) => ({
            id: `u${i}`,
            name: `Citizen number ${i} of the corruption test`,
            email: `citizen${i}@example.test`,
            passwordHash: 'x'.repeat(90),
            createdAt: at,
            updatedAt: at,
          })),
        )
        .run();
      const source = original.config.databaseFile;
      await original.close();
      const copyDir = mkdtempSync(join(tmpdir(), 'seva-corrupt-'));
      try {
        copyFileSync(source, join(copyDir, 'seva.sqlite'));
        corruptLeafPage(join(copyDir, 'seva.sqlite'), 'users');

        const damaged = await startTestServer({ smtp, dataDir: copyDir });
        try {
          const atStart = damaged.logs.filter(
            (entry) =>
              entry.msg ===
              'database integrity check failed at start: restore the database from a backup (upload sweep skipped)',
          );
          expect(atStart).toHaveLength(1);
          expect(String(atStart[0]?.problem)).toMatch(/^database: integrity check failed: /);
          // Rows it cannot read could make their files look unreferenced: nothing was swept.
          expect(damaged.logs.some((entry) => entry.msg === 'upload storage swept')).toBe(false);
          const answer = await ready(damaged);
          expect(answer.status).toBe(503);
          expect(answer.body.problems).toEqual([
            expect.stringMatching(/^database: integrity check failed: .+/),
          ]);
        } finally {
          await damaged.close();
        }
      } finally {
        rmSync(copyDir, { recursive: true, force: true });
        rmSync(originalDir, { recursive: true, force: true });
      }
    },
  );
});

/** Overwrites the middle of one of a table's leaf pages with garbage. */
function corruptLeafPage(file: string, table: string) {
  const db = openDatabase({ file });
  const pageSize = db.$client.pragma('page_size', { simple: true }) as number;
  const page = db.$client
    .prepare(
      "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET 2",
    )
    .pluck()
    .get(table) as number;
  closeDatabase(db);
  expect(page).toBeGreaterThan(1);
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, Buffer.alloc(256, 0xa5), 0, 256, (page - 1) * pageSize + pageSize / 2 - 128);
  } finally {
    closeSync(fd);
  }
}
