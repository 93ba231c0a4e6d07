import {
  type Column,
  getTableColumns,
  getTableName,
  type InferInsertModel,
  type InferSelectModel,
  is,
  type Table,
} from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgTable } from 'drizzle-orm/pg-core';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as pg from './schema.pg.ts';
import * as sqlite from './schema.ts';

/**
 * The two schemas must give every table the same row types: code written against one runs
 * against the other. The type checks below fail `tsc` (and so the typecheck task) naming the
 * tables that drifted; the runtime checks repeat what can be seen at runtime.
 */

type Sqlite = typeof sqlite;
type Pg = typeof pg;
type TablesOf<M> = { [K in keyof M]: M[K] extends Table ? K : never }[keyof M];
type SqliteTables = TablesOf<Sqlite>;
type PgTables = TablesOf<Pg>;

/** Strict type equality (optional and readonly members count). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type Drift<K extends SqliteTables & PgTables> = Sqlite[K] extends Table
  ? Pg[K] extends Table
    ? Same<InferSelectModel<Sqlite[K]>, InferSelectModel<Pg[K]>> extends true
      ? Same<InferInsertModel<Sqlite[K]>, InferInsertModel<Pg[K]>> extends true
        ? never
        : `${K & string}: insert row differs`
      : `${K & string}: select row differs`
    : never
  : never;

/** The tables whose row types differ, by name; `never` when none do. */
type DriftedTables = { [K in SqliteTables & PgTables]: Drift<K> }[SqliteTables & PgTables];

function tablesOf(module: Record<string, unknown>, kind: typeof SQLiteTable | typeof PgTable) {
  return Object.entries(module)
    .filter(([, value]) => is(value, kind))
    .map(([name]) => name)
    .sort();
}

/** What a column looks like to code using it: its SQL name, its value kind and optionality. */
function columnShape(column: Column) {
  return {
    // Both configs use casing 'snake_case': a column without its own name gets its key's.
    sqlName: column.keyAsName ? toSnakeCase(column.name) : column.name,
    // The "C"-collated text columns are custom columns of strings.
    dataType: column.dataType === 'custom' ? customDataType(column) : column.dataType,
    notNull: column.notNull,
    hasDefault: column.hasDefault,
    primary: column.primary,
    isUnique: column.isUnique,
    enumValues: column.enumValues ?? [],
  };
}

function customDataType(column: Column): string {
  return column.getSQLType().startsWith('text') ? 'string' : column.getSQLType();
}

function shapesOf(table: Table) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [key, columnShape(column)]),
  );
}

const sqliteTables = tablesOf(sqlite, SQLiteTable);
const pgTables = tablesOf(pg, PgTable);

describe('schema.pg.ts mirrors schema.ts', () => {
  it('exports the same tables', () => {
    expectTypeOf<PgTables>().toEqualTypeOf<SqliteTables>();
    expect(sqliteTables.length).toBeGreaterThan(30);
    expect(pgTables).toEqual(sqliteTables);
  });

  it('gives every table the same select and insert row types', () => {
    expectTypeOf<DriftedTables>().toEqualTypeOf<never>();
    // The same check again, with an error that names each table that drifted: "Property
    // 'users: select row differs' is missing".
    const drifted: Record<DriftedTables, true> = {};
    expect(drifted).toEqual({});
  });

  const sqliteByName = new Map(Object.entries(sqlite));
  const pgByName = new Map(Object.entries(pg));
  it.each(sqliteTables)('%s has the same SQL name and columns', (name) => {
    const left = sqliteByName.get(name);
    const right = pgByName.get(name);
    if (!is(left, SQLiteTable) || !is(right, PgTable)) throw new Error(`${name} is not a table`);
    expect(getTableName(right)).toBe(getTableName(left));
    expect(shapesOf(right)).toEqual(shapesOf(left));
  });
});
