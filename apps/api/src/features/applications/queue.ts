import type { DueKeyset, QueueQuery, User } from '@seva/db';
import type { AdminListInput, QueueSort } from '@seva/schemas';
import { AppError } from '../../errors.ts';
import { decodeCursor, decodeOldestCursor } from '../../lib/paging.ts';
import { dueSoonUntil, indiaToday } from './due-dates.ts';
import { searchWords } from './search-terms.ts';

/**
 * The queue's promised-date and assignment filters and its sort by promised date
 * (docs/decisions/067-due-dates-assignment-notes.md): what the operator asked, as the
 * applications queue repository's query. review.ts builds the page from its answer.
 */

/** `due` sorts by promised date; a `due` filter sorts by it unless told otherwise. */
export function queueSortOf(input: Pick<AdminListInput, 'sort' | 'due'>): QueueSort {
  return input.sort ?? (input.due ? 'due' : 'newest');
}

/**
 * `overdue`: running (pending or in progress) and promised before today; `soon`: running and
 * promised today or within the next 2 working days. Waiting for the citizen is paused, not
 * overdue; completed and rejected are never overdue. Dates are India's calendar.
 */
function dueFilter(
  due: AdminListInput['due'],
  now: number,
  holidays: readonly string[],
): QueueQuery['due'] {
  if (!due) return undefined;
  const today = indiaToday(now);
  if (due === 'overdue') return { before: today };
  return { from: today, until: dueSoonUntil(now, holidays) };
}

/** `me`: the caller's; `none`: unassigned (null); anything else: that operator's id. */
function assignedTo(
  assigned: AdminListInput['assigned'],
  viewer: Pick<User, 'id'> | undefined,
): QueueQuery['assignedTo'] {
  if (!assigned) return undefined;
  if (assigned === 'none') return null;
  if (assigned === 'me') {
    if (!viewer) throw new Error('assigned=me needs the caller');
    return viewer.id;
  }
  return assigned;
}

/**
 * The repository's query for an operator's list: its filters, its search (a whole identity
 * number's term, `identityTerm`, is tried first), its order after the decoded cursor.
 * `holidays` are read only for the `soon` filter.
 */
export async function queueQueryOf(
  input: AdminListInput,
  viewer: Pick<User, 'id'> | undefined,
  context: {
    now: number;
    holidays: () => Promise<readonly string[]>;
    identityTerm: (query: string) => string | null;
    broadCountCap: number;
  },
): Promise<QueueQuery> {
  const sort = queueSortOf(input);
  const search = input.search?.trim()
    ? { words: searchWords(input.search), identityTerm: context.identityTerm(input.search) }
    : undefined;
  return {
    serviceType: input.type,
    status: input.status,
    due: dueFilter(input.due, context.now, input.due === 'soon' ? await context.holidays() : []),
    assignedTo: assignedTo(input.assigned, viewer),
    search,
    order:
      sort === 'due'
        ? { by: 'due', after: decodeDueCursor(input.cursor) }
        : sort === 'oldest'
          ? { by: 'oldest', after: decodeOldestCursor(input.cursor) }
          : { by: 'newest', after: decodeCursor(input.cursor) },
    limit: input.limit,
    broadCountCap: context.broadCountCap,
  };
}

/** A cursor of the promised-date order: the (due_on, id) of the last row seen. */
export function encodeDueCursor(dueOn: string | null, id: string): string {
  return Buffer.from(JSON.stringify(['due', dueOn ?? '', id])).toString('base64url');
}

function decodeDueCursor(cursor: string | undefined): DueKeyset | null {
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
