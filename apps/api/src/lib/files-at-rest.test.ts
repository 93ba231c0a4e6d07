import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, filesUnder, validAadhaar } from '../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../test/harness.ts';
import { httpCaller, multipart } from '../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { isSealedHead, sealedSize } from './sealed-stream.ts';

/**
 * Issue 14, item 2 (docs/decisions/063-files-at-rest.md): every file kept through the API is
 * sealed on disk (or, on the PostgreSQL run, in the S3-compatible store), comes back byte for
 * byte, is refused when damaged, and a folder of plain files from before keeps working and
 * ends up sealed. The stored bytes are read and changed behind the server's back: files under
 * DATA_DIR/uploads, or objects through signed requests to the store.
 */
const PHRASE = 'Passbook of Ramesh Prasad, account 40221188';

/** A PDF-looking file holding the phrase in every chunk, so no chunk could leak it unseen. */
function pdfWithPhrase(size: number): Buffer {
  const bytes = fakeFile('pdf', size);
  for (let at = 64; at + PHRASE.length + 16 < size; at += 10_000) {
    Buffer.from(PHRASE).copy(bytes, at);
  }
  return bytes;
}

/** The first bytes of a JPEG, a PNG and a PDF, long enough that random bytes never hold them. */
const MAGIC = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF')]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pdf: Buffer.from('%PDF-1.7'),
};

interface Door {
  name: string;
  path: string;
  rowId: string;
  key: () => Promise<string>;
  bytes: Buffer;
}

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let dataDir: string;
let alice: Awaited<ReturnType<typeof verifiedCitizen>>;
let admin: { authorization: string };
const call = httpCaller(() => base);
const doors: Door[] = [];

