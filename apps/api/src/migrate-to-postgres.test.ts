import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachments, closeDatabase, lockerDocuments, openDatabase, orderFiles } from '@seva/db';
import {
  compareSqliteWithPostgres,
  migratePostgres,
  openPostgres,
  pgSchema,
} from '@seva/db/postgres';
import { describeWithPostgres } from '@seva/db/test/postgres-server';
import { type OrderField, orderForms } from '@seva/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBackup, restoreBackup } from './lib/backup.ts';
import { postgresSnapshots } from './lib/backup-postgres.ts';
import type { Keyring } from './lib/keyring.ts';
import { createFileStorage, parseStorageUrl } from './lib/storage-url.ts';
import { fakeFile, validAadhaar } from './test/files.ts';
import { signedInAdmin, startTestServer, verifiedCitizen } from './test/harness.ts';
import { httpCaller, multipart, type Part } from './test/http.ts';
import { runProcess } from './test/processes.ts';
import { type S3Peer, startS3Peer } from './test/s3-peer.ts';
import { type SmtpPeer, startSmtpPeer } from './test/smtp-peer.ts';

/**
 * `pnpm cli migrate-to-postgres` as a real process: a cafe's DATA_DIR filled by a real server
 * (accounts, an application with its files, a payment, an order with its files, a locker
 * document), copied into a real PostgreSQL server and a real S3-compatible store (s3rver,
 * which checks signatures), verified, run again, and refused once the target is tampered with.
 */
let smtp: SmtpPeer;
let peer: S3Peer;
let dataDir: string;
let closeServer: () => Promise<void>;
let storedKeys: string[];
let keyring: Keyring;

const prefix = 'migrated/files';

beforeAll(async () => {
  smtp = await startSmtpPeer();
  peer = await startS3Peer();
  const server = await startTestServer({ smtp });
  closeServer = server.close;
  dataDir = server.dataDir;
  keyring = server.services.keyring;
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const call = httpCaller(() => base);
  const admin = await signedInAdmin(server);
  const citizen = await verifiedCitizen(server, smtp, { name: 'Sunita Devi' });
  const applied = await call(
    'POST',
    '/api/services/apply/pan-card',
    citizen.auth,
    multipart({
      fullName: 'Sunita Devi',
      dateOfBirth: '1990-01-01',
      fatherName: 'Ramesh Prasad',
      mobileNumber: '9876543210',
      aadharNumber: validAadhaar(),
      address: 'Ward 4, Goh',
      photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
      signature: { data: fakeFile('png'), name: 'sign.png' },
      aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
    }),
  );
  expect(applied.status, applied.text).toBe(201);
  const service = applied.json.service as { _id: string };
  const paid = await call('POST', `/api/admin/service/${service._id}/payment`, admin, {
    amount: 100,
    method: 'cash',
  });
  expect(paid.status, paid.text).toBe(201);
  const parts: Record<string, Part> = { product: 'aadhar-card' };
  for (const field of orderForms['aadhar-card']) parts[field.name] = partFor(field);
  const ordered = await call('POST', '/api/orders', citizen.auth, multipart(parts));
  expect(ordered.status, ordered.text).toBe(201);
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
  // SQLite's own handle: this file's source is a SQLite data folder by definition (it is left
  // out of the PostgreSQL run: test/single-backend.ts).
  const db = server.sqlite();
  storedKeys = [
    ...db
      .select()
      .from(attachments)
      .all()
      .map((row) => row.storageKey),
    ...db
      .select()
      .from(orderFiles)
      .all()
      .map((row) => row.storageKey),
    ...db
      .select()
      .from(lockerDocuments)
      .all()
      .flatMap((row) => [row.photoStorageKey, row.signatureStorageKey]),
  ];
  expect(storedKeys.length).toBeGreaterThanOrEqual(6);
  // The cafe is closed for the move: the command refuses a DATA_DIR a server holds.
  await server.app.close();
}, 120_000);

afterAll(async () => {
  await closeServer?.();
  await peer?.close();
  await smtp?.close();
});

