import { and, asc, count, eq, type SQL, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PgDb } from '../postgres.ts';
import {
  type Application,
  applicationSearchTerms,
  applications,
  applicationTallies,
  runningDueTallies,
  statusValues,
  users,
} from '../schema.pg.ts';
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
import { Binds, Statements, type StatementText, statementName } from './statements.ts';

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

/** The queue on PostgreSQL; `checkStatements` for the contract tests (`Statements`). */
export function createPgApplicationsQueueRepository(
  db: PgDb,
  options: { checkStatements?: boolean } = {},
): ApplicationsQueueRepository {
  // Drizzle builds each shape's text once, and PostgreSQL parses it once per connection: the
  // statements are named by their text. PostgreSQL then plans the first calls for their
  // values and keeps a generic plan when its cost is no worse (decision 088).
  const statements = new Statements({ check: options.checkStatements });
  const prepared = <B extends { prepare(name: string): unknown; toSQL(): StatementText }>(
    shape: string,
    builder: B,
  ) =>
    statements.of(
      shape,
      builder,
      (query, text) => query.prepare(statementName('seva_queue', text)) as ReturnType<B['prepare']>,
    );

  /** How many terms each of `rankedWords` starts, up to SELECTIVE_SEARCH: one statement. */
  async function termCountsOf(words: readonly string[]): Promise<number[]> {
    const b = new Binds();
    const { fields, from } = termCounts(t, b, words, SELECTIVE_SEARCH);
    const [row] = await prepared(`counts ${words.length}`, db.select(fields).from(from)).execute(
      b.values,
    );
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
  async function searchOf(
    b: Binds,
    search: QueueQuery['search'],
  ): Promise<{
    conditions: SQL[];
    broad: boolean;
    hits: Hits | null;
    /** A broad search's one word, when it has only one (`broadTotal`). */
    onlyWord: string | null;
  }> {
    if (!search) return { conditions: [], broad: false, hits: null, onlyWord: null };
    const words = rankedWords(search);
    const ranked = rankByCounts(search, words.length > 0 ? await termCountsOf(words) : []);
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

  /**
   * The statement whose `n` is a page's total, or null when it is 0 (a promised-date filter
   * on closed statuses).
   */
  function totalQuery(
    b: Binds,
    query: QueueQuery,
    filter: SQL | undefined,
    broad: boolean,
    hits: Hits | null,
    onlyWord: string | null,
  ): SQL | null {
    // A promised-date filter alone is added up from the database's tallies (decision 071).
    if (talliesAnswer(query)) {
      if (!runningStatusAsked(query.status)) return null;
      return db
        .select({ n: sum(runningDueTallies.n) })
        .from(runningDueTallies)
        .where(tallyConditions(t, b, query.due, query))
        .getSQL();
    }
    // No filter but a type or a status: the type-and-status tallies (decision 086).
    if (countsAnswer(query)) {
      return db
        .select({ n: sum(applicationTallies.n) })
        .from(applicationTallies)
        .where(countConditions(t, b, query))
        .getSQL();
    }
    if (hits) {
      return db.select({ n: count() }).from(hits).crossJoin(applications).where(filter).getSQL();
    }
    if (!broad) return db.select({ n: count() }).from(applications).where(filter).getSQL();
    const limited = db
      .select({ id: applications.id })
      .from(applications)
      .where(filter)
      .limit(query.broadCountCap + 1)
      .as('limited');
    return broadTotal(
      t,
      b,
      db.select({ n: count() }).from(limited).getSQL(),
      onlyWord,
      query.broadCountCap,
    );
  }

  /** The total as a number: 0 when there is no statement for it (`totalQuery`). */
  const totalColumn = (counted: SQL | null) =>
    sql<number>`coalesce((${counted ?? sql`0`}), 0)`.mapWith(Number);

  async function totalOf(
    b: Binds,
    shape: string,
    query: QueueQuery,
    filter: SQL | undefined,
    broad: boolean,
    hits: Hits | null,
    onlyWord: string | null,
  ): Promise<{ total: number; totalIsCapped: boolean }> {
    const counted = totalQuery(b, query, filter, broad, hits, onlyWord);
    if (!counted) return { total: 0, totalIsCapped: false };
    const totalOf = db.select({ n: totalColumn(counted) }).from(sql`(select 1) as one`);
    const [row] = await prepared(`total ${shape}`, totalOf).execute(b.values);
    return countedTotal(row?.n ?? 0, query, broad);
  }

  /** Running applications promised before `today`, per type, from the tallies. */
  function overdueByType(on: Pick<PgDb, 'select'>, today: string) {
    const b = new Binds();
    return on
      .select({
        serviceType: runningDueTallies.serviceType,
        n: sum(runningDueTallies.n).mapWith(Number),
      })
      .from(runningDueTallies)
      .where(tallyConditions(t, b, { before: today }, {}))
      .groupBy(runningDueTallies.serviceType)
      .execute(b.values);
  }

  // A page's rows read whole by their ids, after their keys were found: one statement,
  // prepared by name on each connection (`= any($1)` keeps its text the same for any page).
  const rowsByIds = db
    .select(columns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(assignee, eq(assignee.id, applications.assignedTo))
    .where(sql`${applications.id} = any(${sql.placeholder('ids')})`)
    .prepare('seva_queue_rows');

  /** The rows of these ids, in their order. */
  async function rowsOf(ids: string[]): Promise<QueueRowColumns[]> {
    if (ids.length === 0) return [];
    const found = new Map((await rowsByIds.execute({ ids })).map((row) => [row.id, row]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  return {
    async page(query) {
      // Every value of the page's statements is bound here, in the same order for every
      // query of its shape, so each statement is built once per shape (`Statements`).
      const b = new Binds();
      const search = await searchOf(b, query.search);
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
        // Rows without a promised date first, as SQLite sorts nulls.
        const dueFirst = sql`${applications.dueOn} asc nulls first`;
        const after = afterDue(t, b, order.after);
        // Filled per status: the same statement serves each.
        const status = sql.placeholder('status');
        const keysOf = (
          hits
            ? db.select(dueKey).from(hits).crossJoin(applications).$dynamic()
            : db.select(dueKey).from(applications).$dynamic()
        )
          .where(and(filter, eq(applications.status, status), after))
          .orderBy(dueFirst, asc(applications.id))
          .limit(pageSize);
        const statement = prepared(`due ${shape}`, keysOf);
        const pages = await Promise.all(
          statuses.map((each) => statement.execute({ ...b.values, status: each })),
        );
        const due = duePage(pages, limit);
        rows = await rowsOf(due.ids);
        more = due.more;
      } else if (hits) {
        // A selective search reads its few matching ids first, each looked up by key (CROSS
        // JOIN, as on SQLite). It has fewer than SELECTIVE_SEARCH matches: one statement
        // reads all their keys, in order. The total is their number, the page the first after
        // the cursor, read whole by key (decision 087).
        const keysOf = db
          .select({ id: applications.id, following: followingCursor(t, b, order) })
          .from(hits)
          .crossJoin(applications)
          .where(filter)
          .orderBy(...orderOf(t, order));
        const keys = await prepared(`keys ${shape}`, keysOf).execute(b.values);
        const selective = selectivePage(keys, limit);
        rows = await rowsOf(selective.ids);
        ({ more, total } = selective);
      } else {
        // The page's keys along the created_at index, with the total beside them as a scalar
        // subquery run once, without the cursor's condition; then the rows by key. The keys'
        // statement joins nothing, so PostgreSQL plans it in a fraction of the time
        // (decision 087).
        const keysOf = db
          .select({
            id: applications.id,
            total: totalColumn(totalQuery(b, query, filter, search.broad, null, onlyWord)),
          })
          .from(applications)
          .where(and(filter, afterCursor(t, b, order)))
          .orderBy(...orderOf(t, order))
          .limit(pageSize);
        const keys = await prepared(`keys ${shape}`, keysOf).execute(b.values);
        rows = await rowsOf(keys.slice(0, limit).map((key) => key.id));
        more = keys.length > limit;
        const [first] = keys;
        // No key and no cursor: nothing matches. No key after a cursor: counted apart below.
        if (first) total = countedTotal(first.total, query, search.broad);
        else if (!order.after) total = { total: 0, totalIsCapped: false };
      }
      return {
        rows: rows.map(queueRowOf),
        more,
        ...(total ?? (await totalOf(b, shape, query, filter, search.broad, hits, onlyWord))),
      };
    },

    async overdueByType(today) {
      return overdueByType(db, today);
    },

    counts(today) {
      // One snapshot for the three counts, as the overview shows them side by side.
      return db.transaction(
        async (tx) => ({
          byStatus: await tx
            .select({
              status: applicationTallies.status,
              n: sum(applicationTallies.n).mapWith(Number),
            })
            .from(applicationTallies)
            .groupBy(applicationTallies.status),
          byType: await tx
            .select({
              serviceType: applicationTallies.serviceType,
              n: sum(applicationTallies.n).mapWith(Number),
            })
            .from(applicationTallies)
            .groupBy(applicationTallies.serviceType),
          overdueByType: await overdueByType(tx, today),
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
