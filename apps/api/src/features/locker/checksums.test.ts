import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeFile } from '../../test/files.ts';
import { startTestServer, verifiedCitizen } from '../../test/harness.ts';
import { httpCaller, multipart } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

let smtp: SmtpPeer;
let dataDir: string;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = mkdtempSync(join(tmpdir(), 'seva-locker-sums-'));
});
afterAll(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

it('fills the checksums of locker rows kept before they were recorded, at the next start', async () => {
  const photo = fakeFile('jpeg', 3000);
  const signature = fakeFile('png', 2000);
  const first = await startTestServer({ smtp, dataDir });
  const base = await first.app.listen({ port: 0, host: '127.0.0.1' });
  const alice = await verifiedCitizen(first, smtp);
  const created = await httpCaller(() => base)(
    'POST',
    '/api/document/create',
    alice.auth,
    multipart({
      name: 'Passport photo',
      photo: { data: photo, name: 'photo.jpg' },
      signature: { data: signature, name: 'sign.png' },
    }),
  );
  expect(created.status).toBe(201);
  const { lockerDocuments } = first.tables;
  const [row] = await first.db.select().from(lockerDocuments);
  expect(row).toMatchObject({
    photoSha256: sha256(photo),
    signatureSha256: sha256(signature),
  });
  // As a row written before migration 0005 looks.
  await first.db.update(lockerDocuments).set({ photoSha256: null, signatureSha256: null });
  await first.close();

  const second = await startTestServer({ smtp, dataDir });
  try {
    const rows = await second.db.select().from(second.tables.lockerDocuments);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      photoSha256: sha256(photo),
      signatureSha256: sha256(signature),
    });
  } finally {
    await second.close();
  }
});
