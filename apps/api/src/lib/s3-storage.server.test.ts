import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, filesUnder } from '../test/files.ts';
import { startTestServer, type TestServer, verifiedCitizen } from '../test/harness.ts';
import { httpCaller, multipart } from '../test/http.ts';
import { type S3Peer, startS3Peer } from '../test/s3-peer.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';

let smtp: SmtpPeer;
let peer: S3Peer;
let server: TestServer;
let base: string;
const prefix = 'portal/files';

beforeAll(async () => {
  smtp = await startSmtpPeer();
  peer = await startS3Peer();
  server = await startTestServer({
    smtp,
    env: {
      STORAGE_URL: `s3://${peer.bucket}/${prefix}?endpoint=${peer.endpoint.origin}`,
      S3_ACCESS_KEY_ID: peer.accessKeyId,
      S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
    },
  });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  await peer.close();
  await smtp.close();
});

const call = httpCaller(() => base);

/** The names kept under the portal's prefix, read straight from the store. */
async function storedNames(): Promise<string[]> {
  const query = new URLSearchParams({ 'list-type': '2', prefix: `${prefix}/` });
  const response = await peer.client.fetch(`${peer.endpoint.origin}/${peer.bucket}?${query}`);
  const xml = await response.text();
  return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '').sort();
}

describe('a server whose STORAGE_URL is an S3 store', () => {
  it('keeps uploads in the store, sealed, and serves them through the server to their owner only', async () => {
    const alice = await verifiedCitizen(server, smtp, { name: 'Alice Kumari' });
    const bob = await verifiedCitizen(server, smtp, { name: 'Bob Singh' });
    const created = await call(
      'POST',
      '/api/document/create',
      alice.auth,
      multipart({
        name: 'Passport photo',
        photo: { data: fakeFile('jpeg'), name: 'photo.jpg', type: 'image/jpeg' },
        signature: { data: fakeFile('png'), name: 'sign.png', type: 'image/png' },
      }),
    );
    expect(created.status, created.text).toBe(201);
    const [row] = await server.db.select().from(server.tables.lockerDocuments);
    if (!row) throw new Error('no locker row');
    const keys = [row.photoStorageKey, row.signatureStorageKey];
    expect(await storedNames()).toEqual(keys.map((key) => `${prefix}/${key}`).sort());
    // Nothing on the local disk but what tmp/ held for the upload, and that went.
    expect(existsSync(join(server.dataDir, 'uploads'))).toBe(false);
    expect(filesUnder(join(server.dataDir, 'tmp'))).toEqual([]);
    // Sealed in the store: not a JPEG.
    const raw = await peer.client.fetch(peer.urlOf(`${prefix}/${row.photoStorageKey}`));
    const rawBytes = Buffer.from(await raw.arrayBuffer());
    expect(rawBytes.subarray(0, 4).toString()).toBe('SEVA');

    const photoPath: string = created.json.data.photoPath;
    const download = await server.app.inject({
      method: 'GET',
      url: photoPath,
      headers: alice.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-length']).toBe(String(row.photoSize));
    expect(download.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(download.rawPayload.length).toBe(row.photoSize);
    const bobs = await server.app.inject({ method: 'GET', url: photoPath, headers: bob.auth });
    expect(bobs.statusCode).toBe(404);

    // Deleted with its row: the objects go too.
    const removed = await call('DELETE', `/api/document/${row.id}`, alice.auth);
    expect(removed.status, removed.text).toBe(200);
    expect(await storedNames()).toEqual([]);
    const gone = await server.app.inject({ method: 'GET', url: photoPath, headers: alice.auth });
    expect(gone.statusCode).toBe(404);

    const ready = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    // The secret key never reaches the log.
    expect(server.logText()).not.toContain(peer.secretAccessKey);
  });
});
