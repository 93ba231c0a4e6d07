import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
  type Table,
} from 'drizzle-orm';
import type { Application } from '../schema.ts';
import {
  type DueKeyset,
  type QueueOrder,
  type QueueQuery,
  type QueueRow,
  runningStatuses,
} from './applications-queue.ts';
import { newestFirstAfter, oldestFirstAfter } from './keyset.ts';
import type { Binds } from './statements.ts';

/**
 * The queue's conditions, built once for both dialects from their tables' columns: Drizzle's
 * operators write the same SQL on both. On PostgreSQL `term` and `due_on` are `COLLATE "C"`
 * (schema.pg.ts), so the prefix ranges and the promised-date order compare bytes, as SQLite's
 * BINARY does.
 */
export interface QueueTables {
  applications: {
    id: Column;
    createdAt: Column;
    status: Column;
    serviceType: Column;
    dueOn: Column;
    assignedTo: Column;
  };
  terms: Table & { applicationId: Column; term: Column };
  tallies: { dueOn: Column; serviceType: Column; status: Column };
  counts: { serviceType: Column; status: Column };
}

/** Terms starting with the word: an index range on the terms. */
export function termRange(t: QueueTables, b: Binds, word: string): SQL | undefined {
  return and(gte(t.terms.term, b.of(word)), lt(t.terms.term, b.of(`${word}\uffff`)));
}

/** Words are first counted up to this: a word under it is the driver, or one rarer still. */
export const FIRST_COUNT = 64;

/**
 * How many terms each word starts, each counted only up to a cap (an index range, so cheap),
 * in one statement: its columns are n0, n1, … in the words' order.
 *
 * Only the rarest word matters (it drives), and only whether it is under `cap`. So every word
 * is first counted up to FIRST_COUNT. When one is under it, those counts are the answer: the
 * rarest is among the words under it, counted exactly, and the others are not the driver.
 * Only when none is do the words get counted up to `cap`, in subqueries that run only then.
 * A common word beside a rare one ("citizen 1236") reads 64 of its entries, not 2,000.
 */
export function termCounts(
  t: QueueTables,
  b: Binds,
  words: readonly string[],
  cap: number,
): { fields: Record<string, SQL<number>>; from: SQL } {
  // The caps are constants of the statement, written into its text.
  const count = (word: string, upTo: number, i: number) =>
    sql`(select count(*) from (select 1 from ${t.terms} where ${termRange(t, b, word)} limit ${sql.raw(String(upTo))}) as ${sql.identifier(`l${i}`)})`;
  const first = words.map((_, i) => sql.identifier(`f${i}`));
  const anyUnder = sql.join(
    first.map((column) => sql`${column} < ${FIRST_COUNT}`),
    sql` or `,
  );
  // LIMIT 1 keeps the first counts a subquery of their own, run once (PostgreSQL would
  // otherwise copy each into every expression that names it).
  const firstCounts = sql`(select ${sql.join(
    words.map((word, i) => sql`${count(word, FIRST_COUNT, i)} as ${first[i]}`),
    sql`, `,
  )} limit 1) as first_counts`;
  return {
    from: firstCounts,
    fields: Object.fromEntries(
      words.map((word, i) => [
        `n${i}`,
        sql<number>`case when ${anyUnder} then ${first[i]} else ${count(word, cap, i)} end`.mapWith(
          Number,
        ),
      ]),
    ),
  };
}

/**
 * How many applications a broad search matches, counted up to `cap + 1`. `counted` counts
 * them one by one, checking each for every word. A search of one word with no other filter
 * (`onlyWord`) first counts the entries of the first term its word starts, an index range: a
 * term is held once per application, so more than `cap` entries settle the total, and
 * `counted` is not run (COALESCE stops at its first non-null argument, on both databases).
 * Typing a common name ("kumar") alone is the usual broad search.
 */
export function broadTotal(
  t: QueueTables,
  b: Binds,
  counted: SQL,
  onlyWord: string | null,
  cap: number,
): SQL {
  if (onlyWord === null) return counted;
  if (!Number.isSafeInteger(cap) || cap < 0) throw new RangeError(`a count cap: ${cap}`);
  const firstTerm = sql`select ${t.terms.term} from ${t.terms} where ${termRange(t, b, onlyWord)} order by ${t.terms.term} limit 1`;
  const entries = sql`select count(*) from (select 1 from ${t.terms} where ${t.terms.term} = (${firstTerm}) limit ${sql.raw(String(cap + 1))}) as first_term`;
  return sql`select coalesce((select ${sql.raw(String(cap + 1))} where (${entries}) > ${sql.raw(String(cap))}), (${counted}))`;
}

