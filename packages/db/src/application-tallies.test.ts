import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, type Db, openDatabase } from './client.ts';
import { migratePostgres, openPostgres, type PostgresDatabase } from './postgres.ts';
import { describeWithPostgres } from './test/postgres-server.ts';
import { upgradeFixture } from './upgrade-fixture.ts';

/**
 * How many applications there are of each type and status (docs/decisions/086): kept by the
 * database's triggers (SQLite migration 0024, PostgreSQL 0005) equal to a count of the rows
 * through every insert, status or type change and delete, on both databases, and on PostgreSQL
 * also when many connections move applications at once.
 */
const fixture = upgradeFixture();
const dirs: string[] = [];
afterEach(() => {
  fixture.cleanUp();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Count = { service_type: string; status: string; n: number };

const TALLIES =
  'SELECT service_type, status, n FROM application_tallies ORDER BY service_type, status';
const COUNTED = `SELECT service_type, status, count(*) AS n FROM applications
  GROUP BY service_type, status ORDER BY service_type, status`;
const DUE_TALLIES =
  'SELECT due_on, service_type, status, n FROM running_due_tallies ORDER BY due_on, service_type, status';
const DUE_COUNTED = `SELECT due_on, service_type, status, count(*) AS n FROM applications
  WHERE status IN ('pending', 'in_progress') AND due_on IS NOT NULL
  GROUP BY due_on, service_type, status ORDER BY due_on, service_type, status`;

const TYPES = ['PanCard', 'RTPS', 'JobCard', 'ITR'] as const;
const STATUSES = ['pending', 'in_progress', 'needs_documents', 'completed', 'rejected'] as const;
const DAYS = ['2026-11-02', '2026-11-24', '2026-11-30', null] as const;
const INSERT_APPLICATION = `INSERT INTO applications
  (id, reference, user_id, service_type, status, tracking_code, due_on, created_at, updated_at)`;

/** A small deterministic generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

/** One random change of the rows, as SQL with `?` for its values (each dialect numbers them). */
function randomChanges(seed: number, steps: number) {
  const pick = random(seed);
  const any = <T>(list: readonly T[]): T => list[pick(list.length)] as T;
  const ids: string[] = [];
  let serial = 0;
  const changes: Array<{ sql: string; values: unknown[] }> = [];
  for (let step = 0; step < steps; step++) {
    const move = pick(10);
    if (move < 3 || ids.length === 0) {
      serial += 1;
      const id = `a${serial}`;
      ids.push(id);
      changes.push({
        sql: `${INSERT_APPLICATION} VALUES (?, ?, 'u1', ?, ?, ?, ?, ?, ?)`,
        values: [
          id,
          `SEVA-2026-${String(serial).padStart(6, '0')}`,
          any(TYPES),
          any(STATUSES),
          `T${String(serial).padStart(11, '0')}`,
          any(DAYS),
        ],
      });
    } else if (move < 6) {
      changes.push({
        sql: 'UPDATE applications SET status = ? WHERE id = ?',
        values: [any(STATUSES), any(ids)],
      });
    } else if (move < 7) {
      changes.push({
        sql: 'UPDATE applications SET service_type = ?, status = ? WHERE id = ?',
        values: [any(TYPES), any(STATUSES), any(ids)],
      });
    } else if (move < 8) {
      // A change of other columns (and of the promised date) leaves the counts alone.
      changes.push({
        sql: 'UPDATE applications SET due_on = ?, applicant_name = ? WHERE id = ?',
        values: [any(DAYS), `Name ${step}`, any(ids)],
      });
    } else if (move < 9) {
      changes.push({ sql: 'DELETE FROM applications WHERE id = ?', values: [any(ids)] });
    } else {
      // Several rows at once, as the retention and data-migration jobs write.
      changes.push({
        sql: 'UPDATE applications SET status = ? WHERE service_type = ?',
        values: [any(STATUSES), any(TYPES)],
      });
    }
  }
  return changes;
}

function freshSqlite(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'seva-counts-'));
  dirs.push(dir);
  return openDatabase({ file: join(dir, 'seva.sqlite') });
}

function addSqliteUser(db: Db) {
  const at = Date.now();
  db.$client
    .prepare(
      `INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at)
       VALUES ('u1', 'Citizen', 'u1@example.in', 'x', 'user', ?, ?)`,
    )
    .run(at, at);
}

