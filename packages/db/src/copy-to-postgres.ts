import { createHash } from 'node:crypto';
import {
  and,
  type Column,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  is,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as getSqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client.ts';
import type { PgDb } from './postgres.ts';
import * as pgSchema from './schema.pg.ts';
import * as sqliteSchema from './schema.ts';

/**
 * Copies a cafe's SQLite database into a migrated PostgreSQL database, every table of
 * schema.ts in foreign-key order, ids and values as they are (`pnpm cli migrate-to-postgres`,
 * docs/decisions/080-migrate-to-postgres.md), and compares the two by row counts and checksums.
 *
 * The copy is one PostgreSQL transaction: it is whole or not there at all, so a run cut off
 * half-way leaves the target as it found it. Each table is read from the source in batches by
 * primary key; the target's rows with the same keys are looked up, rows it lacks are inserted,
 * and a row it holds with other values (or a row the source does not have) stops the copy:
 * nothing is written, and the error lists the tables. Running it again copies nothing and
 * finds every row already there.
 */

/** One table in both schemas: the SQLite original and its PostgreSQL twin. */
export interface TablePair {
  /** The SQL name, the same in both. */
  name: string;
  sqlite: SQLiteTable;
  pg: PgTable;
  /** Column keys, in the SQLite schema's order: a row's canonical form lists them so. */
  keys: string[];
  /** The primary key's column keys. */
  primaryKey: string[];
  kind: TableKind;
}

/**
 * `rows`: copied row by row. `seeded`: reference data the PostgreSQL migrations insert
 * (migrations-pg/0001): in a target that holds nothing else yet, its rows are made the
 * source's (the cafe may have changed a price, a fee or its centre's name). `derived`: kept by
 * triggers (migrations-pg/0001 and 0005 keep `running_due_tallies` and `application_tallies`
 * from `applications`): filled by
 * the trigger as applications are copied, then recomputed from them once more.
 */
export type TableKind = 'rows' | 'seeded' | 'derived';

const SEEDED = new Set([
  'products',
  'rtps_blocks',
  'rtps_registration_types',
  'portal_settings',
  'service_fees',
]);
const DERIVED = new Set(['running_due_tallies', 'application_tallies']);

/** Every table of schema.ts with its twin, parents before the tables that point at them. */
export function copiedTables(): TablePair[] {
  const pgByName = new Map<string, PgTable>();
  for (const value of Object.values(pgSchema)) {
    if (is(value, PgTable)) pgByName.set(getTableName(value), value);
  }
  const pairs = new Map<string, TablePair>();
  for (const value of Object.values(sqliteSchema)) {
    if (!is(value, SQLiteTable)) continue;
    const name = getTableName(value);
    const pg = pgByName.get(name);
    if (!pg) throw new Error(`${name} has no twin in schema.pg.ts`);
    pairs.set(name, {
      name,
      sqlite: value,
      pg,
      keys: Object.keys(getTableColumns(value)),
      primaryKey: primaryKeyOf(value),
      kind: SEEDED.has(name) ? 'seeded' : DERIVED.has(name) ? 'derived' : 'rows',
    });
  }
  return inForeignKeyOrder([...pairs.values()]);
}

function primaryKeyOf(table: SQLiteTable): string[] {
  const columns = getTableColumns(table);
  const keyOf = (column: Column) => {
    const found = Object.entries(columns).find(([, candidate]) => candidate === column)?.[0];
    if (!found) throw new Error(`a key column of ${getTableName(table)} is not its own`);
    return found;
  };
  const { primaryKeys } = getSqliteTableConfig(table);
  const composite = primaryKeys[0];
  if (composite) return composite.columns.map(keyOf);
  const single = Object.entries(columns)
    .filter(([, column]) => column.primary)
    .map(([key]) => key);
  if (single.length !== 1) throw new Error(`${getTableName(table)} has no primary key to copy by`);
  return single;
}

/** Kahn's algorithm, ties by name, so the order is the same on every run. */
function inForeignKeyOrder(pairs: TablePair[]): TablePair[] {
  const parents = new Map<string, Set<string>>();
  for (const pair of pairs) {
    const names = new Set<string>();
    for (const key of getSqliteTableConfig(pair.sqlite).foreignKeys) {
      const parent = getTableName(key.reference().foreignTable);
      if (parent !== pair.name) names.add(parent);
    }
    parents.set(pair.name, names);
  }
  const ordered: TablePair[] = [];
  const done = new Set<string>();
  while (ordered.length < pairs.length) {
    const ready = pairs
      .filter((pair) => !done.has(pair.name))
      .filter((pair) => [...(parents.get(pair.name) ?? [])].every((parent) => done.has(parent)))
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    const next = ready[0];
    if (!next) throw new Error('the foreign keys of schema.ts make a cycle');
    ordered.push(next);
    done.add(next.name);
  }
  return ordered;
}

type Row = Record<string, unknown>;

/**
 * A row as text both dialects give alike: its values in the SQLite schema's column order,
 * times as ISO instants (milliseconds, as SQLite keeps them), JSON columns as JSON.
 */
export function canonicalRow(pair: TablePair, row: Row): string {
  return JSON.stringify(
    pair.keys.map((key) => {
      const value = row[key];
      return value instanceof Date ? value.toISOString() : (value ?? null);
    }),
  );
}

const keyText = (pair: TablePair, row: Row) =>
  JSON.stringify(pair.primaryKey.map((key) => row[key]));

/** What the copy did with one table. */
export interface TableCopy {
  table: string;
  kind: TableKind;
  /** Rows in the source. */
  source: number;
  /** Rows written into the target by this run (for seeded tables, made the source's). */
  copied: number;
  /** Rows the target already held with the same values. */
  present: number;
}

/** The target holds rows that differ from the source's, or that the source does not have. */
export class TargetDiffersError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `the target database holds rows that differ from the source: nothing was copied.\n  ${problems.join('\n  ')}`,
    );
    this.name = 'TargetDiffersError';
  }
}

