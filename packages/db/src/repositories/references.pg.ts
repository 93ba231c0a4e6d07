import { sql } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { receiptCounters, referenceCounters } from '../schema.pg.ts';
import type { ReferencesRepository } from './references.ts';

// One upsert each. The first to update a counter's row holds its lock until its transaction
// ends; the others wait, then add one to what it committed (or to the old value if it rolled
// back), so the committed numbers have no gap and no repeat. A new year's row is inserted once:
// a second insert of the same key waits for the first and takes the update instead. Not a
// sequence: a sequence's numbers are not given back by a rollback.

/** The year's next reference number, inside the caller's PostgreSQL transaction. */
export async function nextReferenceNumber(tx: Pick<PgDb, 'insert'>, year: number): Promise<number> {
  const [row] = await tx
    .insert(referenceCounters)
    .values({ year, lastValue: 1 })
    .onConflictDoUpdate({
      target: referenceCounters.year,
      set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
    })
    .returning({ value: referenceCounters.lastValue });
  if (!row) throw new Error('the reference counter answered no row');
  return row.value;
}

/** The financial year's next receipt sequence, inside the caller's PostgreSQL transaction. */
export async function nextReceiptSequence(
  tx: Pick<PgDb, 'insert'>,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ value: receiptCounters.last });
  if (!row) throw new Error('the receipt counter answered no row');
  return row.value;
}

export function createPgReferencesRepository(db: PgDb): ReferencesRepository {
  return {
    nextReference(year) {
      return nextReferenceNumber(db, year);
    },

    nextReceipt(financialYear) {
      return nextReceiptSequence(db, financialYear);
    },
  };
}