async function start() {
  server = await startTestServer({ smtp, dataDir });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = mkdtempSync(join(tmpdir(), 'seva-files-at-rest-'));
  await start();
  alice = await verifiedCitizen(server, smtp, { name: 'Alice Kumari' });
  admin = await signedInAdmin(server);
  // Read at call time: the server (and its database handle) is restarted below.
  const db = { select: () => server.db.select() };
  const { attachments, orderFiles, lockerDocuments } = server.tables;
  const attachmentKey = (id: string) => async () =>
    (await db.select().from(attachments).where(eq(attachments.id, id)))[0]?.storageKey ?? '';

  const photo = fakeFile('jpeg', 150_000);
  const signature = fakeFile('png', 3000);
  const aadhaarScan = pdfWithPhrase(300_000);
  const applied = await call(
    'POST',
    '/api/services/apply/pan-card',
    alice.auth,
    multipart({
      fullName: 'Alice Kumari',
      dateOfBirth: '1992-03-14',
      fatherName: 'Ramesh Prasad',
      mobileNumber: '9876543210',
      aadharNumber: validAadhaar(),
      address: 'Ward 4, Goh',
      photo: { data: photo, name: 'photo.jpg' },
      signature: { data: signature, name: 'sign.png' },
      aadharFile: { data: aadhaarScan, name: 'aadhaar.pdf' },
    }),
  );
  expect(applied.status, applied.text).toBe(201);
  const service = applied.json.service;
  for (const [type, bytes] of [
    ['photo', photo],
    ['signature', signature],
    ['aadharFile', aadhaarScan],
  ] as const) {
    const document = service.documents.find(
      (d: { documentType: string }) => d.documentType === type,
    );
    doors.push({
      name: `application ${type}`,
      path: document.path,
      rowId: document._id,
      key: attachmentKey(document._id),
      bytes,
    });
  }

  const result = pdfWithPhrase(20_000);
  const uploaded = await call(
    'POST',
    `/api/services/${service._id}/documents`,
    admin,
    multipart({ document: { data: result, name: 'result.pdf' } }),
  );
  expect(uploaded.status, uploaded.text).toBe(201);
  const resultDocument = (uploaded.json.service ?? uploaded.json).documents.find(
    (d: { documentType: string }) => d.documentType === 'additional_document',
  );
  doors.push({
    name: 'result',
    path: resultDocument.path,
    rowId: resultDocument._id,
    key: attachmentKey(resultDocument._id),
    bytes: result,
  });

  const orderDocument = pdfWithPhrase(70_000);
  const placed = await call(
    'POST',
    '/api/orders',
    alice.auth,
    multipart({
      product: 'aadhar-card',
      fullName: 'Alice Kumari',
      dob: '1990-05-01',
      gender: 'female',
      mobile: '9876543210',
      address: 'Ward 4, Goh',
      aadharNumber: validAadhaar(),
      requestType: 'new',
      document: { data: orderDocument, name: 'scan.pdf' },
    }),
  );
  expect(placed.status, placed.text).toBe(201);
  const order = placed.json.order;
  const orderFile = order.files[0];
  doors.push({
    name: 'order file',
    path: `/api/orders/${order._id}/files/${orderFile._id}/download`,
    rowId: orderFile._id,
    key: async () =>
      (await db.select().from(orderFiles).where(eq(orderFiles.id, orderFile._id)))[0]?.storageKey ??
      '',
    bytes: orderDocument,
  });

  const lockerPhoto = fakeFile('jpeg', 90_000);
  const lockerSignature = fakeFile('png', 2300);
  const created = await call(
    'POST',
    '/api/document/create',
    alice.auth,
    multipart({
      name: 'Passport photo',
      photo: { data: lockerPhoto, name: 'photo.jpg' },
      signature: { data: lockerSignature, name: 'sign.png' },
    }),
  );
  expect(created.status, created.text).toBe(201);
  const locker = created.json.data;
  const lockerRow = async () =>
    (await db.select().from(lockerDocuments).where(eq(lockerDocuments.id, locker._id)))[0];
  doors.push({
    name: 'locker photo',
    path: locker.photoPath,
    rowId: `${locker._id}/photo`,
    key: async () => (await lockerRow())?.photoStorageKey ?? '',
    bytes: lockerPhoto,
  });
  doors.push({
    name: 'locker signature',
    path: locker.signaturePath,
    rowId: `${locker._id}/signature`,
    key: async () => (await lockerRow())?.signatureStorageKey ?? '',
    bytes: lockerSignature,
  });
});