/** The total of `n` counted rows: a broad search's is counted only up to its cap, and says so. */
export function countedTotal(
  n: number,
  query: Pick<QueueQuery, 'broadCountCap'>,
  broad: boolean,
): { total: number; totalIsCapped: boolean } {
  return broad
    ? { total: Math.min(n, query.broadCountCap), totalIsCapped: n > query.broadCountCap }
    : { total: n, totalIsCapped: false };
}

/**
 * The words a search ranks: a whole identity number's term first when there is one (decision
 * 060), then the words typed.
 */
export function rankedWords(search: NonNullable<QueueQuery['search']>): string[] {
  return search.identityTerm !== null ? [search.identityTerm, ...search.words] : search.words;
}

/**
 * The words to search with, each with how many terms it starts (up to the cap), fewest first:
 * the identity number's term alone when some term starts with it, else the words typed (ten
 * digits may be a mobile number). `counts` answers `rankedWords`, in its order.
 */
export function rankByCounts(
  search: NonNullable<QueueQuery['search']>,
  counts: readonly number[],
): Array<{ word: string; n: number }> {
  const counted = rankedWords(search).map((word, i) => ({ word, n: counts[i] ?? 0 }));
  const [identity, ...typed] = counted;
  if (search.identityTerm !== null && identity) {
    if (identity.n > 0) return [identity];
    return typed.sort((a, b) => a.n - b.n);
  }
  return counted.sort((a, b) => a.n - b.n);
}

/** The application has a term starting with the word. */
export function hasTerm(t: QueueTables, b: Binds, word: string): SQL {
  return sql`exists (select 1 from ${t.terms} where ${t.terms.applicationId} = ${t.applications.id} and ${termRange(t, b, word)})`;
}

