import { and, asc, count, eq, type SQL, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';
import {
  type Application,
  applicationSearchTerms,
  applications,
  applicationTallies,
  runningDueTallies,
  statusValues,
  users,
} from '../schema.ts';
import {
  type ApplicationsQueueRepository,
  type QueueQuery,
  runningStatuses,
  SELECTIVE_SEARCH,
} from './applications-queue.ts';
import {
  afterCursor,
  afterDue,
  broadTotal,
  countConditions,
  countedTotal,
  countsAnswer,
  duePage,
  filterConditions,
  followingCursor,
  hasTerm,
  orderOf,
  type QueueRowColumns,
  type QueueTables,
  queueRowOf,
  queueShape,
  rankByCounts,
  rankedWords,
  runningStatusAsked,
  selectivePage,
  talliesAnswer,
  tallyConditions,
  termCounts,
  termRange,
} from './applications-queue.where.ts';
import { Binds, Statements, type StatementText } from './statements.ts';

const t: QueueTables = {
  applications,
  terms: applicationSearchTerms,
  tallies: runningDueTallies,
  counts: applicationTallies,
};

/** The operator an application is assigned to, joined beside its citizen. */
const assignee = alias(users, 'assignee');

const columns = {
  id: applications.id,
  reference: applications.reference,
  serviceType: applications.serviceType,
  status: applications.status,
  applicantName: applications.applicantName,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  dueOn: applications.dueOn,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  userMobile: users.mobile,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
};

/** The queue on SQLite; `checkStatements` for the contract tests (`Statements`). */
export function createSqliteApplicationsQueueRepository(
  db: Db,
  options: { checkStatements?: boolean } = {},
): ApplicationsQueueRepository {
  const statements = new Statements({ check: options.checkStatements });
  const prepared = <B extends { prepare(): unknown; toSQL(): StatementText }>(
    shape: string,
    builder: B,
  ) => statements.of(shape, builder, (query) => query.prepare() as ReturnType<B['prepare']>);

  /** How many terms each of `rankedWords` starts, up to SELECTIVE_SEARCH: one statement. */
  function termCountsOf(words: readonly string[]): number[] {
    const b = new Binds();
    const { fields, from } = termCounts(t, b, words, SELECTIVE_SEARCH);
    const row = prepared(`counts ${words.length}`, db.select(fields).from(from)).get(b.values);
    return words.map((_, i) => row?.[`n${i}`] ?? 0);
  }

  /** The applications a word matches, each once: where a selective search starts. */
  const hitsOf = (b: Binds, word: string) =>
    db
      .selectDistinct({ applicationId: applicationSearchTerms.applicationId })
      .from(applicationSearchTerms)
      .where(termRange(t, b, word))
      .as('hits');
  type Hits = ReturnType<typeof hitsOf>;

  /**
   * The search drives from its most selective word (a small id set, `driver`); the other
   * words are checked per candidate. When every word is common, the newest-first scan finds a
   * page quickly and each word is checked per row.
   */
  function searchOf(
    b: Binds,
    search: QueueQuery['search'],
  ): {
    conditions: SQL[];
    broad: boolean;
    hits: Hits | null;
    /** A broad search's one word, when it has only one (`broadTotal`). */
    onlyWord: string | null;
  } {
    if (!search) return { conditions: [], broad: false, hits: null, onlyWord: null };
    const words = rankedWords(search);
    const ranked = rankByCounts(search, words.length > 0 ? termCountsOf(words) : []);
    const [driver, ...others] = ranked;
    if (!driver) return { conditions: [], broad: false, hits: null, onlyWord: null };
    if (driver.n >= SELECTIVE_SEARCH) {
      return {
        conditions: ranked.map(({ word }) => hasTerm(t, b, word)),
        broad: true,
        hits: null,
        onlyWord: ranked.length === 1 ? driver.word : null,
      };
    }
    return {
      hits: hitsOf(b, driver.word),
      conditions: others.map(({ word }) => hasTerm(t, b, word)),
      broad: false,
      onlyWord: null,
    };
  }

  function totalOf(
    b: Binds,
    shape: string,
    query: QueueQuery,
    filter: SQL | undefined,
    broad: boolean,
    hits: Hits | null,
    onlyWord: string | null,
  ): { total: number; totalIsCapped: boolean } {
    const key = `total ${shape}`;
    // A promised-date filter alone is added up from the database's tallies (decision 071).
    if (talliesAnswer(query)) {
      if (!runningStatusAsked(query.status)) return { total: 0, totalIsCapped: false };
      const talliesOf = db
        .select({ n: sum(runningDueTallies.n).mapWith(Number) })
        .from(runningDueTallies)
        .where(tallyConditions(t, b, query.due, query));
      return { total: prepared(key, talliesOf).get(b.values)?.n ?? 0, totalIsCapped: false };
    }
    // No filter but a type or a status: the type-and-status tallies (decision 086).
    if (countsAnswer(query)) {
      const countsOf = db
        .select({ n: sum(applicationTallies.n).mapWith(Number) })
        .from(applicationTallies)
        .where(countConditions(t, b, query));
      return { total: prepared(key, countsOf).get(b.values)?.n ?? 0, totalIsCapped: false };
    }
    if (hits) {
      const counted = db.select({ n: count() }).from(hits).crossJoin(applications).where(filter);
      return { total: prepared(key, counted).get(b.values)?.n ?? 0, totalIsCapped: false };
    }
    if (!broad) {
      const counted = db.select({ n: count() }).from(applications).where(filter);
      return { total: prepared(key, counted).get(b.values)?.n ?? 0, totalIsCapped: false };
    }
    const cap = query.broadCountCap;
    const limited = db
      .select({ id: applications.id })
      .from(applications)
      .where(filter)
      .limit(cap + 1)
      .as('limited');
    const counted = broadTotal(
      t,
      b,
      db.select({ n: count() }).from(limited).getSQL(),
      onlyWord,
      cap,
    );
    const one = sql`(select 1) as one`;
    const n =
      prepared(key, db.select({ n: sql<number>`(${counted})`.mapWith(Number) }).from(one)).get(
        b.values,
      )?.n ?? 0;
    return countedTotal(n, query, true);
  }

  /** Running applications promised before `today`, per type, from the tallies. */
  function overdueByType(today: string) {
    const b = new Binds();
    const perType = db
      .select({
        serviceType: runningDueTallies.serviceType,
        n: sum(runningDueTallies.n).mapWith(Number),
      })
      .from(runningDueTallies)
      .where(tallyConditions(t, b, { before: today }, {}))
      .groupBy(runningDueTallies.serviceType);
    return prepared('overdue by type', perType).all(b.values);
  }

  // A page's rows read whole by their ids, after their keys were found: one statement for any
  // number of ids, given as a JSON array (each looked up by the primary key).
  const rowsByIds = db
    .select(columns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(assignee, eq(assignee.id, applications.assignedTo))
    .where(sql`${applications.id} in (select value from json_each(${sql.placeholder('ids')}))`)
    .prepare();

  /** The rows of a page's ids, in their order. */
  function rowsOf(ids: string[]): QueueRowColumns[] {
    if (ids.length === 0) return [];
    const found = new Map(rowsByIds.all({ ids: JSON.stringify(ids) }).map((row) => [row.id, row]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  return {
    async page(query) {
      // Every value of the page's statements is bound here, in the same order for every
      // query of its shape, so each statement is prepared once per shape (`Statements`).
      const b = new Binds();
      const search = searchOf(b, query.search);
      const filters = filterConditions(t, b, query);
      const conditions = [...filters, ...search.conditions];
      // A broad search of one word and nothing else may be totalled from one term (broadTotal).
      const onlyWord = filters.length === 0 ? search.onlyWord : null;
      const { hits } = search;
      if (hits) conditions.push(eq(applications.id, hits.applicationId));
      const filter = conditions.length > 0 ? and(...conditions) : undefined;
      const { order, limit } = query;
      const shape = queueShape(query, {
        kind: hits ? 'selective' : search.broad ? 'broad' : 'none',
        words: search.conditions.length,
        onlyWord: onlyWord !== null,
      });
      const pageSize = b.of(limit + 1);
      let rows: QueueRowColumns[];
      let more: boolean;
      let total: { total: number; totalIsCapped: boolean } | undefined;
      if (order.by === 'due') {
        // Each status along the (status, due_on) index, merged here: a single query over
        // several statuses would sort every matching row before the first page (decision 067).
        // The keys are ids and dates only (rows of the same day sort by id); the page's rows
        // are read whole afterwards, by key.
        const statuses: ReadonlyArray<Application['status']> = query.status
          ? [query.status]
          : query.due
            ? runningStatuses
            : statusValues;
        const dueKey = { id: applications.id, dueOn: applications.dueOn };
        const after = afterDue(t, b, order.after);
        // Filled per status: the same statement serves each.
        const status = sql.placeholder('status');
        const keysOf = (
          hits
            ? db.select(dueKey).from(hits).crossJoin(applications).$dynamic()
            : db.select(dueKey).from(applications).$dynamic()
        )
          .where(and(filter, eq(applications.status, status), after))
          .orderBy(asc(applications.dueOn), asc(applications.id))
          .limit(pageSize);
        const statement = prepared(`due ${shape}`, keysOf);
        const due = duePage(
          statuses.map((each) => statement.all({ ...b.values, status: each })),
          limit,
        );
        rows = rowsOf(due.ids);
        more = due.more;
      } else if (hits) {
        // A selective search reads its few matching ids first, each looked up by key (CROSS
        // JOIN keeps that order; the planner would otherwise walk the status or type index
        // through thousands of rows). It has fewer than SELECTIVE_SEARCH matches: one
        // statement reads all their keys, in order. The total is their number, the page the
        // first after the cursor, read whole by key (decision 087).
        const keysOf = db
          .select({ id: applications.id, following: followingCursor(t, b, order) })
          .from(hits)
          .crossJoin(applications)
          .where(filter)
          .orderBy(...orderOf(t, order));
        const selective = selectivePage(prepared(`keys ${shape}`, keysOf).all(b.values), limit);
        rows = rowsOf(selective.ids);
        ({ more, total } = selective);
      } else {
        // One statement with the joins: SQLite plans it in microseconds (PostgreSQL reads the
        // keys first, decision 087).
        const pageOf = db
          .select(columns)
          .from(applications)
          .innerJoin(users, eq(users.id, applications.userId))
          .leftJoin(assignee, eq(assignee.id, applications.assignedTo))
          .where(and(filter, afterCursor(t, b, order)))
          .orderBy(...orderOf(t, order))
          .limit(pageSize);
        const found = prepared(`page ${shape}`, pageOf).all(b.values);
        rows = found.slice(0, limit);
        more = found.length > limit;
      }
      return {
        rows: rows.map(queueRowOf),
        more,
        ...(total ?? totalOf(b, shape, query, filter, search.broad, hits, onlyWord)),
      };
    },

    async overdueByType(today) {
      return overdueByType(today);
    },

    async counts(today) {
      return {
        byStatus: db
          .select({
            status: applicationTallies.status,
            n: sum(applicationTallies.n).mapWith(Number),
          })
          .from(applicationTallies)
          .groupBy(applicationTallies.status)
          .all(),
        byType: db
          .select({
            serviceType: applicationTallies.serviceType,
            n: sum(applicationTallies.n).mapWith(Number),
          })
          .from(applicationTallies)
          .groupBy(applicationTallies.serviceType)
          .all(),
        overdueByType: overdueByType(today),
      };
    },
  };
}
