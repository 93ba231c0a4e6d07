import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, listBackups, pruneBackups, restoreBackup } from '../../lib/backup.ts';
import { SealError } from '../../lib/sealed-stream.ts';
import { fakeFile, filesUnder, validAadhaar } from '../../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { multipart as form, httpCaller } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/**
 * Backups with real parts: a real server over a real database (SQLite's file, or PostgreSQL on
 * the PostgreSQL run, whose backup holds a SQLite copy of it: decision 082) and upload folder,
 * a backup taken while uploads and deletions run, restored into an empty folder that a second
 * real server then serves (docs/decisions/058-keys-and-backups.md). The files are on the local
 * disk on both runs: backups with an object store are features/backups/backups-s3.test.ts.
 */
let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let work: string;
let admin: { authorization: string };
let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;
const call = httpCaller(() => base);
/** Inside every uploaded Aadhaar PDF: it must be nowhere in a backup. */
const PHRASE = 'Backup secret phrase 7X9Q';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'seva-backups-'));
  smtp = await startSmtpPeer();
  // Empty is the local disk: it outweighs the PostgreSQL run's store.
  server = await startTestServer({ smtp, env: { STORAGE_URL: '' } });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(server);
  citizen = await verifiedCitizen(server, smtp);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(work, { recursive: true, force: true });
});

function pdfWithPhrase(): Buffer {
  const pdf = fakeFile('pdf', 4096);
  Buffer.from(PHRASE).copy(pdf, 100);
  return pdf;
}

async function applyPan() {
  const response = await call(
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
      aadharFile: { data: pdfWithPhrase(), name: 'aadhaar.pdf' },
    }),
  );
  expect(response.status).toBe(201);
  return response.json.service as { _id: string };
}

