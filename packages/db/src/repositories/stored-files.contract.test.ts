import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';

const at = new Date('2026-11-26T10:00:00.000Z');
const file = { contentType: 'image/png', size: 10, sha256: 'a'.repeat(64), createdAt: at };

describeEachBackend('the stored files repository', (backend) => {
  const storedFiles = () => backend().repositories.storedFiles;

  it('answers no pointers on an empty database', async () => {
    expect(await storedFiles().rows()).toEqual([]);
  });

  it("answers every table's pointers, in table order and then by id, locker rows twice", async () => {
    const { seed, repositories } = backend();
    await seed.user('u1');
    await seed.user('u2');
    await seed.application('a1', 'u1');
    await seed.order('o1', 'u2');
    await seed.rows.attachments([
      {
        id: 'b2',
        applicationId: 'a1',
        documentType: 'photo',
        storageKey: 'k-b2',
        originalName: 'p.png',
        ...file,
      },
      {
        id: 'b1',
        applicationId: 'a1',
        documentType: 'signature',
        storageKey: 'k-b1',
        originalName: 's.png',
        ...file,
      },
    ]);
    await seed.rows.orderFiles([
      {
        id: 'f1',
        orderId: 'o1',
        field: 'document',
        storageKey: 'k-f1',
        originalName: 'd.pdf',
        ...file,
      },
    ]);
    const kept = await repositories.locker.create(
      {
        id: 'l1',
        userId: 'u2',
        name: 'Mine',
        photoStorageKey: 'k-l1-photo',
        photoOriginalName: 'p.png',
        photoContentType: 'image/png',
        photoSize: 10,
        photoSha256: 'b'.repeat(64),
        signatureStorageKey: 'k-l1-signature',
        signatureOriginalName: 's.png',
        signatureContentType: 'image/png',
        signatureSize: 10,
        signatureSha256: 'c'.repeat(64),
        createdAt: at,
      },
      10 * 2 ** 20,
    );
    expect('document' in kept).toBe(true);

    expect(await storedFiles().rows()).toEqual([
      { table: 'attachments', column: 'storage_key', id: 'b1', key: 'k-b1' },
      { table: 'attachments', column: 'storage_key', id: 'b2', key: 'k-b2' },
      { table: 'order_files', column: 'storage_key', id: 'f1', key: 'k-f1' },
      { table: 'locker_documents', column: 'photo_storage_key', id: 'l1', key: 'k-l1-photo' },
      {
        table: 'locker_documents',
        column: 'signature_storage_key',
        id: 'l1',
        key: 'k-l1-signature',
      },
    ]);

    // A row gone with its application is a pointer gone (the sweep may then take its file).
    await seed.deleteApplication('a1');
    expect((await storedFiles().rows()).map((row) => row.id)).toEqual(['f1', 'l1', 'l1']);
    // Another process sees the same.
    expect((await backend().anotherProcess().storedFiles.rows()).map((row) => row.key)).toEqual([
      'k-f1',
      'k-l1-photo',
      'k-l1-signature',
    ]);
  });
});
