import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, filesUnder, panTextFields } from '../../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller, multipart, type Part } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let alice: Citizen;
let bob: Citizen;
let admin: { authorization: string };

const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await verifiedCitizen(server, smtp, { name: 'Alice Kumari' });
  bob = await verifiedCitizen(server, smtp, { name: 'Bob Singh' });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const create = (
  auth: { authorization: string } | null,
  overrides: Record<string, Part | undefined> = {},
) =>
  call(
    'POST',
    '/api/document/create',
    auth,
    multipart({
      name: 'Passport photo',
      photo: { data: fakeFile('jpeg'), name: 'photo.jpg', type: 'image/jpeg' },
      signature: { data: fakeFile('png'), name: 'sign.png', type: 'image/png' },
      ...overrides,
    }),
  );

const counts = async () => ({
  rows: await server.rowCount(server.tables.lockerDocuments),
  stored: (await server.storedKeys()).length,
  temp: filesUnder(join(server.dataDir, 'tmp')).length,
});

async function expectRefused(
  run: () => Promise<{ status: number; json: any }>,
  status: number,
  message: string,
) {
  const before = await counts();
  const response = await run();
  expect(response.json).toEqual({ message });
  expect(response.status).toBe(status);
  expect(await counts()).toEqual({ ...before, temp: 0 });
}

describe('creating', () => {
  it('stores a named photo and signature privately and answers the document', async () => {
    const before = await counts();
    const response = await create(alice.auth);
    expect(response.status).toBe(201);
    expect(response.json.message).toBe('Document uploaded successfully!');
    const { data } = response.json;
    expect(data).toEqual({
      _id: expect.any(String),
      name: 'Passport photo',
      photoPath: `/api/document/${data._id}/photo`,
      signaturePath: `/api/document/${data._id}/signature`,
      photoOriginalName: 'photo.jpg',
      signatureOriginalName: 'sign.png',
      createdAt: expect.any(String),
    });
    expect(await counts()).toEqual({ rows: before.rows + 1, stored: before.stored + 2, temp: 0 });
  });

  it('takes WebP images', async () => {
    const response = await create(alice.auth, {
      photo: { data: fakeFile('webp'), name: 'photo.webp', type: 'image/webp' },
      signature: { data: fakeFile('webp'), name: 'sign.webp' },
    });
    expect(response.status).toBe(201);
    const photo = await fetch(`${base}${response.json.data.photoPath}`, { headers: alice.auth });
    expect(photo.headers.get('content-type')).toBe('image/webp');
    await photo.arrayBuffer();
  });

  it('answers each of the locker messages and keeps nothing', async () => {
    await expectRefused(
      () => create(alice.auth, { name: undefined }),
      400,
      'Document name is required',
    );
    await expectRefused(
      () => create(alice.auth, { name: '   ' }),
      400,
      'Document name is required',
    );
    await expectRefused(() => create(alice.auth, { photo: undefined }), 400, 'Photo is required');
    await expectRefused(
      () => create(alice.auth, { signature: undefined }),
      400,
      'Signature is required',
    );
    await expectRefused(
      () =>
        create(alice.auth, {
          photo: { data: fakeFile('pdf'), name: 'photo.jpg', type: 'image/jpeg' },
        }),
      400,
      'Only JPEG, PNG and WebP files are allowed',
    );
    await expectRefused(
      () => create(alice.auth, { signature: { data: fakeFile('html'), name: 'sign.png' } }),
      400,
      'Only JPEG, PNG and WebP files are allowed',
    );
    await expectRefused(
      () => create(alice.auth, { photo: { data: fakeFile('jpeg', 5_242_881), name: 'big.jpg' } }),
      413,
      'File size cannot exceed 5MB',
    );
    await expectRefused(
      () => create(alice.auth, { name: 'x'.repeat(101) }),
      400,
      'Must be at most 100 characters',
    );
    await expectRefused(
      () =>
        create(alice.auth, {
          signature: undefined,
          extra: { data: fakeFile('jpeg'), name: 'x.jpg' },
        }),
      400,
      'Unexpected file field: extra',
    );
    // The multipart limits are the form's own: two files.
    await expectRefused(
      () => create(alice.auth, { extra: { data: fakeFile('jpeg'), name: 'x.jpg' } }),
      413,
      'Too many files or fields in this form',
    );
    await expectRefused(() => create(null), 401, 'Please log in to access this page');
  });

  it('takes an image of exactly 5,242,880 bytes', async () => {
    const response = await create(bob.auth, {
      photo: { data: fakeFile('png', 5_242_880), name: 'exact.png' },
    });
    expect(response.status).toBe(201);
  });
});