/** The conditions of the filters other than the search's. */
export function filterConditions(t: QueueTables, b: Binds, query: QueueQuery): SQL[] {
  const a = t.applications;
  const conditions: Array<SQL | undefined> = [];
  if (query.due) {
    const running = inArray(a.status, [...runningStatuses]);
    conditions.push(
      'before' in query.due
        ? and(running, lt(a.dueOn, b.of(query.due.before)))
        : and(running, gte(a.dueOn, b.of(query.due.from)), lte(a.dueOn, b.of(query.due.until))),
    );
  }
  if (query.assignedTo === null) conditions.push(isNull(a.assignedTo));
  else if (query.assignedTo !== undefined)
    conditions.push(eq(a.assignedTo, b.of(query.assignedTo)));
  if (query.serviceType) conditions.push(eq(a.serviceType, b.of(query.serviceType)));
  if (query.status) conditions.push(eq(a.status, b.of(query.status)));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * What a page's statements are built from besides the values they bind: the filters given,
 * the order, a cursor or not, and how the search runs (`Statements` keeps one statement per
 * shape). Two queries of one shape differ only in their `Binds`.
 */
export function queueShape(
  query: QueueQuery,
  search: { kind: 'none' | 'selective' | 'broad'; words: number; onlyWord: boolean },
): string {
  const due = query.due ? ('before' in query.due ? 'before' : 'between') : '-';
  const assigned = query.assignedTo === undefined ? '-' : query.assignedTo === null ? 'none' : 'to';
  return [
    query.order.by,
    query.order.after ? 'after' : 'first',
    query.serviceType ? 'type' : '-',
    // A promised-date total of closed statuses is 0 without a statement (`runningStatusAsked`).
    query.status ? (runningStatusAsked(query.status) ? 'running' : 'closed') : '-',
    due,
    assigned,
    search.kind,
    search.words,
    search.onlyWord ? 'only' : '-',
    query.broadCountCap,
  ].join(' ');
}

/** A queue order by filing time: newest or oldest first. */
export type FiledOrder = Exclude<QueueOrder, { by: 'due' }>;

/** The (created_at, id) order of a newest- or oldest-first page. */
export function orderOf(t: QueueTables, order: FiledOrder): SQL[] {
  const a = t.applications;
  return order.by === 'oldest' ? [asc(a.createdAt), asc(a.id)] : [desc(a.createdAt), desc(a.id)];
}

/** The rows after a newest- or oldest-first page's cursor; undefined without one. */
export function afterCursor(t: QueueTables, b: Binds, order: FiledOrder): SQL | undefined {
  const a = t.applications;
  const key = order.after && {
    createdAt: b.of(order.after.createdAt, a.createdAt),
    id: b.of(order.after.id),
  };
  return order.by === 'newest'
    ? newestFirstAfter(a.createdAt, a.id, key)
    : oldestFirstAfter(a.createdAt, a.id, key);
}

/**
 * 1 when the row comes after the cursor (every row when there is none), else 0: selected
 * beside each key of a selective search, whose total counts the rows before the cursor too.
 */
export function followingCursor(t: QueueTables, b: Binds, order: FiledOrder): SQL<number> {
  const after = afterCursor(t, b, order);
  return (after ? sql<number>`case when ${after} then 1 else 0 end` : sql<number>`1`).mapWith(
    Number,
  );
}

/** After a promised-date key: the first term keeps the index range, the second is exact. */
export function afterDue(t: QueueTables, b: Binds, key: DueKeyset | null): SQL | undefined {
  if (!key) return undefined;
  const a = t.applications;
  const dueOn = b.of(key.dueOn);
  return and(
    gte(a.dueOn, dueOn),
    or(gt(a.dueOn, dueOn), and(eq(a.dueOn, dueOn), gt(a.id, b.of(key.id)))),
  );
}

/** The tallies' rows of a promised-date filter (`due` given), with a type or status. */
export function tallyConditions(
  t: QueueTables,
  b: Binds,
  due: NonNullable<QueueQuery['due']>,
  query: Pick<QueueQuery, 'serviceType' | 'status'>,
): SQL | undefined {
  return and(
    'before' in due
      ? lt(t.tallies.dueOn, b.of(due.before))
      : and(gte(t.tallies.dueOn, b.of(due.from)), lte(t.tallies.dueOn, b.of(due.until))),
    query.serviceType ? eq(t.tallies.serviceType, b.of(query.serviceType)) : undefined,
    query.status ? eq(t.tallies.status, b.of(query.status)) : undefined,
  );
}

/**
 * Whether the type-and-status tallies answer the total (docs/decisions/086): no filter but a
 * type or a status.
 */
export function countsAnswer(query: QueueQuery): boolean {
  return query.due === undefined && query.assignedTo === undefined && !query.search;
}

/** The type-and-status tallies' rows of a filter that `countsAnswer`. */
export function countConditions(
  t: QueueTables,
  b: Binds,
  query: Pick<QueueQuery, 'serviceType' | 'status'>,
): SQL | undefined {
  return and(
    query.serviceType ? eq(t.counts.serviceType, b.of(query.serviceType)) : undefined,
    query.status ? eq(t.counts.status, b.of(query.status)) : undefined,
  );
}

/** Whether the tallies answer the total: a promised-date filter without search or assignment. */
export function talliesAnswer(query: QueueQuery): query is QueueQuery & {
  due: NonNullable<QueueQuery['due']>;
} {
  return query.due !== undefined && query.assignedTo === undefined && !query.search;
}

/** Whether the status filter leaves any running application (tallies count only those). */
export function runningStatusAsked(status: QueueQuery['status']): boolean {
  const running: readonly string[] = runningStatuses;
  return status === undefined || running.includes(status);
}

/** Promised-date keys of several statuses' pages, merged in (due_on, id) order. */
export function mergeDueKeys<K extends { id: string; dueOn: string | null }>(keys: K[]): K[] {
  const key = (row: K) => `${row.dueOn ?? ''}\u0000${row.id}`;
  return keys.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * A page from the promised-date keys of each status's page: merged in (due_on, id) order, the
 * first `limit` ids, and whether more follow.
 */
export function duePage<K extends { id: string; dueOn: string | null }>(
  pages: K[][],
  limit: number,
): { ids: string[]; more: boolean } {
  const merged = mergeDueKeys(pages.flat());
  return { ids: merged.slice(0, limit).map((key) => key.id), more: merged.length > limit };
}

/**
 * A page from a selective search's keys, all of them in order, each saying whether it comes
 * after the cursor: the first `limit` ids after it, whether more follow, and the total (every
 * key, those before the cursor too).
 */
export function selectivePage(
  keys: Array<{ id: string; following: number }>,
  limit: number,
): { ids: string[]; more: boolean; total: { total: number; totalIsCapped: boolean } } {
  const following = keys.filter((key) => key.following === 1);
  return {
    ids: following.slice(0, limit).map((key) => key.id),
    more: following.length > limit,
    total: { total: keys.length, totalIsCapped: false },
  };
}

/** A queue row as both dialects select it, flat: the application, its citizen, its assignee. */
export interface QueueRowColumns {
  id: string;
  reference: string;
  serviceType: Application['serviceType'];
  status: Application['status'];
  applicantName: string | null;
  createdAt: Date;
  updatedAt: Date;
  dueOn: string | null;
  userId: string;
  userName: string;
  userEmail: string | null;
  userMobile: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
}

export function queueRowOf(row: QueueRowColumns): QueueRow {
  return {
    id: row.id,
    reference: row.reference,
    serviceType: row.serviceType,
    status: row.status,
    applicantName: row.applicantName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    dueOn: row.dueOn,
    user: { id: row.userId, name: row.userName, email: row.userEmail, mobile: row.userMobile },
    assignee:
      row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
  };
}