export interface CopyOptions {
  /** Rows read, looked up and inserted at a time (500). */
  batchSize?: number;
  /** Told of each table as it is done, in order. */
  onTable?: (copy: TableCopy) => void;
}

/** Any fixed number: two copies into one database wait for each other. */
const copyLockKey = 7_345_119;

/**
 * Copies every table of `from` (an open, migrated SQLite database) into `to` (a migrated
 * PostgreSQL database) in one transaction; throws TargetDiffersError, having written nothing,
 * when the target holds rows that differ from the source's.
 */
export async function copySqliteToPostgres(
  from: Db,
  to: PgDb,
  options: CopyOptions = {},
): Promise<TableCopy[]> {
  const batchSize = options.batchSize ?? 500;
  const pairs = copiedTables();
  return inReadSnapshot(from, () =>
    to.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${copyLockKey})`);
      const fresh = await holdsOnlySeeds(tx, pairs);
      const problems: string[] = [];
      const copies: TableCopy[] = [];
      for (const pair of pairs) {
        const copy =
          pair.kind === 'derived'
            ? await recomputeTallies(tx, from, pair)
            : await copyTable(tx, from, pair, {
                batchSize,
                // Seeded rows are the migration's defaults until the first copy replaces them.
                replaceSeeds: fresh && pair.kind === 'seeded',
                write: problems.length === 0,
                problems,
              });
        copies.push(copy);
        options.onTable?.(copy);
      }
      if (problems.length > 0) throw new TargetDiffersError(problems);
      return copies;
    }),
  );
}

/**
 * After a bulk copy, what PostgreSQL's manual advises for a freshly populated database:
 * `VACUUM (ANALYZE)` of each copied table. The planner gets the new rows' statistics, and
 * their pages are marked all-visible, so index-only scans (the queue's searches and counts)
 * need not visit the table. Autovacuum would get there within minutes; the first requests
 * after a move should not wait for it. VACUUM cannot run in a transaction: one per table.
 */
export async function vacuumCopied(to: PgDb): Promise<void> {
  for (const pair of copiedTables()) {
    await to.execute(sql`VACUUM (ANALYZE) ${sql.identifier(pair.name)}`);
  }
}

export type PgTx = Parameters<Parameters<PgDb['transaction']>[0]>[0];
type PgReader = PgDb | PgTx;

/** True when every table but the migrations' seeds (and the tallies) is empty in the target. */
async function holdsOnlySeeds(tx: PgTx, pairs: TablePair[]): Promise<boolean> {
  for (const pair of pairs) {
    if (pair.kind !== 'rows') continue;
    const [found] = await tx.select({ one: sql<number>`1` }).from(pair.pg).limit(1);
    if (found) return false;
  }
  return true;
}

async function copyTable(
  tx: PgTx,
  from: Db,
  pair: TablePair,
  run: { batchSize: number; replaceSeeds: boolean; write: boolean; problems: string[] },
): Promise<TableCopy> {
  const copy: TableCopy = { table: pair.name, kind: pair.kind, source: 0, copied: 0, present: 0 };
  const before = await countPg(tx, pair);
  let differing = 0;
  let replacing = 0;
  const sourceKeys = new Set<string>();
  const writing = () => run.write && differing === 0;
  for (const batch of sqliteBatches(from, pair, run.batchSize)) {
    copy.source += batch.length;
    const held = new Map<string, string>();
    for (const row of await pgRowsWithKeys(tx, pair, batch)) {
      held.set(keyText(pair, row), canonicalRow(pair, row));
    }
    const missing: Row[] = [];
    const replaced: Row[] = [];
    for (const row of batch) {
      const key = keyText(pair, row);
      sourceKeys.add(key);
      const there = held.get(key);
      if (there === undefined) missing.push(row);
      else if (there === canonicalRow(pair, row)) copy.present += 1;
      else if (run.replaceSeeds) replaced.push(row);
      else differing += 1;
    }
    replacing += replaced.length;
    if (!writing()) continue;
    if (missing.length > 0) copy.copied += await insertRows(tx, pair, missing);
    if (replaced.length > 0) copy.copied += await replaceRows(tx, pair, replaced);
  }
  // Rows whose key the source does not have.
  const extra = before - copy.present - differing - replacing;
  if (differing > 0) {
    run.problems.push(
      `${pair.name}: ${differing} ${differing === 1 ? 'row differs' : 'rows differ'} from the source's row with the same key`,
    );
  }
  if (extra > 0 && run.replaceSeeds) {
    if (writing()) copy.copied += await deleteRowsNotIn(tx, pair, sourceKeys);
  } else if (extra > 0) {
    run.problems.push(
      `${pair.name}: ${extra} ${extra === 1 ? 'row is' : 'rows are'} not in the source`,
    );
  }
  return copy;
}

