import { type Db, nextReferenceNumber, referenceOf } from '@seva/db';

/** `SEVA-2026-000123`: short enough to read out over the phone (the references repository's). */
export { referenceOf };

/**
 * The next reference of the year. Call inside the transaction that writes the row it names:
 * the counter is the references repository's part (packages/db, docs/decisions/078 step 2),
 * handed the caller's SQLite transaction until applications are converted (orders' placement
 * takes its reference in the orders repository's unit).
 */
export function nextReference(tx: Pick<Db, 'insert'>, at: Date): string {
  const year = at.getFullYear();
  return referenceOf(year, nextReferenceNumber(tx, year));
}
