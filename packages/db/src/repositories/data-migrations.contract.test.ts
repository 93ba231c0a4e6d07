import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';

const at = new Date('2026-11-20T10:00:00.123Z');

describeEachBackend('the data migrations record', (backend) => {
  const repo = () => backend().repositories.dataMigrations;

  it('records a name once, and answers whether it is done', async () => {
    expect(await repo().done('0014-identity-numbers-sealed')).toBe(false);
    expect(await repo().record('0014-identity-numbers-sealed', at)).toBe(true);
    expect(await repo().record('0014-identity-numbers-sealed', new Date(at.getTime() + 1))).toBe(
      false,
    );
    expect(await repo().done('0014-identity-numbers-sealed')).toBe(true);
    // Names compare exactly.
    expect(await repo().done('0014-IDENTITY-NUMBERS-SEALED')).toBe(false);
    expect(await repo().done('0014-identity-numbers-sealed ')).toBe(false);
  });

  it('20 records of one name at once from two processes: one writes it', async () => {
    const other = backend().anotherProcess().dataMigrations;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? repo() : other).record(
          '070-search-terms-email-words',
          new Date(at.getTime() + i),
        ),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await other.done('070-search-terms-email-words')).toBe(true);
  });

  it('compacts the database', async () => {
    await repo().record('a', at);
    await repo().compact();
    expect(await repo().done('a')).toBe(true);
    const { database } = backend();
    if (database.dialect === 'sqlite') {
      expect(database.db.$client.pragma('freelist_count', { simple: true })).toBe(0);
    }
  });
});