/**
 * The tallies are the trigger's, kept as each application was inserted; recomputed here from
 * the applications all the same, so they are right whatever the target held before.
 */
async function recomputeTallies(tx: PgTx, from: Db, pair: TablePair): Promise<TableCopy> {
  if (pair.name === 'running_due_tallies') {
    await tx.execute(sql`DELETE FROM "running_due_tallies"`);
    await tx.execute(sql`
      INSERT INTO "running_due_tallies" ("due_on", "service_type", "status", "n")
      SELECT "due_on", "service_type", "status", count(*)
      FROM "applications"
      WHERE "status" IN ('pending', 'in_progress') AND "due_on" IS NOT NULL
      GROUP BY "due_on", "service_type", "status"`);
  } else if (pair.name === 'application_tallies') {
    await tx.execute(sql`DELETE FROM "application_tallies"`);
    await tx.execute(sql`
      INSERT INTO "application_tallies" ("service_type", "status", "n")
      SELECT "service_type", "status", count(*) FROM "applications"
      GROUP BY "service_type", "status"`);
  } else {
    throw new Error(`no way to recompute ${pair.name}`);
  }
  const source = from.$client.prepare(`SELECT count(*) AS n FROM "${pair.name}"`).pluck().get();
  const target = await countPg(tx, pair);
  return {
    table: pair.name,
    kind: pair.kind,
    source: Number(source),
    copied: target,
    present: 0,
  };
}

