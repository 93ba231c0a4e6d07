import { existsSync } from 'node:fs';
import { closeDatabase, openDatabase } from './client.ts';
import {
  copiedTables,
  digest,
  pgBatches,
  sqliteBatches,
  type TableCheck,
} from './copy-to-postgres.ts';
import type { PgDb } from './postgres.ts';

/**
 * Copies one snapshot of a PostgreSQL database into a new SQLite file, every table of the
 * schema in foreign-key order, ids and values as they are: a network's backup then has the
 * same database a cafe's has, and restores the same way (docs/decisions/082). The reverse of
 * `copySqliteToPostgres`, with its table list and its keyset pages.
 *
 * The source is read in one repeatable-read, read-only transaction, so the copy is one moment
 * of the database however long it takes and whatever the servers write meanwhile. The file is
 * written in one SQLite transaction, foreign keys checked at its commit. Each table is hashed
 * as read and again as written (the canonical rows of `compareSqliteWithPostgres`), in the
 * same snapshot: a difference throws and the file is removed by the caller. The rows the
 * SQLite migrations seed (products, settings, fees, RTPS codes) and the tallies their triggers
 * keep are replaced by the source's.
 */
export async function copyPostgresToSqlite(
  from: PgDb,
  file: string,
  options: {
    batchSize?: number;
    migrationsFolder?: string;
    /** Told of each table once it is read and written, in order. */
    onTable?: (table: string) => void;
  } = {},
): Promise<TableCheck[]> {
  if (existsSync(file)) throw new Error(`${file} exists: the copy goes into a new file`);
  const batchSize = options.batchSize ?? 500;
  const pairs = copiedTables();
  const to = openDatabase({
    file,
    ...(options.migrationsFolder ? { migrationsFolder: options.migrationsFolder } : {}),
  });
  try {
    return await from.transaction(
      async (tx) => {
        const client = to.$client;
        client.exec('BEGIN IMMEDIATE');
        try {
          // Checked once, at the commit: a table that points at itself is copied in key order.
          client.pragma('defer_foreign_keys = ON');
          // The migrations' seeds and the triggers' tallies go; the source's rows replace them.
          for (const pair of [...pairs].reverse()) to.delete(pair.sqlite).run();
          const read = new Map<string, { rows: number; checksum: string }>();
          for (const pair of pairs) {
            const seen = digest(
              pair,
              copied(pgBatches(tx, pair, batchSize), (batch) => {
                // Derived rows: the triggers write them as the applications go in; they are
                // replaced by the source's once every table is in.
                if (pair.kind !== 'derived') insertAll(to, pair.sqlite, batch);
              }),
            );
            read.set(pair.name, await seen);
            options.onTable?.(pair.name);
          }
          for (const pair of pairs.filter((candidate) => candidate.kind === 'derived')) {
            to.delete(pair.sqlite).run();
            for await (const batch of pgBatches(tx, pair, batchSize)) {
              insertAll(to, pair.sqlite, batch);
            }
          }
          const checks: TableCheck[] = [];
          for (const pair of pairs) {
            const source = read.get(pair.name) ?? { rows: 0, checksum: '' };
            const target = await digest(pair, sqliteBatches(to, pair, batchSize));
            checks.push({
              table: pair.name,
              source,
              target,
              same: source.rows === target.rows && source.checksum === target.checksum,
            });
          }
          const differ = checks.filter((check) => !check.same).map((check) => check.table);
          if (differ.length > 0) {
            throw new Error(`the copy differs from the database in ${differ.join(', ')}`);
          }
          client.exec('COMMIT');
          return checks;
        } catch (error) {
          if (client.inTransaction) client.exec('ROLLBACK');
          throw error;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } finally {
    closeDatabase(to);
  }
}

type Row = Record<string, unknown>;

/** Hands each batch to `write` as it passes, unchanged. */
async function* copied(
  batches: AsyncIterable<Row[]>,
  write: (batch: Row[]) => void,
): AsyncGenerator<Row[]> {
  for await (const batch of batches) {
    write(batch);
    yield batch;
  }
}

/** A batch in statements of at most 100 rows (SQLite's limit on bound values). */
function insertAll(
  to: ReturnType<typeof openDatabase>,
  table: Parameters<ReturnType<typeof openDatabase>['insert']>[0],
  rows: Row[],
) {
  for (let i = 0; i < rows.length; i += 100) {
    to.insert(table)
      .values(rows.slice(i, i + 100))
      .run();
  }
}
