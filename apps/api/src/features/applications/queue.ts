import { applications, type Db, runningDueTallies, type User, users } from '@seva/db';
import type { AdminListInput, QueueSort } from '@seva/schemas';
import { type ApplicationStatus, applicationStatuses } from '@seva/schemas/application-kinds';
import { and, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { AppError } from '../../errors.ts';
import { centreHolidays, dueSoonUntil, indiaToday, RUNNING_STATUSES } from './due-dates.ts';

/**
 * The queue's promised-date and assignment filters and its sort by promised date
 * (docs/decisions/067-due-dates-assignment-notes.md). review.ts builds the page; this file
 * says which rows and in which order.
 */

/** The operator an application is assigned to, joined beside its citizen. */
export const assignee = alias(users, 'assignee');

/** `due` sorts by promised date; a `due` filter sorts by it unless told otherwise. */
export function queueSortOf(input: Pick<AdminListInput, 'sort' | 'due'>): QueueSort {
  return input.sort ?? (input.due ? 'due' : 'newest');
}

/**
 * `overdue`: running (pending or in progress) and promised before today; `soon`: running and
 * promised today or within the next 2 working days. Waiting for the citizen is paused, not
 * overdue; completed and rejected are never overdue. Dates are India's calendar.
 */
export function dueCondition(
  due: AdminListInput['due'],
  now: number,
  holidays: readonly string[],
): SQL | undefined {
  if (!due) return undefined;
  const running = inArray(applications.status, [...RUNNING_STATUSES]);
  const today = indiaToday(now);
  if (due === 'overdue') return and(running, lt(applications.dueOn, today));
  return and(
    running,
    gte(applications.dueOn, today),
    lte(applications.dueOn, dueSoonUntil(now, holidays)),
  );
}

/** `me`: the caller's; `none`: unassigned; anything else: that operator's id. */
export function assignedCondition(
  assigned: AdminListInput['assigned'],
  viewer: Pick<User, 'id'> | undefined,
): SQL | undefined {
  if (!assigned) return undefined;
  if (assigned === 'none') return isNull(applications.assignedTo);
  if (assigned === 'me') {
    if (!viewer) throw new Error('assigned=me needs the caller');
    return eq(applications.assignedTo, viewer.id);
  }
  return eq(applications.assignedTo, assigned);
}

/** The queue's filters of this file, together (undefined when none is asked for). */
export function queueConditions(
  db: Pick<Db, 'select'>,
  input: Pick<AdminListInput, 'due' | 'assigned'>,
  viewer: Pick<User, 'id'> | undefined,
  now: number,
): SQL[] {
  const conditions = [
    dueCondition(input.due, now, input.due === 'soon' ? centreHolidays(db) : []),
    assignedCondition(input.assigned, viewer),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** A cursor of the promised-date order: the (due_on, id) of the last row seen. */
export function encodeDueCursor(dueOn: string | null, id: string): string {
  return Buffer.from(JSON.stringify(['due', dueOn ?? '', id])).toString('base64url');
}

function decodeDueCursor(cursor: string | undefined): { dueOn: string; id: string } | null {
  if (!cursor) return null;
  try {
    const [kind, dueOn, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [
      unknown,
      unknown,
      unknown,
    ];
    if (
      kind === 'due' &&
      typeof dueOn === 'string' &&
      dueOn.length <= 10 &&
      typeof id === 'string' &&
      id.length <= 64
    ) {
      return { dueOn, id };
    }
  } catch {}
  throw new AppError('INVALID', 'Invalid cursor');
}

/** Where a row stands in promised-date order. */
export interface DueKey {
  id: string;
  dueOn: string | null;
}

/**
 * One page in promised-date order, earliest first. Each status is read on its own along the
 * (status, due_on) index and the pages merged here: a single query over several statuses
 * would sort every matching row before the first page (docs/decisions/067). `keys` reads only
 * ids and dates (rows of the same day are sorted by id, so the fewer columns the better);
 * `rowsOf` then reads the page's rows whole.
 */
export function pageByDue<Row extends DueKey>(
  input: Pick<AdminListInput, 'status' | 'due' | 'cursor' | 'limit'>,
  keys: (status: SQL, after: SQL | undefined, limit: number) => DueKey[],
  rowsOf: (ids: string[]) => Row[],
): { rows: Row[]; nextCursor: string | null } {
  const cursor = decodeDueCursor(input.cursor);
  // The first term keeps the index range; the second is the exact keyset.
  const after = cursor
    ? and(
        gte(applications.dueOn, cursor.dueOn),
        or(
          gt(applications.dueOn, cursor.dueOn),
          and(eq(applications.dueOn, cursor.dueOn), gt(applications.id, cursor.id)),
        ),
      )
    : undefined;
  const statuses: readonly ApplicationStatus[] = input.status
    ? [input.status]
    : input.due
      ? RUNNING_STATUSES
      : applicationStatuses;
  const key = (row: DueKey) => `${row.dueOn ?? ''}\u0000${row.id}`;
  const merged = statuses
    .flatMap((status) => keys(eq(applications.status, status), after, input.limit + 1))
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const page = merged.slice(0, input.limit);
  const last = page.at(-1);
  const found = new Map(
    (page.length > 0 ? rowsOf(page.map((row) => row.id)) : []).map((row) => [row.id, row]),
  );
  return {
    rows: page.flatMap((row) => found.get(row.id) ?? []),
    nextCursor: merged.length > input.limit && last ? encodeDueCursor(last.dueOn, last.id) : null,
  };
}

/**
 * The total of a promised-date filter (with a type or a status at most: a search or an
 * assignment counts the rows themselves), added up from the tallies the database keeps by
 * trigger (docs/decisions/071) instead of counting tens of thousands of overdue rows. Null when
 * the filter is not one the tallies answer.
 */
export function tallyTotal(
  db: Pick<Db, 'select'>,
  input: Pick<AdminListInput, 'due' | 'type' | 'status' | 'search' | 'assigned'>,
  now: number,
): number | null {
  if (!input.due || input.assigned || input.search?.trim()) return null;
  const running: readonly string[] = RUNNING_STATUSES;
  if (input.status && !running.includes(input.status)) return 0;
  const conditions = [
    tallyDueCondition(input.due, now, input.due === 'soon' ? centreHolidays(db) : []),
    input.type ? eq(runningDueTallies.serviceType, input.type) : undefined,
    input.status ? eq(runningDueTallies.status, input.status) : undefined,
  ];
  const row = db
    .select({ n: sum(runningDueTallies.n).mapWith(Number) })
    .from(runningDueTallies)
    .where(and(...conditions))
    .get();
  return row?.n ?? 0;
}

function tallyDueCondition(due: 'overdue' | 'soon', now: number, holidays: readonly string[]) {
  const today = indiaToday(now);
  if (due === 'overdue') return lt(runningDueTallies.dueOn, today);
  return and(
    gte(runningDueTallies.dueOn, today),
    lte(runningDueTallies.dueOn, dueSoonUntil(now, holidays)),
  );
}

/** The operators' overview: running applications past their promised date, by type. */
export function overdueByType(db: Pick<Db, 'select'>, now: number) {
  return db
    .select({
      serviceType: runningDueTallies.serviceType,
      n: sum(runningDueTallies.n).mapWith(Number),
    })
    .from(runningDueTallies)
    .where(tallyDueCondition('overdue', now, []))
    .groupBy(runningDueTallies.serviceType)
    .all();
}
