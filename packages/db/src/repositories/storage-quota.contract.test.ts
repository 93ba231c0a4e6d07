import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';
import * as pgParts from './storage-quota.pg.ts';
import * as sqliteParts from './storage-quota.sqlite.ts';
import { fitsIn, resultDocumentType } from './storage-quota.ts';

const at = new Date('2026-11-23T10:00:00.000Z');

const file = (id: string, size: number) => ({
  id,
  storageKey: `key-${id}`,
  originalName: `${id}.pdf`,
  contentType: 'application/pdf',
  size,
  sha256: 'a'.repeat(64),
  createdAt: at,
});

describeEachBackend('the storage quota', (backend) => {
  const quota = () => backend().repositories.storageQuota;

  it("counts an account's own uploads, orders and locker images, not the centre's results", async () => {
    const { seed, repositories } = backend();
    await seed.user('asha');
    await seed.user('ravi');
    await seed.settings(null);
    expect(await quota().use('asha')).toEqual({ quotaBytes: null, usedBytes: 0 });
    await seed.application('app1', 'asha');
    await seed.application('app2', 'ravi');
    await seed.rows.attachments([
      { ...file('a1', 1000), applicationId: 'app1', documentType: 'photo' },
      { ...file('a2', 300), applicationId: 'app1', documentType: 'aadharFile' },
      // The centre's result, sent to the citizen: not theirs to count.
      { ...file('a3', 5000), applicationId: 'app1', documentType: resultDocumentType },
      { ...file('a4', 7000), applicationId: 'app2', documentType: 'photo' },
    ]);
    await seed.order('ord1', 'asha');
    await seed.order('ord2', 'ravi');
    await seed.rows.orderFiles([
      { ...file('f1', 20), orderId: 'ord1', field: 'document' },
      { ...file('f2', 9000), orderId: 'ord2', field: 'document' },
    ]);
    await repositories.locker.create(
      {
        id: 'doc1',
        userId: 'asha',
        name: 'Photo',
        photoStorageKey: 'p',
        photoOriginalName: 'p.jpg',
        photoContentType: 'image/jpeg',
        photoSize: 4,
        photoSha256: null,
        signatureStorageKey: 's',
        signatureOriginalName: 's.png',
        signatureContentType: 'image/png',
        signatureSize: 2,
        signatureSha256: null,
        createdAt: at,
      },
      1_000_000,
    );
    expect(await quota().use('asha')).toEqual({ quotaBytes: null, usedBytes: 1326 });
    expect(await quota().use('nobody')).toEqual({ quotaBytes: null, usedBytes: 0 });
  });

  it('answers the quota of the settings, also inside a transaction with the part', async () => {
    const { seed, database } = backend();
    await seed.user('asha');
    // The seeded settings' quota, as the migration wrote it.
    const seeded = await quota().use('asha');
    expect(seeded.quotaBytes).toBeGreaterThan(0);
    const inUnit =
      database.dialect === 'sqlite'
        ? database.db.transaction((tx) => sqliteParts.storageInUse(tx, 'asha'))
        : await database.db.transaction((tx) => pgParts.storageInUse(tx, 'asha'));
    expect(inUnit).toEqual(seeded);
  });

  it('says whether more bytes fit', () => {
    expect(fitsIn({ quotaBytes: 100, usedBytes: 60 }, 40, 10)).toBe(true);
    expect(fitsIn({ quotaBytes: 100, usedBytes: 60 }, 41, 10)).toBe(false);
    expect(fitsIn({ quotaBytes: null, usedBytes: 6 }, 4, 10)).toBe(true);
    expect(fitsIn({ quotaBytes: null, usedBytes: 6 }, 5, 10)).toBe(false);
    // Nothing coming in always fits, even over the limit.
    expect(fitsIn({ quotaBytes: 1, usedBytes: 60 }, 0, 10)).toBe(true);
  });
});