function partFor(field: OrderField): Part {
  if (field.kind === 'file') return { data: fakeFile('pdf'), name: `${field.name}.pdf` };
  const values: Record<string, string> = {
    aadharNumber: validAadhaar(),
    aadhaar: validAadhaar(),
    mobile: '9876543210',
    dob: '1990-05-01',
    gender: 'female',
    requestType: 'new',
    pincode: '824203',
    quantity: '1',
  };
  return values[field.name] ?? 'Sunita Devi';
}

describeWithPostgres('pnpm cli migrate-to-postgres', (postgres) => {
  let url: string;
  const storageUrl = () => `s3://${peer.bucket}/${prefix}?endpoint=${peer.endpoint.origin}`;
  const env = () => ({
    S3_ACCESS_KEY_ID: peer.accessKeyId,
    S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
  });
  const migrate = () =>
    runProcess(
      [
        'src/cli.ts',
        'migrate-to-postgres',
        '--from',
        dataDir,
        '--to',
        url,
        '--storage',
        storageUrl(),
      ],
      env(),
    );
  const tableLine = (stdout: string, table: string) =>
    stdout.split('\n').find((line) => line.startsWith(`${table} `)) ?? '';

  beforeAll(async () => {
    url = await postgres().createDatabase('migrated');
  });

  it('copies every table and file, verifies them, and copies nothing the second time', {
    timeout: 120_000,
  }, async () => {
    const first = await migrate();
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/^Verdict: copied and verified: \d+ tables, \d+ rows, \d+ files/m);
    expect(tableLine(first.stdout, 'applications')).toMatch(
      /1 row +1 copied, 0 already there +same/,
    );
    expect(tableLine(first.stdout, 'payments')).toMatch(/1 row +1 copied, 0 already there +same/);
    expect(tableLine(first.stdout, 'orders')).toMatch(/1 row +1 copied/);
    expect(tableLine(first.stdout, 'running_due_tallies')).toMatch(
      /1 row +recomputed from applications +same/,
    );
    expect(tableLine(first.stdout, 'files')).toMatch(
      new RegExp(
        `${storedKeys.length} files +${storedKeys.length} copied, 0 already there +${storedKeys.length} read back`,
      ),
    );
    expect(first.stdout).not.toContain('DIFFERENT');
    expect(tableLine(first.stdout, 'planner statistics')).toMatch(/VACUUM \(ANALYZE\) .* done/);
    // No password, no file name, no identity number in the report.
    expect(first.stdout).not.toMatch(/photo\.jpg|aadhaar\.pdf|Sunita/);

    // The rows are there, ids and all; each object holds the stored bytes of its file.
    const target = openPostgres(url);
    try {
      const rows = await target.db.select().from(pgSchema.attachments);
      expect(rows.map((row) => row.storageKey).sort()).toEqual(
        storedKeys.filter((key) => rows.some((row) => row.storageKey === key)).sort(),
      );
      const [tally] = await target.db.select().from(pgSchema.runningDueTallies);
      expect(tally).toMatchObject({ serviceType: 'PanCard', status: 'pending', n: 1 });
      // VACUUM (ANALYZE) ran after the copy: the row count is known to the planner (-1 before
      // any), and the pages are all-visible, so index-only scans need not read the table.
      const { rows: stats } = await target.pool.query<{ reltuples: number; relallvisible: number }>(
        "select reltuples, relallvisible from pg_class where relname = 'applications'",
      );
      expect(stats[0]).toEqual({ reltuples: 1, relallvisible: 1 });
    } finally {
      await target.close();
    }
    for (const key of storedKeys) {
      const response = await peer.client.fetch(peer.urlOf(`${prefix}/${key}`));
      expect(response.status).toBe(200);
      const there = Buffer.from(await response.arrayBuffer());
      const here = readFileSync(join(dataDir, 'uploads', key));
      expect(sha256(there)).toBe(sha256(here));
    }

    const second = await migrate();
    expect(second.code, second.stdout + second.stderr).toBe(0);
    expect(tableLine(second.stdout, 'applications')).toMatch(
      /1 row +0 copied, 1 already there +same/,
    );
    expect(tableLine(second.stdout, 'users')).toMatch(/ 0 copied, 2 already there +same/);
    expect(tableLine(second.stdout, 'files')).toMatch(
      new RegExp(`0 copied, ${storedKeys.length} already there +${storedKeys.length} read back`),
    );
    expect(second.stdout).toMatch(/^Verdict: copied and verified/m);
  });

  it('backs the PostgreSQL database up as a cafe’s backup, which restores into a DATA_DIR', {
    timeout: 120_000,
  }, async () => {
    const migrated = await migrate();
    expect(migrated.code, migrated.stdout + migrated.stderr).toBe(0);
    const target = openPostgres(url);
    const work = mkdtempSync(join(tmpdir(), 'seva-pg-backup-'));
    try {
      const location = parseStorageUrl({ STORAGE_URL: storageUrl(), ...env() });
      const serverDir = join(work, 'server');
      const made = await createBackup({
        database: postgresSnapshots(target.db),
        dataDir: serverDir,
        toDir: join(work, 'backups'),
        keyring,
        storage: createFileStorage(serverDir, location, { keyring }),
      });
      expect(made).toMatchObject({ storage: 'object-store', files: storedKeys.length, missing: 0 });

      const restoredDir = join(work, 'restored');
      await restoreBackup({
        from: made.file,
        dataDir: restoredDir,
        keyring,
        objectStore: () => createFileStorage(restoredDir, location, { keyring }),
      });
      // The restored database is PostgreSQL's, table by table, row by row.
      const restored = openDatabase({ file: join(restoredDir, 'seva.sqlite') });
      try {
        const checks = await compareSqliteWithPostgres(restored, target.db);
        expect(checks.length).toBeGreaterThan(30);
        expect(checks.filter((check) => !check.same)).toEqual([]);
        expect(restored.select().from(attachments).all()).toHaveLength(3);
      } finally {
        closeDatabase(restored);
      }
    } finally {
      await target.close();
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('refuses with exit 2 a target whose rows differ from the cafe’s, and writes nothing', {
    timeout: 120_000,
  }, async () => {
    const target = openPostgres(url);
    try {
      await migratePostgres(target.db);
      await target.db
        .update(pgSchema.applications)
        .set({ status: 'completed' })
        .where(eq(pgSchema.applications.serviceType, 'PanCard'));
      const refused = await migrate();
      expect(refused.code, refused.stdout + refused.stderr).toBe(2);
      expect(refused.stderr).toMatch(
        /^Error: refused: the target database holds rows that differ from the source: nothing was copied\.\n {2}applications: 1 row differs/,
      );
      expect(refused.stdout).not.toMatch(/Verdict/);
      // Tallies followed the tampered status through the trigger: nothing else changed.
      expect(await target.db.select().from(pgSchema.runningDueTallies)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('refuses with exit 2 an object store holding other bytes under a file’s key', {
    timeout: 120_000,
  }, async () => {
    const [key] = storedKeys;
    if (!key) throw new Error('no stored file');
    const put = await peer.client.fetch(peer.urlOf(`${prefix}/${key}`), {
      method: 'PUT',
      body: 'not the sealed file',
    });
    expect(put.ok).toBe(true);
    const refused = await migrate();
    expect(refused.code, refused.stdout + refused.stderr).toBe(2);
    expect(refused.stderr).toContain(
      `Error: refused: the object store holds 1 object under the keys of stored files with other content: nothing was copied.\n  ${key}`,
    );
  });
});

it('says so, without the password, when the database does not answer', {
  timeout: 60_000,
}, async () => {
  const failed = await runProcess(
    [
      'src/cli.ts',
      'migrate-to-postgres',
      '--from',
      dataDir,
      '--to',
      'postgres://seva:not-this-password@127.0.0.1:1/seva',
    ],
    {},
  );
  expect(failed.code, failed.stdout + failed.stderr).toBe(1);
  expect(failed.stdout).toContain('into postgres://seva:***@127.0.0.1:1/seva');
  expect(failed.stderr).toMatch(
    /^Error: the PostgreSQL database could not be migrated: .*ECONNREFUSED/,
  );
  expect(failed.stdout + failed.stderr).not.toContain('not-this-password');
});

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
