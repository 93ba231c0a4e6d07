import { type Db, nextReferenceNumber } from '@seva/db';

/** `SEVA-2026-000123`: short enough to read out over the phone. */
export function referenceOf(year: number, value: number): string {
  return `SEVA-${year}-${String(value).padStart(6, '0')}`;
}

/**
 * The next reference of the year. Call inside the transaction that writes the row it names:
 * the counter is the references repository's part (packages/db, docs/decisions/078 step 2),
 * handed the caller's SQLite transaction until applications and orders are converted.
 */
export function nextReference(tx: Pick<Db, 'insert'>, at: Date): string {
  const year = at.getFullYear();
  return referenceOf(year, nextReferenceNumber(tx, year));
}
