import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';
import * as pgParts from './locker.pg.ts';
import * as sqliteParts from './locker.sqlite.ts';
import type { NewLockerDocument } from './locker.ts';

const start = Date.parse('2026-11-23T10:00:00.000Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);
const plenty = 1_000_000;

function document(
  id: string,
  userId: string,
  minutes = 0,
  overrides: Partial<NewLockerDocument> = {},
): NewLockerDocument {
  return {
    id,
    userId,
    name: `Document ${id}`,
    photoStorageKey: `photo-${id}`,
    photoOriginalName: 'photo.jpg',
    photoContentType: 'image/jpeg',
    photoSize: 30,
    photoSha256: 'a'.repeat(64),
    signatureStorageKey: `signature-${id}`,
    signatureOriginalName: 'signature.png',
    signatureContentType: 'image/png',
    signatureSize: 10,
    signatureSha256: 'b'.repeat(64),
    createdAt: at(minutes),
    ...overrides,
  };
}

describeEachBackend('the locker repository', (backend) => {
  const locker = () => backend().repositories.locker;

  it("keeps each owner's documents to them, newest first then id descending", async () => {
    const { seed } = backend();
    await seed.user('asha');
    await seed.user('ravi');
    for (const row of [
      document('doc1', 'asha', 1),
      document('doc3', 'asha', 2),
      document('doc2', 'asha', 2),
      document('doc4', 'ravi', 3),
    ]) {
      expect(await locker().create(row, plenty)).toEqual({ document: row });
    }
    expect((await locker().ofOwner('asha')).map((row) => row.id)).toEqual(['doc3', 'doc2', 'doc1']);
    expect(await locker().ofOwner('nobody')).toEqual([]);
    expect(await locker().findOwn('asha', 'doc1')).toEqual(document('doc1', 'asha', 1));
    expect(await locker().findOwn('ravi', 'doc1')).toBeNull();
    expect(await locker().findOwn('asha', 'DOC1')).toBeNull();
    expect(await locker().removeOwn('ravi', 'doc1')).toBeNull();
    expect(await locker().removeOwn('asha', 'doc1')).toEqual(document('doc1', 'asha', 1));
    expect(await locker().removeOwn('asha', 'doc1')).toBeNull();
    expect((await locker().ofOwner('asha')).map((row) => row.id)).toEqual(['doc3', 'doc2']);
  });

  it('refuses a document that does not fit, and writes nothing', async () => {
    const { seed } = backend();
    await seed.user('asha');
    await seed.settings(null);
    // Without the settings' row the default stands: 100 bytes, 40 a document.
    expect(await locker().create(document('doc1', 'asha'), 100)).toMatchObject({
      document: { id: 'doc1' },
    });
    expect(await locker().create(document('doc2', 'asha'), 100)).toMatchObject({
      document: { id: 'doc2' },
    });
    expect(await locker().create(document('doc3', 'asha'), 100)).toEqual({
      full: { quotaBytes: null, usedBytes: 80 },
    });
    expect((await locker().ofOwner('asha')).map((row) => row.id)).toEqual(['doc2', 'doc1']);
  });

  it('lets no two uploads at once squeeze under the limit', async () => {
    const { seed } = backend();
    await seed.user('asha');
    await seed.user('ravi');
    await seed.settings(null);
    const others = [backend().anotherProcess().locker, backend().anotherProcess().locker];
    const pools = [locker(), ...others];
    // 200 bytes each: five documents of 40 fit, whatever the order of 40 at once from three
    // processes (without the account's lock PostgreSQL let more in).
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        (pools[n % 3] ?? locker()).create(document(`doc${n}`, n < 30 ? 'asha' : 'ravi'), 200),
      ),
    );
    expect(outcomes.filter((outcome) => 'document' in outcome)).toHaveLength(10);
    expect(await locker().ofOwner('asha')).toHaveLength(5);
    expect(await locker().ofOwner('ravi')).toHaveLength(5);
  });

  it('fills the checksums of rows kept before them', async () => {
    const { seed } = backend();
    await seed.user('asha');
    await locker().create(document('doc1', 'asha'), plenty);
    await locker().create(document('doc2', 'asha', 1, { photoSha256: null }), plenty);
    await locker().create(document('doc3', 'asha', 2, { signatureSha256: null }), plenty);
    expect((await locker().withoutChecksums()).map((row) => row.id).sort()).toEqual([
      'doc2',
      'doc3',
    ]);
    const sums = { photoSha256: 'c'.repeat(64), signatureSha256: 'd'.repeat(64) };
    expect(await locker().setChecksums('doc2', sums)).toBe(true);
    expect(await locker().setChecksums('nope', sums)).toBe(false);
    expect((await locker().withoutChecksums()).map((row) => row.id)).toEqual(['doc3']);
    expect(await locker().findOwn('asha', 'doc2')).toMatchObject(sums);
  });

  it("erases an account's documents, answering their files", async () => {
    const { seed } = backend();
    await seed.user('asha');
    await seed.user('ravi');
    await locker().create(document('doc1', 'asha'), plenty);
    await locker().create(document('doc2', 'asha'), plenty);
    await locker().create(document('doc3', 'ravi'), plenty);
    const erased = await locker().eraseOf('asha');
    expect(erased.documents).toBe(2);
    expect(erased.storageKeys.sort()).toEqual([
      'photo-doc1',
      'photo-doc2',
      'signature-doc1',
      'signature-doc2',
    ]);
    expect(await locker().ofOwner('asha')).toEqual([]);
    expect(await locker().ofOwner('ravi')).toHaveLength(1);
    expect(await locker().eraseOf('asha')).toEqual({ documents: 0, storageKeys: [] });
  });

  it("erases in the caller's transaction with the part, and not at all if it rolls back", async () => {
    const { seed, database } = backend();
    await seed.user('asha');
    await locker().create(document('doc1', 'asha'), plenty);
    const failed = new Error('the erasure failed');
    const erase = async (rollBack: boolean) => {
      if (database.dialect === 'sqlite') {
        return database.db.transaction((tx) => {
          const erased = sqliteParts.eraseLockerOf(tx, 'asha');
          if (rollBack) throw failed;
          return erased;
        });
      }
      return database.db.transaction(async (tx) => {
        const erased = await pgParts.eraseLockerOf(tx, 'asha');
        if (rollBack) throw failed;
        return erased;
      });
    };
    await expect(erase(true)).rejects.toBe(failed);
    expect(await locker().ofOwner('asha')).toHaveLength(1);
    expect(await erase(false)).toEqual({
      documents: 1,
      storageKeys: ['photo-doc1', 'signature-doc1'],
    });
    expect(await locker().ofOwner('asha')).toEqual([]);
  });
});
