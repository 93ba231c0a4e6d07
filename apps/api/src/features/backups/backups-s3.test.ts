import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, restoreBackup } from '../../lib/backup.ts';
import { createFileStorage } from '../../lib/storage-url.ts';
import { fakeFile, validAadhaar } from '../../test/files.ts';
import { startTestServer, type TestServer, verifiedCitizen } from '../../test/harness.ts';
import { multipart as form, httpCaller } from '../../test/http.ts';
import { type S3Peer, startS3Peer } from '../../test/s3-peer.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/**
 * Backups when the files live in an S3-compatible store (s3rver): the backup holds the
 * database and a list of the stored files, the files stay in the store, and a restore checks
 * the list against the store (docs/decisions/079-storage-operations.md). The database is the
 * run's: SQLite's file, or PostgreSQL, whose backup holds a SQLite copy of it (decision 082).
 */
let smtp: SmtpPeer;
let peer: S3Peer;
let server: TestServer;
let base: string;
let work: string;
const prefix = 'backups/files';
const call = httpCaller(() => base);
const PHRASE = 'Backup secret phrase in the store 4K2M';

const storeEnv = () => ({
  STORAGE_URL: `s3://${peer.bucket}/${prefix}?endpoint=${peer.endpoint.origin}`,
  S3_ACCESS_KEY_ID: peer.accessKeyId,
  S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
});

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'seva-backups-s3-'));
  smtp = await startSmtpPeer();
  peer = await startS3Peer();
  server = await startTestServer({ smtp, env: storeEnv() });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await peer.close();
  await smtp.close();
  rmSync(work, { recursive: true, force: true });
});

const objectStore = (dataDir: string) => () =>
  createFileStorage(dataDir, server.config.storage, { keyring: server.services.keyring });

describe('backups with an S3 store', () => {
  it('hold the database and a list of the stored files, which a restore checks in the store', {
    timeout: 60_000,
  }, async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const pdf = fakeFile('pdf', 4096);
    Buffer.from(PHRASE).copy(pdf, 100);
    const applied = await call(
      'POST',
      '/api/services/apply/pan-card',
      citizen.auth,
      form({
        fullName: 'Sunita Devi',
        dateOfBirth: '1990-01-01',
        fatherName: 'Ramesh Prasad',
        mobileNumber: '9876543210',
        aadharNumber: validAadhaar(),
        address: 'Ward 4, Goh',
        photo: { data: fakeFile('jpeg', 30_000), name: 'photo.jpg' },
        signature: { data: fakeFile('png'), name: 'sign.png' },
        aadharFile: { data: pdf, name: 'aadhaar.pdf' },
      }),
    );
    expect(applied.status, applied.text).toBe(201);
    const locker = await call(
      'POST',
      '/api/document/create',
      citizen.auth,
      form({
        name: 'Passport photo',
        photo: { data: fakeFile('jpeg'), name: 'photo.jpg', type: 'image/jpeg' },
        signature: { data: fakeFile('png'), name: 'sign.png', type: 'image/png' },
      }),
    );
    expect(locker.status, locker.text).toBe(201);
    // Nothing in uploads/: the files are in the store, and the backup does not refuse.
    expect(existsSync(join(server.dataDir, 'uploads'))).toBe(false);

    const result = await server.services.backups.run(join(work, 'backups'), 'cli');
    expect(result).toMatchObject({ storage: 'object-store', files: 5, missing: 0 });
    const sealed = readFileSync(result.file);
    expect(sealed.includes(Buffer.from('SQLite format 3'))).toBe(false);
    expect(sealed.includes(Buffer.from(PHRASE))).toBe(false);
    // A database and a list: far smaller than the 30 kB photo it lists. The database's size is
    // that of a snapshot as a backup takes it (SQLite's online backup, or PostgreSQL's copy).
    const snapshot = join(work, 'snapshot.sqlite');
    await server.services.database.snapshots.snapshotTo(snapshot);
    expect(result.size).toBeLessThan(statSync(snapshot).size + 20_000);
    rmSync(snapshot);
    expect(await server.services.backups.status()).toMatchObject({ lastError: null, stale: false });

    // Restored with the store named: the database comes back and every file is found.
    const target = join(work, 'restored');
    const restored = await restoreBackup({
      from: result.file,
      dataDir: target,
      keyring: server.services.keyring,
      objectStore: objectStore(target),
    });
    expect(restored).toMatchObject({ files: 5, missing: [], changed: [] });
    expect(existsSync(join(target, 'uploads'))).toBe(false);
    // The restored folder holds a SQLite database on either run (a backup of PostgreSQL too:
    // decision 082), so the copy serves it from SQLite, with the files in the same store.
    const copy = await startTestServer({
      smtp,
      dataDir: target,
      env: { ...storeEnv(), DATABASE_URL: '', KEY_FILE: `${server.dataDir}-keys.json` },
    });
    try {
      const photo = await copy.app.inject({
        method: 'GET',
        url: locker.json.data.photoPath,
        headers: citizen.auth,
      });
      expect(photo.statusCode).toBe(200);
      const original = await server.app.inject({
        method: 'GET',
        url: locker.json.data.photoPath,
        headers: citizen.auth,
      });
      expect(photo.rawPayload.equals(original.rawPayload)).toBe(true);
    } finally {
      await copy.close();
    }

    // Without the store named, the restore refuses and leaves the folder empty.
    const blind = join(work, 'blind');
    await expect(
      restoreBackup({ from: result.file, dataDir: blind, keyring: server.services.keyring }),
    ).rejects.toThrow(
      new BackupError(
        'this backup lists files kept in an object store: restore it with STORAGE_URL (and its keys) naming that store',
      ),
    );
    expect(readdirSync(blind)).toEqual([]);
  });

  it('are made though a file is missing from the store, which the restore then names', {
    timeout: 60_000,
  }, async () => {
    const [row] = await server.db.select().from(server.tables.lockerDocuments);
    if (!row) throw new Error('no locker row');
    const gone = await peer.client.fetch(peer.urlOf(`${prefix}/${row.signatureStorageKey}`), {
      method: 'DELETE',
    });
    expect(gone.status).toBe(204);

    const result = await server.services.backups.run(join(work, 'backups'), 'cli');
    expect(result).toMatchObject({ storage: 'object-store', files: 4, missing: 1 });
    expect((await server.services.backups.status()).lastError).toBeNull();

    const target = join(work, 'restored-missing');
    const restored = await restoreBackup({
      from: result.file,
      dataDir: target,
      keyring: server.services.keyring,
      objectStore: objectStore(target),
    });
    expect(restored).toEqual({
      files: 4,
      createdAt: result.at.toISOString(),
      missing: [`locker_documents.signature_storage_key ${row.id} ${row.signatureStorageKey}`],
      changed: [],
    });
    expect(existsSync(join(target, 'seva.sqlite'))).toBe(true);
  });
});