describe('reading and deleting', () => {
  it("lists only the caller's documents, newest first", async () => {
    const carol = await verifiedCitizen(server, smtp, { name: 'Carol Devi' });
    const empty = await call('GET', '/api/document', carol.auth);
    expect(empty.json).toEqual({ data: [] });
    const first = (await create(carol.auth, { name: 'First' })).json.data;
    const second = (await create(carol.auth, { name: 'Second' })).json.data;
    const list = await call('GET', '/api/document', carol.auth);
    expect(list.json.data.map((d: any) => d._id)).toEqual([second._id, first._id]);
    const one = await call('GET', `/api/document/${first._id}`, carol.auth);
    expect(one.json).toEqual({ data: first });
    const adminList = await call('GET', '/api/document', admin);
    expect(adminList.json.data.map((d: any) => d._id)).not.toContain(first._id);
  });

  it('serves the images to their owner only, with safe headers', async () => {
    const photoBytes = fakeFile('jpeg', 3000);
    const signatureBytes = fakeFile('png', 1500);
    const { data } = (
      await create(alice.auth, {
        photo: { data: photoBytes, name: 'मेरी फोटो.jpg' },
        signature: { data: signatureBytes, name: 'sign.png' },
      })
    ).json;
    const photo = await fetch(`${base}${data.photoPath}`, { headers: alice.auth });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(photoBytes)).toBe(true);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('मेरी फोटो.jpg')}`,
    );
    expect(photo.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('cache-control')).toBe('no-store');
    expect(photo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const inline = await fetch(`${base}${data.signaturePath}?inline=1`, { headers: alice.auth });
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await inline.arrayBuffer()).equals(signatureBytes)).toBe(true);
  });

  it("answers 404 'Document not found' for another owner's id on read, images and delete; 401 signed out", async () => {
    const { data } = (await create(alice.auth)).json;
    const paths: Array<[string, string]> = [
      ['GET', `/api/document/${data._id}`],
      ['GET', data.photoPath],
      ['GET', data.signaturePath],
      ['DELETE', `/api/document/${data._id}`],
    ];
    for (const [method, path] of paths) {
      for (const auth of [bob.auth, admin]) {
        const response = await call(method, path, auth);
        expect([method, path, response.status, response.json]).toEqual([
          method,
          path,
          404,
          { message: 'Document not found' },
        ]);
      }
      expect((await call(method, path, null)).status).toBe(401);
    }
    expect((await call('GET', '/api/document', null)).status).toBe(401);
    expect((await call('GET', '/api/document/no-such-id', alice.auth)).status).toBe(404);
    // Still there for its owner.
    expect((await call('GET', `/api/document/${data._id}`, alice.auth)).status).toBe(200);
  });

  it('deletes the row and both files', async () => {
    const { data } = (await create(alice.auth)).json;
    const before = await counts();
    const deleted = await call('DELETE', `/api/document/${data._id}`, alice.auth);
    expect([deleted.status, deleted.json]).toEqual([
      200,
      { message: 'Document deleted successfully' },
    ]);
    expect(await counts()).toEqual({ rows: before.rows - 1, stored: before.stored - 2, temp: 0 });
    expect((await call('GET', `/api/document/${data._id}`, alice.auth)).status).toBe(404);
    expect((await call('GET', data.photoPath, alice.auth)).status).toBe(404);
    const again = await call('DELETE', `/api/document/${data._id}`, alice.auth);
    expect([again.status, again.json]).toEqual([404, { message: 'Document not found' }]);
  });

  it('tRPC: lists, reads and removes through the same service', async () => {
    const { data } = (await create(alice.auth, { name: 'Via tRPC' })).json;
    const list = await server.app.inject({
      method: 'GET',
      url: '/trpc/locker.list',
      headers: alice.auth,
    });
    expect(list.json().result.data.data[0]).toMatchObject({ _id: data._id, name: 'Via tRPC' });
    const input = encodeURIComponent(JSON.stringify({ id: data._id }));
    const byBob = await server.app.inject({
      method: 'GET',
      url: `/trpc/locker.byId?input=${input}`,
      headers: bob.auth,
    });
    expect([byBob.statusCode, byBob.json().error.message]).toEqual([404, 'Document not found']);
    const signedOut = await server.app.inject({ method: 'GET', url: '/trpc/locker.list' });
    expect(signedOut.statusCode).toBe(401);
    const before = await counts();
    const removed = await server.app.inject({
      method: 'POST',
      url: '/trpc/locker.remove',
      headers: { ...alice.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: data._id }),
    });
    expect(removed.json().result.data.message).toBe('Document deleted successfully');
    expect(await counts()).toEqual({ rows: before.rows - 1, stored: before.stored - 2, temp: 0 });
  });
});

describe('an application’s photo and signature from the locker (issue 16 item 13)', () => {
  const panParts = (overrides: Record<string, Part | undefined> = {}) => ({
    ...panTextFields,
    aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf', type: 'application/pdf' },
    ...overrides,
  });
  const applicationCounts = async () => ({
    ...(await counts()),
    applications: await server.rowCount(server.tables.applications),
    attachments: await server.rowCount(server.tables.attachments),
  });
  const bytesOf = async (path: string, auth: { authorization: string }) => {
    const response = await fetch(`${base}${path}`, { headers: auth });
    expect(response.status, path).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  it('copies the owner’s images into the application, which keeps them after the locker’s go', async () => {
    const photo = fakeFile('jpeg', 3000);
    const signature = fakeFile('png', 2000);
    const doc = (
      await create(alice.auth, {
        photo: { data: photo, name: 'my photo.jpg', type: 'image/jpeg' },
        signature: { data: signature, name: 'my sign.png', type: 'image/png' },
      })
    ).json.data;
    const before = await applicationCounts();
    const applied = await call(
      'POST',
      '/api/services/apply/pan-card',
      alice.auth,
      multipart(panParts({ photoFromLocker: doc._id, signatureFromLocker: doc._id })),
    );
    expect(applied.status, applied.text).toBe(201);
    const service = applied.json.service;
    // Three files of its own (two copied, one sent); the locker's stay as they were.
    expect(await applicationCounts()).toEqual({
      ...before,
      applications: before.applications + 1,
      attachments: before.attachments + 3,
      stored: before.stored + 3,
      temp: 0,
    });
    expect((await bytesOf(service.specificService.photoPath, alice.auth)).equals(photo)).toBe(true);
    expect(
      (await bytesOf(service.specificService.signaturePath, alice.auth)).equals(signature),
    ).toBe(true);
    const { attachments, lockerDocuments } = server.tables;
    const rows = await server.db
      .select()
      .from(attachments)
      .where(eq(attachments.applicationId, service._id));
    const [locker] = await server.db
      .select()
      .from(lockerDocuments)
      .where(eq(lockerDocuments.id, doc._id));
    const photoRow = rows.find((row) => row.documentType === 'photo');
    expect(photoRow).toMatchObject({ originalName: 'my photo.jpg', contentType: 'image/jpeg' });
    expect(photoRow?.storageKey).not.toBe(locker?.photoStorageKey);

    // The locker document deleted: the application keeps its copies.
    expect((await call('DELETE', `/api/document/${doc._id}`, alice.auth)).status).toBe(200);
    expect((await bytesOf(service.specificService.photoPath, alice.auth)).equals(photo)).toBe(true);
  });

  it('refuses another citizen’s document, a file and a document both, and a missing one; keeps nothing', async () => {
    const doc = (await create(alice.auth)).json.data;
    const refuse = async (
      auth: { authorization: string },
      parts: Record<string, Part | undefined>,
      status: number,
      message: string,
      path = '/api/services/apply/pan-card',
    ) => {
      const before = await applicationCounts();
      const response = await call('POST', path, auth, multipart(panParts(parts)));
      expect([response.status, response.json]).toEqual([status, { message }]);
      expect(await applicationCounts()).toEqual({ ...before, temp: 0 });
    };
    const lockerPair = { photoFromLocker: doc._id, signatureFromLocker: doc._id };
    await refuse(bob.auth, lockerPair, 404, 'Document not found');
    await refuse(
      alice.auth,
      { ...lockerPair, photo: { data: fakeFile('jpeg'), name: 'p.jpg', type: 'image/jpeg' } },
      400,
      'Send each image as a new file or from My Documents, not both',
    );
    await refuse(alice.auth, { photoFromLocker: doc._id }, 400, 'Signature is required');
    await refuse(alice.auth, { ...lockerPair, photoFromLocker: 'nope' }, 404, 'Document not found');
    // At the counter an operator may use the citizen's locker, never another citizen's.
    await refuse(
      admin,
      lockerPair,
      404,
      'Document not found',
      `/api/admin/citizens/${bob.user._id}/apply/pan-card`,
    );
    const filed = await call(
      'POST',
      `/api/admin/citizens/${alice.user._id}/apply/pan-card`,
      admin,
      multipart(panParts(lockerPair)),
    );
    expect(filed.status, filed.text).toBe(201);
    expect(filed.json.service.user._id).toBe(alice.user._id);
  });
});
