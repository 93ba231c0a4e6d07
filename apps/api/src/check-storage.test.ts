import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, validAadhaar } from './test/files.ts';
import { startTestServer, type TestServer, verifiedCitizen } from './test/harness.ts';
import { httpCaller, multipart } from './test/http.ts';
import { runProcess } from './test/processes.ts';
import { type S3Peer, startS3Peer } from './test/s3-peer.ts';
import { type SmtpPeer, startSmtpPeer } from './test/smtp-peer.ts';

/**
 * `pnpm cli check-storage` as a real process beside a running server, on the local disk and on
 * an S3-compatible store (s3rver): a clean store passes, a file deleted behind the server's
 * back is named by its row. The database is the run's (SQLite's file, or PostgreSQL on the
 * PostgreSQL run); the storage is each case's own.
 */
let smtp: SmtpPeer;
let peer: S3Peer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  peer = await startS3Peer();
});
afterAll(async () => {
  await peer.close();
  await smtp.close();
});

interface Backend {
  name: string;
  env(): Record<string, string>;
  /** Deletes a kept file behind the server's back. */
  remove(dataDir: string, key: string): Promise<void>;
}

const prefix = 'check/files';

/** The server's database for the CLI: the run's PostgreSQL database, or SQLite under DATA_DIR. */
const databaseEnv = (server: TestServer): Record<string, string> =>
  server.config.database.kind === 'postgres' ? { DATABASE_URL: server.config.database.url } : {};
const backends: Backend[] = [
  {
    name: 'local disk',
    // Unset or empty is the local disk: empty also outweighs the PostgreSQL run's store.
    env: () => ({ STORAGE_URL: '' }),
    async remove(dataDir, key) {
      rmSync(join(dataDir, 'uploads', key));
    },
  },
  {
    name: 'S3 store',
    env: () => ({
      STORAGE_URL: `s3://${peer.bucket}/${prefix}?endpoint=${peer.endpoint.origin}`,
      S3_ACCESS_KEY_ID: peer.accessKeyId,
      S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
    }),
    async remove(_dataDir, key) {
      const response = await peer.client.fetch(peer.urlOf(`${prefix}/${key}`), {
        method: 'DELETE',
      });
      expect(response.status).toBe(204);
      await response.body?.cancel();
    },
  },
];

describe.each(backends)('pnpm cli check-storage on the $name', (backend) => {
  it('exits 0 when every row has its file, and names the row of a missing one with exit 1', {
    timeout: 90_000,
  }, async () => {
    const server = await startTestServer({ smtp, env: backend.env() });
    try {
      const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const call = httpCaller(() => base);
      const citizen = await verifiedCitizen(server, smtp);
      const aadhaar = validAadhaar();
      const applied = await call(
        'POST',
        '/api/services/apply/pan-card',
        citizen.auth,
        multipart({
          fullName: 'Sunita Devi',
          dateOfBirth: '1990-01-01',
          fatherName: 'Ramesh Prasad',
          mobileNumber: '9876543210',
          aadharNumber: aadhaar,
          address: 'Ward 4, Goh',
          photo: { data: fakeFile('jpeg'), name: 'photo-of-sunita.jpg' },
          signature: { data: fakeFile('png'), name: 'sign.png' },
          aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
        }),
      );
      expect(applied.status, applied.text).toBe(201);
      const locker = await call(
        'POST',
        '/api/document/create',
        citizen.auth,
        multipart({
          name: 'Passport photo',
          photo: { data: fakeFile('jpeg'), name: 'locker-photo.jpg' },
          signature: { data: fakeFile('png'), name: 'locker-sign.png' },
        }),
      );
      expect(locker.status, locker.text).toBe(201);
      const { attachments, lockerDocuments } = server.tables;
      expect(await server.rowCount(attachments)).toBe(3);

      const env = { DATA_DIR: server.dataDir, ...databaseEnv(server), ...backend.env() };
      const clean = await runProcess(['src/cli.ts', 'check-storage'], env);
      expect(clean, clean.stderr).toMatchObject({ code: 0, stderr: '' });
      expect(clean.stdout).toMatch(/^Every stored file the rows point at is in /);

      const [document] = await server.db.select().from(lockerDocuments);
      const attachment = (await server.db.select().from(attachments).orderBy(attachments.id))[1];
      if (!document || !attachment) throw new Error('no rows');
      await backend.remove(server.dataDir, document.signatureStorageKey);
      await backend.remove(server.dataDir, attachment.storageKey);

      const found = await runProcess(['src/cli.ts', 'check-storage'], env);
      expect(found.code, found.stderr).toBe(1);
      expect(found.stdout.trim().split('\n').sort()).toEqual(
        [
          `attachments.storage_key ${attachment.id} ${attachment.storageKey}`,
          `locker_documents.signature_storage_key ${document.id} ${document.signatureStorageKey}`,
        ].sort(),
      );
      expect(found.stderr).toMatch(/^Error: 2 rows point at a stored file missing from /);
      // Rows are named by id and key only: no file's name, no identity number.
      for (const secret of [aadhaar, attachment.originalName, document.name, 'locker-sign']) {
        expect(found.stdout + found.stderr).not.toContain(secret);
      }
    } finally {
      await server.close();
    }
  });
});
