import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { orderForms, productSlugs } from '@seva/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, filesUnder } from '../test/files.ts';
import { startTestServer, verifiedCitizen } from '../test/harness.ts';
import { httpCaller, multipart, type Part } from '../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { DataDirInUseError } from './data-dir-lock.ts';

let smtp: SmtpPeer;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = mkdtempSync(join(tmpdir(), 'seva-sweep-'));
});
afterAll(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The sweep of the local disk: files are planted in `uploads/` with old times, as a crash
 * leaves them. On the PostgreSQL run the rows are PostgreSQL's and the files still on the disk
 * (a valid set-up: one machine with PostgreSQL); the store's sweep has its own tests
 * (storage.contract.test.ts, storage-sweep-age.test.ts).
 */
const onDisk = { STORAGE_URL: '' };

const uploads = () => join(dataDir, 'uploads');
const storedFiles = () =>
  filesUnder(uploads())
    .map((path) => relative(uploads(), path))
    .sort();

/** Text values for an order form with a file: its rows live in order_files. */
const orderText: Record<string, string> = {
  fullName: 'Alice Kumari',
  panNumber: 'ABCDE1234F',
  fulfilment: 'delivery',
  mobile: '9876543210',
  address: 'Ward 4, Goh',
  city: 'Goh',
  state: 'Bihar',
  pincode: '824203',
};

describe('start-up sweep of the upload storage', () => {
  it('removes temp and unreferenced uploads older than an hour, after the DATA_DIR lock, keeping every file a row points at', {
    timeout: 60_000,
  }, async () => {
    // A first run: one file of each kind of row (attachment, order file, locker pair).
    let server = await startTestServer({ smtp, dataDir, env: onDisk });
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const call = httpCaller(() => base);
    const alice = await verifiedCitizen(server, smtp, { name: 'Alice Kumari' });
    const applied = await call(
      'POST',
      '/api/services/apply/job-card',
      alice.auth,
      multipart({
        name: 'Alice Kumari',
        fatherHusbandName: 'Suresh',
        aadharFile: { data: fakeFile('jpeg'), name: 'aadhaar.jpg' },
        passbookFile: { data: fakeFile('pdf'), name: 'passbook.pdf' },
      }),
    );
    expect(applied.status, applied.text).toBe(201);
    const locker = await call(
      'POST',
      '/api/document/create',
      alice.auth,
      multipart({
        name: 'Passport photo',
        photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
        signature: { data: fakeFile('png'), name: 'sign.png' },
      }),
    );
    expect(locker.status, locker.text).toBe(201);
    const slug = productSlugs.find((candidate) =>
      orderForms[candidate].every((field) => field.kind === 'file' || field.name in orderText),
    );
    if (!slug) throw new Error('no order form with only known text fields');
    const orderParts: Record<string, Part> = { product: slug };
    for (const field of orderForms[slug]) {
      orderParts[field.name] =
        field.kind === 'file'
          ? { data: fakeFile('pdf'), name: `${field.name}.pdf` }
          : (orderText[field.name] as string);
    }
    const ordered = await call('POST', '/api/orders', alice.auth, multipart(orderParts));
    expect(ordered.status, ordered.text).toBe(201);
    // The order's e-mail goes out after the answer: let it arrive before the server stops.
    await smtp.waitForMail(alice.email, 2);
    const referenced = storedFiles();
    expect(referenced.length).toBeGreaterThanOrEqual(5);
    const passbook = applied.json.service.documents[1];
    // Downloads go through inject: a streamed answer read over a keep-alive socket just
    // before close() can hold the close until Fastify's keep-alive timeout (72 s).
    const download = () =>
      server.app.inject({ method: 'GET', url: passbook.path, headers: alice.auth });
    const passbookBefore = (await download()).rawPayload;
    expect(passbookBefore.length).toBeGreaterThan(0);
    await server.close();

    // A server runs again while the files below appear (as if left by an earlier crash).
    const live = await startTestServer({ smtp, dataDir, env: onDisk });

    // What a crash leaves: an upload cut off mid-write, and a file moved into place whose row
    // was never written (one beside a kept file, one in a folder of its own).
    const stray = join(dataDir, 'tmp', `${'ab'.repeat(20)}.part`);
    writeFileSync(stray, fakeFile('pdf', 10_000));
    const folder = (referenced[0] as string).slice(0, 2);
    const orphanName = `${folder}${'0'.repeat(38)}`;
    const orphan = join(uploads(), folder, orphanName);
    writeFileSync(orphan, fakeFile('jpeg'));
    const lonelyName = 'ff'.repeat(20);
    const lonely = join(uploads(), 'ff', lonelyName);
    mkdirSync(join(uploads(), 'ff'), { recursive: true });
    writeFileSync(lonely, fakeFile('png'));
    // Each is two hours old; a twin of each, five minutes old, may belong to an upload in
    // flight (or a row about to be committed) and must be spared.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const path of [stray, orphan, lonely]) utimesSync(path, twoHoursAgo, twoHoursAgo);
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60 * 1000);
    const youngStray = join(dataDir, 'tmp', `${'cd'.repeat(20)}.part`);
    const youngOrphan = join(uploads(), folder, `${folder}${'1'.repeat(38)}`);
    const youngLonely = join(uploads(), 'ee', 'ee'.repeat(20));
    mkdirSync(join(uploads(), 'ee'), { recursive: true });
    for (const path of [youngStray, youngOrphan, youngLonely]) {
      writeFileSync(path, fakeFile('pdf'));
      utimesSync(path, fiveMinutesAgo, fiveMinutesAgo);
    }
    expect(storedFiles()).toHaveLength(referenced.length + 4);

    // A second server on the same DATA_DIR while one runs stops before it sweeps anything.
    const second = startTestServer({ smtp, dataDir, env: onDisk });
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by another Seva server (PID ${process.pid})`,
    );
    expect(existsSync(stray) && existsSync(orphan) && existsSync(lonely)).toBe(true);
    await live.close();

    // The restart: the sweep runs before the server takes a request.
    server = await startTestServer({ smtp, dataDir, env: onDisk });
    try {
      expect(existsSync(stray)).toBe(false);
      expect(filesUnder(join(dataDir, 'tmp'))).toEqual([youngStray]);
      expect(existsSync(orphan)).toBe(false);
      expect(existsSync(lonely)).toBe(false);
      expect(storedFiles()).toEqual(
        [...referenced, relative(uploads(), youngOrphan), relative(uploads(), youngLonely)].sort(),
      );
      const swept = server.logs.filter((entry) => entry.msg === 'upload storage swept');
      expect(swept).toEqual([
        expect.objectContaining({ tempFilesRemoved: 1, orphanFilesRemoved: 2 }),
      ]);
      // Counts only: no file name or key reaches the log.
      for (const name of [orphanName, lonelyName, 'ab'.repeat(20), ...referenced]) {
        expect(server.logText()).not.toContain(name);
      }

      // The kept files still serve their exact bytes.
      const after = await download();
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(passbookBefore)).toBe(true);
      const photo = await server.app.inject({
        method: 'GET',
        url: locker.json.data.photoPath,
        headers: alice.auth,
      });
      expect(photo.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
