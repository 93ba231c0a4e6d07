import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Backend } from '../test/backends.ts';
import { describeEachBackend } from '../test/backends.ts';
import * as pgParts from './references.pg.ts';
import * as sqliteParts from './references.sqlite.ts';

const upTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1);
const ascending = (numbers: number[]) => [...numbers].sort((a, b) => a - b);

type Counter = 'reference' | 'receipt';

/**
 * Takes the next number of `counter` with the dialect's part inside a transaction of its own,
 * as a unit that writes the row it names would; `rollBack` ends that transaction with an error
 * after the number is taken (null is answered). On PostgreSQL the transaction holds its
 * connection a moment more after taking the number, as such a unit's insert would.
 */
async function inUnit(backend: Backend, counter: Counter, rollBack = false) {
  const { database } = backend;
  const failed = new Error('the unit failed');
  try {
    if (database.dialect === 'sqlite') {
      return database.db.transaction((tx) => {
        const n =
          counter === 'reference'
            ? sqliteParts.nextReferenceNumber(tx, 2026)
            : sqliteParts.nextReceiptSequence(tx, '2026-27');
        if (rollBack) throw failed;
        return n;
      });
    }
    return await database.db.transaction(async (tx) => {
      const n =
        counter === 'reference'
          ? await pgParts.nextReferenceNumber(tx, 2026)
          : await pgParts.nextReceiptSequence(tx, '2026-27');
      await tx.execute(sql`select pg_sleep(0.002)`);
      if (rollBack) throw failed;
      return n;
    });
  } catch (error) {
    if (error !== failed) throw error;
    return null;
  }
}

describeEachBackend('the reference counters', (backend) => {
  const references = () => backend().repositories.references;

  it('counts each year and each financial year from 1, apart from each other', async () => {
    expect(await references().nextReference(2026)).toBe(1);
    expect(await references().nextReference(2026)).toBe(2);
    expect(await references().nextReference(2027)).toBe(1);
    expect(await references().nextReference(2026)).toBe(3);
    expect(await references().nextReceipt('2026-27')).toBe(1);
    expect(await references().nextReceipt('2026-27')).toBe(2);
    expect(await references().nextReceipt('2025-26')).toBe(1);
    expect(await references().nextReceipt('2026-27')).toBe(3);
    expect(await references().nextReference(2027)).toBe(2);
  });

  it('gives a number taken in a unit that rolls back to the next unit', async () => {
    for (const counter of ['reference', 'receipt'] as const) {
      expect(await inUnit(backend(), counter)).toBe(1);
      expect(await inUnit(backend(), counter, true)).toBeNull();
      expect(await inUnit(backend(), counter, true)).toBeNull();
      expect(await inUnit(backend(), counter)).toBe(2);
    }
    expect(await references().nextReference(2026)).toBe(3);
    expect(await references().nextReceipt('2026-27')).toBe(3);
  });

  it('gives two processes taking 50 receipt numbers at once exactly 1 to 50', async () => {
    const other = backend().anotherProcess().references;
    const numbers = await Promise.all(
      upTo(50).map((n) => (n % 2 === 0 ? other : references()).nextReceipt('2026-27')),
    );
    expect(ascending(numbers)).toEqual(upTo(50));
    expect(await references().nextReceipt('2026-27')).toBe(51);
  });

  it('gives two processes taking 50 application references at once exactly 1 to 50', async () => {
    const other = backend().anotherProcess().references;
    const numbers = await Promise.all(
      upTo(50).map((n) => (n % 2 === 0 ? other : references()).nextReference(2026)),
    );
    expect(ascending(numbers)).toEqual(upTo(50));
    expect(await references().nextReference(2026)).toBe(51);
  });

  it('has no gap or repeat when 60 units take numbers at once and 10 of them roll back', async () => {
    for (const counter of ['receipt', 'reference'] as const) {
      const taken = await Promise.all(
        Array.from({ length: 60 }, (_, index) => inUnit(backend(), counter, index % 6 === 5)),
      );
      const committed = taken.filter((n) => n !== null);
      expect(committed).toHaveLength(50);
      expect(ascending(committed)).toEqual(upTo(50));
    }
    expect(await references().nextReceipt('2026-27')).toBe(51);
    expect(await references().nextReference(2026)).toBe(51);
  });
});
