import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile } from '../test/files.ts';
import { startTestServer, verifiedCitizen } from '../test/harness.ts';
import { httpCaller, multipart } from '../test/http.ts';
import { until } from '../test/processes.ts';
import { type S3Peer, startS3Peer } from '../test/s3-peer.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';
import { createStorageSweeper, SWEEP_MIN_AGE_MS } from './storage-sweep.ts';

/**
 * The sweep while the server runs (lib/storage-sweep.ts), on the local disk and on an S3 store,
 * with the server's clock moved by hand: a file kept without a row (a process that died after
 * its PUT, or another process between its PUT and its row) stays while it is younger than an
 * hour and goes once it is older, with no restart.
 */
let smtp: SmtpPeer;
let peer: S3Peer;
const dirs: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpPeer();
  peer = await startS3Peer();
});
afterAll(async () => {
  await peer.close();
  await smtp.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const prefix = 'sweeper/files';
const backends = [
  // STORAGE_URL empty: the local disk on either run (the PostgreSQL run's own is a store).
  { name: 'local disk', env: (): Record<string, string> => ({ STORAGE_URL: '' }) },
  {
    name: 'S3 store',
    env: (): Record<string, string> => ({
      STORAGE_URL: `s3://${peer.bucket}/${prefix}?endpoint=${peer.endpoint.origin}`,
      S3_ACCESS_KEY_ID: peer.accessKeyId,
      S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
    }),
  },
];

const keepWithoutRow = async (storage: FileStorage) =>
  storage.keep(await storage.receive(Readable.from([fakeFile('pdf')])));

const isThere = (storage: FileStorage, key: string) =>
  storage.readStored(key).then(
    (content) => {
      content.destroy();
      return true;
    },
    () => false,
  );

describe.each(backends)('the running storage sweep on the $name', (backend) => {
  it('removes files without a row once they are an hour old, every pass, and stops on stop()', {
    timeout: 60_000,
  }, async () => {
    let clock = Date.now();
    const server = await startTestServer({ smtp, env: backend.env(), now: () => clock });
    try {
      const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const call = httpCaller(() => base);
      const citizen = await verifiedCitizen(server, smtp);
      const created = await call(
        'POST',
        '/api/document/create',
        citizen.auth,
        multipart({
          name: 'Passport photo',
          photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
          signature: { data: fakeFile('png'), name: 'sign.png' },
        }),
      );
      expect(created.status, created.text).toBe(201);
      const [row] = await server.db.select().from(server.tables.lockerDocuments);
      if (!row) throw new Error('no locker row');
      const storage = server.services.storage;
      const referenced = [row.photoStorageKey, row.signatureStorageKey];

      // A file kept by this process whose row never came (it died after the PUT), and on the
      // store one kept by another process (its own DATA_DIR) that has not written its row yet.
      const orphan = await keepWithoutRow(storage);
      let other = storage;
      if (storage.backend === 's3') {
        const otherDir = mkdtempSync(join(tmpdir(), 'seva-other-'));
        dirs.push(otherDir);
        other = createS3Storage(otherDir, peer.location(prefix), {
          keyring: server.services.keyring,
        });
      }
      const inFlight = await keepWithoutRow(other);

      // The server's own sweeper, on its clock: young files stay, however often it runs.
      const sweeper = server.services.storageSweeper;
      expect(await sweeper.runOnce()).toEqual({ temp: 0, orphans: 0 });
      clock += SWEEP_MIN_AGE_MS / 2;
      expect(await sweeper.runOnce()).toEqual({ temp: 0, orphans: 0 });
      expect(await isThere(storage, orphan)).toBe(true);
      expect(await isThere(storage, inFlight)).toBe(true);

      // Two hours on: both went, the rows' files stayed and still serve.
      clock += 2 * SWEEP_MIN_AGE_MS;
      expect(await sweeper.runOnce()).toEqual({ temp: 0, orphans: 2 });
      expect(await isThere(storage, orphan)).toBe(false);
      expect(await isThere(storage, inFlight)).toBe(false);
      for (const key of referenced) expect(await isThere(storage, key)).toBe(true);
      // (Read through the storage: the session has expired on this clock.)
      const parts: Buffer[] = [];
      for await (const part of storage.open(row.photoStorageKey)) parts.push(part);
      expect(Buffer.concat(parts).length).toBe(row.photoSize);

      // On a timer (every 50 ms here, every hour in the server): a pass comes by itself.
      const timed = createStorageSweeper({
        database: server.services.repositories,
        storage,
        logger: server.app.log,
        now: () => clock + 2 * SWEEP_MIN_AGE_MS,
        everyMs: 50,
      });
      // Kept before the timer starts: a pass on this clock takes any temp file, so one that
      // came between an upload's temp file and its keep would race the upload.
      const later = await keepWithoutRow(storage);
      timed.start();
      await until(
        'the timed sweep to remove the file',
        async () => !(await isThere(storage, later)),
      );
      await timed.stop();
      // Stopped: nothing more goes.
      const afterStop = await keepWithoutRow(storage);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await isThere(storage, afterStop)).toBe(true);
      for (const key of referenced) expect(await isThere(storage, key)).toBe(true);
      // Counts only in the log, never a key.
      for (const key of [orphan, inFlight, later]) expect(server.logText()).not.toContain(key);
    } finally {
      await server.close();
    }
  });
});