async function download(baseUrl: string, path: string, auth: { authorization: string }) {
  const response = await fetch(`${baseUrl}${path}`, { headers: auth });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** A DATA_DIR's rows and files match one for one. */
async function rowsAndFilesMatch(dataDir: string, copy: TestServer) {
  const keys = new Set((await copy.services.repositories.storedFiles.rows()).map((row) => row.key));
  const files = filesUnder(join(dataDir, 'uploads')).map((path) =>
    path.slice(join(dataDir, 'uploads').length + 1),
  );
  expect(new Set(files)).toEqual(keys);
}

describe('backups', () => {
  it('taken during a burst of uploads and deletions, restore to matching rows and files', async () => {
    const kept = [];
    for (let i = 0; i < 4; i++) kept.push(await applyPan());
    const doomed = [];
    for (let i = 0; i < 4; i++) doomed.push(await applyPan());
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
    expect(locker.status).toBe(201);

    const backupDir = join(work, 'backups');
    // The burst: new applications and withdrawals while the backup runs.
    const [result] = await Promise.all([
      server.services.backups.run(backupDir, 'cli'),
      ...Array.from({ length: 4 }, () => applyPan()),
      ...doomed.map((service) => call('DELETE', `/api/services/${service._id}`, citizen.auth)),
    ]);
    const sealed = readFileSync(result.file);
    expect(sealed.includes(Buffer.from(PHRASE))).toBe(false);
    expect(sealed.includes(Buffer.from('SQLite format 3'))).toBe(false);
    const status = await server.services.backups.status();
    expect(status).toMatchObject({ lastError: null, stale: false });
    expect(Date.parse(status.lastSuccessAt ?? '')).toBeGreaterThanOrEqual(result.at.getTime());

    const target = join(work, 'restored');
    const restored = await restoreBackup({
      from: result.file,
      dataDir: target,
      keyring: server.services.keyring,
    });
    expect(restored.files).toBe(result.files);
    // A second server on the restored folder, with the same key file. The folder holds a SQLite
    // database on either run (a backup of PostgreSQL too), which the copy serves.
    const copy = await startTestServer({
      smtp,
      dataDir: target,
      env: { KEY_FILE: `${server.dataDir}-keys.json`, DATABASE_URL: '', STORAGE_URL: '' },
    });
    try {
      const copyBase = await copy.app.listen({ port: 0, host: '127.0.0.1' });
      await rowsAndFilesMatch(target, copy);
      // Every file of every application in the copy downloads, byte for byte as recorded.
      const rows = await copy.db.select().from(copy.tables.attachments);
      expect(rows.length).toBeGreaterThanOrEqual(kept.length * 3);
      for (const row of rows) {
        const bytes = await download(
          copyBase,
          `/api/services/${row.applicationId}/documents/${row.id}/download`,
          admin,
        );
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
      }
      // And as the original serves them, for what both still hold.
      for (const service of kept) {
        const detail = await call('GET', `/api/admin/service/${service._id}`, admin);
        for (const document of detail.json.documents as Array<{ path: string }>) {
          expect(await download(copyBase, document.path, admin)).toEqual(
            await download(base, document.path, admin),
          );
        }
      }
      expect(await copy.rowCount(copy.tables.lockerDocuments)).toBe(1);
    } finally {
      await copy.close();
      rmSync(target, { recursive: true, force: true });
    }
  });

  it('refuse a damaged backup, a non-empty folder and a stranger key, leaving the folder empty', async () => {
    const backupDir = join(work, 'refusals');
    const result = await server.services.backups.run(backupDir, 'cli');
    const damaged = join(work, 'damaged.sevabak');
    const bytes = readFileSync(result.file);
    bytes[Math.floor(bytes.length / 2)] = (bytes[Math.floor(bytes.length / 2)] ?? 0) ^ 1;
    writeFileSync(damaged, bytes);
    const target = join(work, 'refused');
    await expect(
      restoreBackup({ from: damaged, dataDir: target, keyring: server.services.keyring }),
    ).rejects.toThrow(SealError);
    expect(readdirSync(target)).toEqual([]);
    const cut = join(work, 'cut.sevabak');
    writeFileSync(cut, readFileSync(result.file).subarray(0, 5000));
    await expect(
      restoreBackup({ from: cut, dataDir: target, keyring: server.services.keyring }),
    ).rejects.toThrow(SealError);
    expect(readdirSync(target)).toEqual([]);

    const stranger = {
      current: { id: 1, key: Buffer.alloc(32, 7) },
      byId: (id: number) => (id === 1 ? { id: 1, key: Buffer.alloc(32, 7) } : undefined),
      ids: () => [1],
      source: 'test',
    };
    await expect(
      restoreBackup({ from: result.file, dataDir: target, keyring: stranger }),
    ).rejects.toThrow(SealError);
    expect(readdirSync(target)).toEqual([]);

    writeFileSync(join(target, 'seva.sqlite'), 'something already here');
    await expect(
      restoreBackup({ from: result.file, dataDir: target, keyring: server.services.keyring }),
    ).rejects.toThrow(BackupError);
    expect(readFileSync(join(target, 'seva.sqlite'), 'utf8')).toBe('something already here');
  });

  it('refuse to make a backup when a row has lost its file, saying so', async () => {
    const service = await applyPan();
    const { attachments } = server.tables;
    const [row] = await server.db
      .select()
      .from(attachments)
      .where(eq(attachments.applicationId, service._id));
    const path = join(server.dataDir, 'uploads', String(row?.storageKey));
    const bytes = readFileSync(path);
    rmSync(path);
    try {
      await expect(server.services.backups.run(join(work, 'lost'), 'cli')).rejects.toThrow(
        '1 stored files that rows point at are missing',
      );
      expect(listBackups(join(work, 'lost'))).toEqual([]);
      expect(
        readdirSync(join(server.dataDir, 'tmp')).filter((name) => name.startsWith('backup-')),
      ).toEqual([]);
    } finally {
      writeFileSync(path, bytes);
    }
  });

  it('keep the newest N, and a failure is shown until the next good one', async () => {
    const dir = join(work, 'rotation');
    for (let i = 0; i < 3; i++) {
      await server.services.backups.run(dir, 'cli');
      // Names carry the time to the millisecond.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const all = listBackups(dir);
    expect(all).toHaveLength(3);
    expect(await pruneBackups(dir, 2)).toEqual([all[2]]);
    expect(listBackups(dir)).toEqual(all.slice(0, 2));

    // A folder that cannot be made: the failure is recorded, with no path inside DATA_DIR.
    const blocked = join(work, 'blocked');
    writeFileSync(blocked, 'a file, not a folder');
    await expect(server.services.backups.run(join(blocked, 'inside'), 'cli')).rejects.toThrow();
    const status = await server.services.backups.status();
    expect(status.lastError).toBeTruthy();
    expect(status.lastError).not.toContain(server.dataDir);
    await server.services.backups.run(dir, 'cli');
    expect((await server.services.backups.status()).lastError).toBeNull();
  });

  it('run on a schedule inside the server, shown on the overview', async () => {
    const dir = join(work, 'scheduled');
    const scheduled = await startTestServer({
      smtp,
      env: { BACKUP_DIR: dir, BACKUP_EVERY: '1m', BACKUP_KEEP: '2' },
    });
    try {
      const scheduledBase = await scheduled.app.listen({ port: 0, host: '127.0.0.1' });
      const operator = await signedInAdmin(scheduled);
      const before = await fetch(`${scheduledBase}/api/admin/overview`, { headers: operator });
      expect(((await before.json()) as { backup: unknown }).backup).toEqual({
        scheduled: true,
        lastSuccessAt: null,
        lastError: null,
        stale: true,
      });
      // The first one a few seconds after start.
      const deadline = Date.now() + 45_000;
      while (listBackups(dir).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(listBackups(dir)).toHaveLength(1);
      const after = await fetch(`${scheduledBase}/api/admin/overview`, { headers: operator });
      expect(((await after.json()) as { backup: unknown }).backup).toMatchObject({
        scheduled: true,
        stale: false,
      });
    } finally {
      await scheduled.close();
    }
  });
});
