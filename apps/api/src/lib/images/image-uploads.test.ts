import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { uploadMessages } from '@seva/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeFile,
  filesUnder,
  jpegWithMetadata,
  pngClaiming,
  validAadhaar,
} from '../../test/files.ts';
import { startTestServer, type TestServer, verifiedCitizen } from '../../test/harness.ts';
import { httpCaller, multipart, type Part } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { readOrientation } from './exif.ts';
import { readImage } from './index.ts';

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let alice: Awaited<ReturnType<typeof verifiedCitizen>>;
const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await verifiedCitizen(server, smtp);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const applyPanCard = (files: Record<string, Part>) =>
  call(
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
      photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
      signature: { data: fakeFile('png'), name: 'sign.png' },
      aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
      ...files,
    }),
  );
const createLocker = (files: Record<string, Part>) =>
  call(
    'POST',
    '/api/document/create',
    alice.auth,
    multipart({
      name: 'Passport photo',
      photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
      signature: { data: fakeFile('png'), name: 'sign.png' },
      ...files,
    }),
  );

const stored = async () => {
  const { applications, attachments, lockerDocuments, orderFiles } = server.tables;
  return {
    applications: await server.rowCount(applications),
    attachments: await server.rowCount(attachments),
    locker: await server.rowCount(lockerDocuments),
    orders: await server.rowCount(orderFiles),
    files: (await server.storedKeys()).length,
    temp: filesUnder(join(server.dataDir, 'tmp')).length,
  };
};

async function expectRefused(
  run: () => Promise<{ status: number; json: any }>,
  status: number,
  message: string,
) {
  const before = await stored();
  const response = await run();
  expect([response.status, response.json]).toEqual([status, { message }]);
  expect(await stored()).toEqual({ ...before, temp: 0 });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Downloads a file and checks it is a clean, well-formed JPEG that its row describes. */
async function expectCleanJpeg(path: string, row: { size: number; sha256: string | null }) {
  const response = await fetch(`${base}${path}`, { headers: alice.auth });
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  for (const trace of ['Ramesh', '9876543210', 'xmpmeta', 'SEFT']) {
    expect(bytes.includes(trace), trace).toBe(false);
  }
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  // Well-formed to the end, nothing left to remove, and still the right way up.
  expect(readImage(bytes, 'image/jpeg').cleaned).toBeNull();
  const exif = bytes.indexOf('Exif\0\0');
  expect(readOrientation(bytes.subarray(exif + 6))).toBe(6);
  expect(row).toEqual({ size: bytes.length, sha256: sha256(bytes) });
}

describe('image uploads', () => {
  it('refuses an image above 40 megapixels, read from its header, and keeps nothing', async () => {
    const bomb = { data: pngClaiming(30000, 30000), name: 'bomb.png' };
    await expectRefused(() => applyPanCard({ signature: bomb }), 413, uploadMessages.tooManyPixels);
    await expectRefused(() => createLocker({ photo: bomb }), 413, uploadMessages.tooManyPixels);
    // An Aadhaar scan is an image too.
    await expectRefused(
      () => applyPanCard({ aadharFile: bomb }),
      413,
      uploadMessages.tooManyPixels,
    );
    // 8000 × 5000 is exactly the limit.
    const atLimit = await applyPanCard({
      signature: { data: pngClaiming(8000, 5000), name: 'wide.png' },
    });
    expect(atLimit.status).toBe(201);
  });

  it('refuses an image whose structure is cut off, and keeps nothing', async () => {
    const cut = { data: jpegWithMetadata().subarray(0, 300), name: 'cut.jpg' };
    await expectRefused(() => applyPanCard({ photo: cut }), 400, uploadMessages.unreadableImage);
    await expectRefused(
      () => createLocker({ signature: cut }),
      400,
      uploadMessages.unreadableImage,
    );
  });

  it('stores photos and scans without their metadata, as their rows record them', async () => {
    const original = jpegWithMetadata(20_000);
    const created = await applyPanCard({
      photo: { data: original, name: 'IMG_2031.jpg' },
      aadharFile: { data: jpegWithMetadata(), name: 'aadhaar.jpg' },
    });
    expect(created.status).toBe(201);
    const { attachments } = server.tables;
    for (const document of created.json.service.documents) {
      if (document.documentType === 'signature') continue;
      const [row] = await server.db
        .select({ size: attachments.size, sha256: attachments.sha256 })
        .from(attachments)
        .where(eq(attachments.id, document._id));
      expect(document.size).toBeLessThan(
        document.documentType === 'photo' ? original.length : jpegWithMetadata().length,
      );
      if (!row) throw new Error('no attachment row');
      await expectCleanJpeg(document.path, row);
    }
  });

  it('cleans locker images too', async () => {
    const created = await createLocker({
      photo: { data: jpegWithMetadata(), name: 'me.jpg' },
    });
    expect(created.status).toBe(201);
    const { lockerDocuments } = server.tables;
    const [row] = await server.db
      .select()
      .from(lockerDocuments)
      .where(eq(lockerDocuments.id, created.json.data._id));
    await expectCleanJpeg(created.json.data.photoPath, {
      size: row?.photoSize ?? 0,
      sha256: row?.photoSha256 ?? null,
    });
  });
});