/** The source's rows by primary key, `size` at a time (keyset pages: no OFFSET). */
export function* sqliteBatches(from: Db, pair: TablePair, size: number): Generator<Row[]> {
  const columns = getTableColumns(pair.sqlite);
  const order = pair.primaryKey.map((key) => columnOf(columns, key));
  let after: Row | undefined;
  for (;;) {
    const query = from.select().from(pair.sqlite);
    const page: Row[] = (
      after ? query.where(keysetAfter(order, pair.primaryKey, after, (column) => column)) : query
    )
      .orderBy(...order.map((column) => sql`${column}`))
      .limit(size)
      .all();
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1];
    if (page.length < size) return;
  }
}

function columnOf(columns: Record<string, Column>, key: string): Column {
  const column = columns[key];
  if (!column) throw new Error(`no column ${key}`);
  return column;
}

function pgColumnOf(columns: Record<string, Column>, key: string): PgColumn {
  const column = columns[key];
  if (!is(column, PgColumn)) throw new Error(`no column ${key}`);
  return column;
}

/**
 * `(a, b, …) > (x, y, …)` written out, for keyset pages: `a > x OR (a = x AND b > y) …`.
 * `expression` wraps a column for comparing (PostgreSQL compares text by bytes, as SQLite).
 */
function keysetAfter(
  columns: Column[],
  keys: string[],
  after: Row,
  expression: (column: Column) => Column | SQL,
): SQL | undefined {
  const terms: SQL[] = [];
  for (let i = 0; i < columns.length; i++) {
    const equalBefore = columns
      .slice(0, i)
      .map((column, j) => sql`${expression(column)} = ${param(column, after[keys[j] ?? ''])}`);
    const column = columns[i];
    if (!column) continue;
    const greater = sql`${expression(column)} > ${param(column, after[keys[i] ?? ''])}`;
    const term = and(...equalBefore, greater);
    if (term) terms.push(term);
  }
  return or(...terms);
}

const param = (column: Column, value: unknown) => sql.param(value, column);

/** The target's rows with the keys of `batch`. */
async function pgRowsWithKeys(tx: PgTx, pair: TablePair, batch: Row[]): Promise<Row[]> {
  const columns = getTableColumns(pair.pg);
  const keyColumns = pair.primaryKey.map((key) => columnOf(columns, key));
  const [only] = keyColumns;
  if (keyColumns.length === 1 && only) {
    const key = pair.primaryKey[0] ?? '';
    return tx
      .select()
      .from(pair.pg)
      .where(
        inArray(
          only,
          batch.map((row) => row[key]),
        ),
      );
  }
  const matches = batch.map((row) =>
    and(...keyColumns.map((column, i) => eq(column, row[pair.primaryKey[i] ?? '']))),
  );
  return tx
    .select()
    .from(pair.pg)
    .where(or(...matches));
}

async function insertRows(tx: PgTx, pair: TablePair, rows: Row[]): Promise<number> {
  const result = await tx.insert(pair.pg).values(rows).onConflictDoNothing();
  return result.rowCount ?? 0;
}

/** Seeded rows made the source's: every column but the key set from the source row. */
async function replaceRows(tx: PgTx, pair: TablePair, rows: Row[]): Promise<number> {
  const columns = getTableColumns(pair.pg);
  const keyColumns = pair.primaryKey.map((key) => pgColumnOf(columns, key));
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (pair.primaryKey.includes(key)) continue;
    // Both schemas use casing 'snake_case': a column without its own name gets its key's.
    const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
    set[key] = sql`excluded.${sql.identifier(name)}`;
  }
  const result = await tx
    .insert(pair.pg)
    .values(rows)
    .onConflictDoUpdate({ target: keyColumns, set });
  return result.rowCount ?? 0;
}