describe('the type-and-status tallies on SQLite', () => {
  it('equal a count of the rows after 600 random changes', () => {
    const db = freshSqlite();
    addSqliteUser(db);
    const all = (sql: string) => db.$client.prepare(sql).all() as Count[];
    const at = Date.now();
    randomChanges(20261126, 600).forEach((change, step) => {
      const values = change.sql.startsWith('INSERT') ? [...change.values, at, at] : change.values;
      db.$client.prepare(change.sql).run(...values);
      if (step % 50 === 0) expect(all(TALLIES)).toEqual(all(COUNTED));
    });
    expect(all(COUNTED).length).toBeGreaterThan(3);
    expect(all(TALLIES)).toEqual(all(COUNTED));
    expect(all(TALLIES).every((row) => row.n > 0)).toBe(true);
    expect(all(DUE_TALLIES)).toEqual(all(DUE_COUNTED));
    // The citizen's cascade takes their applications' counts with them.
    db.$client.prepare(`DELETE FROM users WHERE id = 'u1'`).run();
    expect(all(TALLIES)).toEqual([]);
    closeDatabase(db);
  });

  it('are filled by the migration for applications filed before it', () => {
    const before = fixture.migrationsBefore('0024');
    const file = join(before, '..', 'seva.sqlite');
    const old = openDatabase({ file, migrationsFolder: before });
    addSqliteUser(old);
    const at = Date.now();
    const rows = [
      ['PanCard', 'pending'],
      ['PanCard', 'pending'],
      ['PanCard', 'completed'],
      ['ITR', 'needs_documents'],
    ] as const;
    rows.forEach(([type, status], i) => {
      old.$client
        .prepare(`${INSERT_APPLICATION} VALUES (?, ?, 'u1', ?, ?, ?, NULL, ?, ?)`)
        .run(`old${i}`, `SEVA-2025-00000${i}`, type, status, `OLD${i}`, at, at);
    });
    closeDatabase(old);

    const upgraded = openDatabase({ file });
    const all = (sql: string) => upgraded.$client.prepare(sql).all() as Count[];
    expect(all(TALLIES)).toEqual([
      { service_type: 'ITR', status: 'needs_documents', n: 1 },
      { service_type: 'PanCard', status: 'completed', n: 1 },
      { service_type: 'PanCard', status: 'pending', n: 2 },
    ]);
    upgraded.$client.prepare(`UPDATE applications SET status = 'rejected'`).run();
    expect(all(TALLIES)).toEqual([
      { service_type: 'ITR', status: 'rejected', n: 1 },
      { service_type: 'PanCard', status: 'rejected', n: 3 },
    ]);
    closeDatabase(upgraded);
  });
});

/** `?` placeholders as PostgreSQL's `$1`, `$2`… */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

describeWithPostgres('the type-and-status tallies on PostgreSQL', (server) => {
  let postgres: PostgresDatabase;
  beforeAll(async () => {
    postgres = openPostgres(await server().createDatabase('tallies'), { max: 12 });
    await migratePostgres(postgres.db);
    const at = new Date();
    await postgres.pool.query(
      `INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at)
       VALUES ('u1', 'Citizen', 'u1@example.in', 'x', 'user', $1, $1)`,
      [at],
    );
  });
  afterAll(async () => {
    await postgres?.close();
  });

  const all = async (sql: string) =>
    (await postgres.pool.query<Count>(sql)).rows.map((row) => ({ ...row, n: Number(row.n) }));

  it('equal a count of the rows after 600 random changes, both tallies', async () => {
    const at = new Date();
    let step = 0;
    for (const change of randomChanges(20261127, 600)) {
      const values = change.sql.startsWith('INSERT') ? [...change.values, at, at] : change.values;
      await postgres.pool.query(numbered(change.sql), values);
      if (step++ % 50 === 0) expect(await all(TALLIES)).toEqual(await all(COUNTED));
    }
    expect((await all(COUNTED)).length).toBeGreaterThan(3);
    expect(await all(TALLIES)).toEqual(await all(COUNTED));
    expect(await all(DUE_TALLIES)).toEqual(await all(DUE_COUNTED));
  });

  it('take 400 moves from 10 connections at once without a deadlock', async () => {
    await postgres.pool.query('DELETE FROM applications');
    const at = new Date();
    // Two types, moved back and forth between every status: each move leaves one tally row and
    // enters another, in opposite directions on different connections.
    for (let i = 0; i < 40; i++) {
      await postgres.pool.query(
        numbered(`${INSERT_APPLICATION} VALUES (?, ?, 'u1', ?, 'pending', ?, ?, ?, ?)`),
        [
          `c${i}`,
          `SEVA-2027-${String(i).padStart(6, '0')}`,
          TYPES[i % 2],
          `C${i}`,
          DAYS[0],
          at,
          at,
        ],
      );
    }
    const pick = random(7);
    const moves = Array.from({ length: 400 }, (_, i) => ({
      id: `c${i % 40}`,
      status: STATUSES[pick(STATUSES.length)],
    }));
    const failures: unknown[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < moves.length) {
          const move = moves[next++];
          if (!move) break;
          const client = await postgres.pool.connect();
          try {
            // A unit as the services write one: the move, then more in the same transaction.
            await client.query('BEGIN');
            await client.query('UPDATE applications SET status = $1 WHERE id = $2', [
              move.status,
              move.id,
            ]);
            await client.query('SELECT pg_sleep(0.001)');
            await client.query('COMMIT');
          } catch (error) {
            failures.push(error);
            await client.query('ROLLBACK');
          } finally {
            client.release();
          }
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(await all(TALLIES)).toEqual(await all(COUNTED));
    expect(await all(DUE_TALLIES)).toEqual(await all(DUE_COUNTED));
  }, 60_000);
});
