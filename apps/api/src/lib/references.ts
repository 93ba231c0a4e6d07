import { type Db, referenceCounters } from '@seva/db';
import { sql } from 'drizzle-orm';

/**
 * The next reference of the year, e.g. SEVA-2026-000123: short enough to read out over the
 * phone. Call inside the transaction that writes the row it names.
 */
export function nextReference(tx: Pick<Db, 'insert'>, at: Date): string {
  const year = at.getFullYear();
  const row = tx
    .insert(referenceCounters)
    .values({ year, lastValue: 1 })
    .onConflictDoUpdate({
      target: referenceCounters.year,
      set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
    })
    .returning({ value: referenceCounters.lastValue })
    .get();
  return `SEVA-${year}-${String(row.value).padStart(6, '0')}`;
}
