import type { ApplicationsMaintenanceRepository } from '@seva/db';
import { DUE_SOON_WORKING_DAYS } from '@seva/schemas';
import type { ApplicationStatus } from '@seva/schemas/application-kinds';
import { indiaDate, promisedDate } from '@seva/schemas/fees';

/**
 * The current promised date of each application, kept in `applications.due_on` so the queue
 * can filter and sort by it (docs/decisions/067-due-dates-assignment-notes.md):
 * filing day in India + working days + working days spent waiting for the citizen, skipping
 * Sundays and the centre's holidays, exactly as the slip's promised date is counted.
 *
 * A change of holidays in Settings does not move promises already made: `due_on` is written
 * when an application is filed and again only when its paused days change (a send-back that
 * comes back: send-back.ts).
 */

/** The statuses whose promise is running: waiting for the citizen pauses it, closed ends it. */
export const RUNNING_STATUSES = ['pending', 'in_progress'] as const satisfies ApplicationStatus[];

/** The promised date of an application as filed, plus its paused working days. */
export function dueOnOf(
  application: { createdAt: Date; workingDays: number; pausedWorkingDays: number },
  holidays: readonly string[],
): string {
  return promisedDate(
    application.createdAt,
    application.workingDays + application.pausedWorkingDays,
    holidays,
  );
}

/** Today in India, `yyyy-mm-dd`: before it is overdue. */
export function indiaToday(now: number): string {
  return indiaDate(new Date(now));
}

/** The last day that still counts as "due soon": today plus 2 working days. */
export function dueSoonUntil(now: number, holidays: readonly string[]): string {
  return promisedDate(new Date(now), DUE_SOON_WORKING_DAYS, holidays);
}

const FILL_BATCH = 2000;

/**
 * Data migration at start: rows written before migration 0017 have no `due_on`; each gets the
 * promised date the slip printed (`holidays`: today's, no pause). Idempotent (only empty rows
 * are touched) and in batches by id, each its own transaction (the repository's unit), so a
 * stop half-way resumes. Returns how many rows it filled.
 */
export async function fillDueDates(
  maintenance: ApplicationsMaintenanceRepository,
  holidays: readonly string[],
): Promise<number> {
  // Rows filed on the same day with the same days share their promise: count it once.
  const promises = new Map<string, string>();
  const dueOn = (row: { createdAt: Date; workingDays: number; pausedWorkingDays: number }) => {
    const key = `${indiaDate(row.createdAt)}/${row.workingDays + row.pausedWorkingDays}`;
    let promise = promises.get(key);
    if (promise === undefined) {
      promise = dueOnOf(row, holidays);
      promises.set(key, promise);
    }
    return promise;
  };
  let filled = 0;
  let afterId = '';
  for (;;) {
    const batch = await maintenance.fillDueDates({ afterId, limit: FILL_BATCH, dueOn });
    filled += batch.done;
    if (batch.lastId === null) return filled;
    afterId = batch.lastId;
  }
}
