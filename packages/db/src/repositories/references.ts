/**
 * The reference counters (docs/decisions/078 step 2): the running number of the year in an
 * application's or order's reference (SEVA-2026-000123) and of the financial year in a
 * receipt's number (SEVA/2026-27/000001). Shared by applications, orders and payments (no
 * feature owns them). A number is taken by the part `nextReferenceNumber` /
 * `nextReceiptSequence` of `references.sqlite.ts` / `references.pg.ts` inside the transaction
 * that writes the row it names: the counter's row stays locked until that transaction ends and
 * goes back with it if it rolls back, so the numbers that commit run 1, 2, 3… with no gap and
 * no repeat, however many connections take them at once. The formats are the callers'.
 */
export interface ReferencesRepository {
  /** The next running number of the calendar year `year`, as a unit of its own. */
  nextReference(year: number): Promise<number>;

  /** The next receipt sequence of the financial year (`2026-27`), as a unit of its own. */
  nextReceipt(financialYear: string): Promise<number>;
}

/** `SEVA-2026-000123`: an application's or order's reference, short enough to read out. */
export function referenceOf(year: number, value: number): string {
  return `SEVA-${year}-${String(value).padStart(6, '0')}`;
}