/** Removes the seeded rows the source does not have (a product or code the cafe deleted). */
async function deleteRowsNotIn(tx: PgTx, pair: TablePair, keep: Set<string>): Promise<number> {
  const columns = getTableColumns(pair.pg);
  const keyColumns = pair.primaryKey.map((key) => columnOf(columns, key));
  let deleted = 0;
  for (const row of await tx.select().from(pair.pg)) {
    if (keep.has(keyText(pair, row))) continue;
    const match = and(...keyColumns.map((column, i) => eq(column, row[pair.primaryKey[i] ?? ''])));
    const result = await tx.delete(pair.pg).where(match);
    deleted += result.rowCount ?? 0;
  }
  return deleted;
}

async function countPg(db: PgReader, pair: TablePair): Promise<number> {
  const [found] = await db.select({ n: sql<string>`count(*)` }).from(pair.pg);
  return Number(found?.n ?? 0);
}

/**
 * Runs `work` with the SQLite connection inside one read transaction, so every page it reads
 * comes from one snapshot of the database, whatever is written meanwhile.
 */
async function inReadSnapshot<T>(from: Db, work: () => Promise<T>): Promise<T> {
  const client = from.$client;
  client.exec('BEGIN DEFERRED');
  try {
    // The snapshot starts with the first read.
    client.prepare('SELECT count(*) FROM sqlite_master').get();
    return await work();
  } finally {
    client.exec('COMMIT');
  }
}

/** One table's rows and checksum on each side. */
export interface TableCheck {
  table: string;
  source: { rows: number; checksum: string };
  target: { rows: number; checksum: string };
  /** Same count and same checksum. */
  same: boolean;
}

/**
 * Counts each table's rows on both sides and hashes them (SHA-256 of each row's canonical form,
 * a line each, in primary-key order: SQLite's bytewise text order, and PostgreSQL's with
 * `COLLATE "C"`, which is the same). Each side is read from one snapshot.
 */
export async function compareSqliteWithPostgres(
  from: Db,
  to: PgDb,
  options: { batchSize?: number; onTable?: (check: TableCheck) => void } = {},
): Promise<TableCheck[]> {
  const batchSize = options.batchSize ?? 1000;
  const pairs = copiedTables();
  return inReadSnapshot(from, () =>
    to.transaction(
      async (tx) => {
        const checks: TableCheck[] = [];
        for (const pair of pairs) {
          const source = digest(pair, sqliteBatches(from, pair, batchSize));
          const target = digest(pair, pgBatches(tx, pair, batchSize));
          const [left, right] = await Promise.all([source, target]);
          const check = {
            table: pair.name,
            source: left,
            target: right,
            same: left.rows === right.rows && left.checksum === right.checksum,
          };
          checks.push(check);
          options.onTable?.(check);
        }
        return checks;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    ),
  );
}

export async function digest(
  pair: TablePair,
  batches: Iterable<Row[]> | AsyncIterable<Row[]>,
): Promise<{ rows: number; checksum: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      hash.update(canonicalRow(pair, row));
      hash.update('\n');
      rows += 1;
    }
  }
  return { rows, checksum: hash.digest('hex') };
}

/** The target's rows by primary key, text keys compared by bytes as SQLite compares them. */
export async function* pgBatches(tx: PgTx, pair: TablePair, size: number): AsyncGenerator<Row[]> {
  const columns = getTableColumns(pair.pg);
  const keyColumns = pair.primaryKey.map((key) => columnOf(columns, key));
  const bytewise = (column: Column): Column | SQL =>
    column.getSQLType().startsWith('text') ? sql`${column} COLLATE "C"` : column;
  const order = keyColumns.map((column) => sql`${bytewise(column)}`);
  let after: Row | undefined;
  for (;;) {
    const query = tx.select().from(pair.pg);
    const page: Row[] = await (after
      ? query.where(keysetAfter(keyColumns, pair.primaryKey, after, bytewise))
      : query
    )
      .orderBy(...order)
      .limit(size);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1];
    if (page.length < size) return;
  }
}