afterAll(async () => {
  await server?.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-keys.json`, { force: true });
});

/**
 * A kept file's bytes as stored, read and replaced behind the server's back: under
 * DATA_DIR/uploads, or (on the PostgreSQL run) an object in the store, through requests signed
 * with the store's keys.
 */
const stored = {
  async read(key: string): Promise<Buffer> {
    const location = server.config.storage;
    if (location.kind === 'local') return readFileSync(join(dataDir, 'uploads', key));
    const response = await storeClient().fetch(objectUrl(key));
    expect(response.status, key).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  },
  async write(key: string, bytes: Buffer): Promise<void> {
    const location = server.config.storage;
    if (location.kind === 'local') return writeFileSync(join(dataDir, 'uploads', key), bytes);
    const response = await storeClient().fetch(objectUrl(key), { method: 'PUT', body: bytes });
    expect(response.status, key).toBe(200);
    await response.body?.cancel();
  },
  /** Every kept file: each file under uploads/, or each object in the store. */
  async all(): Promise<Array<{ path: string; bytes: Buffer }>> {
    if (server.config.storage.kind === 'local') {
      return filesUnder(join(dataDir, 'uploads')).map((path) => ({
        path,
        bytes: readFileSync(path),
      }));
    }
    const files = [];
    for (const key of await server.storedKeys()) {
      files.push({ path: key, bytes: await stored.read(key) });
    }
    return files;
  },
};

function s3Location() {
  const location = server.config.storage;
  if (location.kind !== 's3') throw new Error('the files are on the local disk');
  return location;
}

function storeClient() {
  const { accessKeyId, secretAccessKey, region } = s3Location();
  return new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3', retries: 0 });
}

function objectUrl(key: string) {
  const { endpoint, bucket, prefix } = s3Location();
  return `${endpoint.origin}/${bucket}/${prefix ? `${prefix}/` : ''}${key}`;
}

/** The record that the files kept before sealing were sealed: gone, as before an upgrade. */
async function forgetTheSealing() {
  await server.services.fileSealing.idle();
  const { dataMigrations } = server.tables;
  await server.db.delete(dataMigrations).where(eq(dataMigrations.name, 'files-sealed-at-rest'));
}

async function download(door: Door, auth: { authorization: string } = alice.auth) {
  const response = await fetch(`${base}${door.path}`, { headers: auth });
  let body: Buffer | null = null;
  try {
    body = Buffer.from(await response.arrayBuffer());
  } catch {
    // Cut off mid-way: no complete body.
  }
  return { status: response.status, body };
}

/** Every kept file (under DATA_DIR/uploads, or in the store) and tmp, scanned byte for byte. */
async function scanStoredFiles() {
  const files = [
    ...(await stored.all()),
    ...filesUnder(join(dataDir, 'tmp')).map((path) => ({ path, bytes: readFileSync(path) })),
  ];
  return files.map(({ path, bytes }) => {
    return {
      path,
      sealed: isSealedHead(bytes),
      phrase: bytes.includes(PHRASE),
      magic: Object.entries(MAGIC)
        .filter(([, magic]) => bytes.includes(magic))
        .map(([kind]) => kind),
    };
  });
}

async function expectAllSealed() {
  const scanned = await scanStoredFiles();
  expect(scanned).toHaveLength(doors.length);
  for (const file of scanned) {
    expect(file, file.path).toMatchObject({ sealed: true, phrase: false, magic: [] });
  }
  for (const door of doors) {
    const bytes = await stored.read(await door.key());
    expect(bytes.length, door.name).toBe(sealedSize(door.bytes.length));
  }
}

const errorLogFor = (rowId: string, message: string) =>
  server.errorLogs().find((entry) => entry.file === rowId && entry.msg === message);

describe('files kept through the API', () => {
  it('are sealed on disk: no phrase, no JPEG, PNG or PDF header in any stored byte', async () => {
    expect(doors.map((door) => door.name)).toHaveLength(7);
    // The uploads themselves held both, so the scan would have found them plain.
    expect(doors.some((door) => door.bytes.includes(PHRASE))).toBe(true);
    await expectAllSealed();
  });

  it('come back byte for byte, to the owner and (but the locker) to an operator', async () => {
    for (const door of doors) {
      const mine = await download(door);
      expect(mine.status, door.name).toBe(200);
      expect(mine.body?.equals(door.bytes), door.name).toBe(true);
      if (door.name.startsWith('locker')) continue;
      const operators = await download(door, admin);
      expect(operators.body?.equals(door.bytes), door.name).toBe(true);
    }
  });
});

describe('a folder of plain files from before', () => {
  it('keeps serving them and ends up sealed, once', async () => {
    const keys = await Promise.all(doors.map((door) => door.key()));
    // As an older server left it: each file plain, as uploaded, and no record of the sealing.
    await forgetTheSealing();
    await server.close();
    for (const [index, door] of doors.entries())
      await stored.write(keys[index] as string, door.bytes);
    expect((await scanStoredFiles()).every((file) => !file.sealed)).toBe(true);

    await start();
    await server.services.fileSealing.idle();
    await expectAllSealed();
    expect(server.logs.find((entry) => entry.msg === 'stored files sealed at rest')).toMatchObject({
      sealed: doors.length,
      alreadySealed: 0,
      failed: 0,
    });
    for (const door of doors) {
      const { status, body } = await download(door);
      expect([status, body?.equals(door.bytes)], door.name).toEqual([200, true]);
    }

    // Recorded once: a later start does not look again, and a plain file (say put back by
    // hand) is still served as it is.
    const [plain] = doors as [Door];
    const plainKey = await plain.key();
    await server.close();
    await stored.write(plainKey, plain.bytes);
    await start();
    await server.services.fileSealing.idle();
    expect(server.logs.some((entry) => entry.msg === 'stored files sealed at rest')).toBe(false);
    const served = await download(plain);
    expect([served.status, served.body?.equals(plain.bytes)]).toEqual([200, true]);
    // Damaged while plain: its SHA-256 still catches it.
    const bytes = Buffer.from(plain.bytes);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] as number) ^ 0x01;
    await stored.write(plainKey, bytes);
    const damaged = await download(plain);
    expect(damaged.status).toBe(500);
    expect(
      errorLogFor(plain.rowId, 'stored file does not match its row: SHA-256 differs'),
    ).toBeTruthy();
    await stored.write(plainKey, plain.bytes);
    expect(await server.services.storage.sealLeftPlain(plainKey)).toBe('sealed');
  });
});

async function restartWithPlainFiles() {
  const keys = await Promise.all(doors.map((door) => door.key()));
  await forgetTheSealing();
  await server.close();
  for (const [index, door] of doors.entries())
    await stored.write(keys[index] as string, door.bytes);
  await start();
  return keys;
}

describe('sealing files from before, stopped half-way', () => {
  it('leaves every file whole, plain or sealed, and the next start finishes', async () => {
    const keys = await restartWithPlainFiles();
    // As a close (or a crash) would, at whatever point the pass has reached.
    await server.services.fileSealing.stop();
    for (const [index, door] of doors.entries()) {
      const bytes = await stored.read(keys[index] as string);
      if (isSealedHead(bytes)) expect(bytes.length, door.name).toBe(sealedSize(door.bytes.length));
      else expect(bytes.equals(door.bytes), door.name).toBe(true);
      const { status, body } = await download(door);
      expect([status, body?.equals(door.bytes)], door.name).toEqual([200, true]);
    }
    await server.close();
    await start();
    await server.services.fileSealing.idle();
    await expectAllSealed();
    for (const door of doors) expect((await download(door)).body?.equals(door.bytes)).toBe(true);
  });
});

describe('a sealed file damaged on disk', () => {
  it('with a flipped byte is refused: a 500 before any content, and the row in the log', async () => {
    for (const door of doors) {
      const key = await door.key();
      const original = await stored.read(key);
      const bytes = Buffer.from(original);
      const at = bytes.length - 40;
      bytes[at] = (bytes[at] as number) ^ 0x01;
      await stored.write(key, bytes);
      const response = await call('GET', door.path, alice.auth);
      expect([response.status, response.json], door.name).toEqual([
        500,
        { message: 'Something went wrong. Please try again.' },
      ]);
      expect(response.headers.get('content-disposition'), door.name).toBeNull();
      expect(
        errorLogFor(door.rowId, 'stored file does not match its row: its seal fails'),
        door.name,
      ).toBeTruthy();
      await stored.write(key, original);
    }
  });

  it('cut short is refused before reading, and the row in the log', async () => {
    for (const door of doors) {
      const key = await door.key();
      const original = await stored.read(key);
      await stored.write(key, original.subarray(0, original.length - 16));
      const response = await call('GET', door.path, alice.auth);
      expect([response.status, response.json], door.name).toEqual([
        500,
        { message: 'Something went wrong. Please try again.' },
      ]);
      expect(
        errorLogFor(door.rowId, 'stored file does not match its row: size differs'),
        door.name,
      ).toMatchObject({
        sealed: true,
        expectedSize: sealedSize(door.bytes.length),
        actualSize: original.length - 16,
      });
      await stored.write(key, original);
    }
    // Undamaged again: served whole.
    for (const door of doors) expect((await download(door)).body?.equals(door.bytes)).toBe(true);
    expect(server.logText()).not.toContain(PHRASE);
  });
});
