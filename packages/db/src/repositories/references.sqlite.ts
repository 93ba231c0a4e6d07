import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { receiptCounters, referenceCounters } from '../schema.ts';
import type { ReferencesRepository } from './references.ts';

// One upsert each: inside a transaction begun IMMEDIATE (openDatabase) no other connection
// writes until it ends, so the numbers that commit follow each other.

/** The year's next reference number, inside the caller's SQLite transaction. */
export function nextReferenceNumber(tx: Pick<Db, 'insert'>, year: number): number {
  return tx
    .insert(referenceCounters)
    .values({ year, lastValue: 1 })
    .onConflictDoUpdate({
      target: referenceCounters.year,
      set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
    })
    .returning({ value: referenceCounters.lastValue })
    .get().value;
}

/** The financial year's next receipt sequence, inside the caller's SQLite transaction. */
export function nextReceiptSequence(tx: Pick<Db, 'insert'>, financialYear: string): number {
  return tx
    .insert(receiptCounters)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ value: receiptCounters.last })
    .get().value;
}

export function createSqliteReferencesRepository(db: Db): ReferencesRepository {
  return {
    async nextReference(year) {
      return db.transaction((tx) => nextReferenceNumber(tx, year));
    },

    async nextReceipt(financialYear) {
      return db.transaction((tx) => nextReceiptSequence(tx, financialYear));
    },
  };
}
