import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db, openDatabase } from './client.ts';
import { upgradeFixture } from './upgrade-fixture.ts';

/**
 * The running applications' tallies by promised day, type and status (migration 0019,
 * docs/decisions/071): the triggers keep them equal to a count of the rows through every
 * insert, move, change and delete (a citizen's cascade too), and the migration fills them for
 * applications filed before it.
 */
const fixture = upgradeFixture();
const dirs: string[] = [];
afterEach(() => {
  fixture.cleanUp();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Tally = { due_on: string; service_type: string; status: string; n: number };

const tallies = (db: Db) =>
  db.$client
    .prepare(
      'SELECT due_on, service_type, status, n FROM running_due_tallies ORDER BY due_on, service_type, status',
    )
    .all() as Tally[];

const counted = (db: Db) =>
  db.$client
    .prepare(
      `SELECT due_on, service_type, status, count(*) AS n FROM applications
       WHERE status IN ('pending', 'in_progress') AND due_on IS NOT NULL
       GROUP BY due_on, service_type, status ORDER BY due_on, service_type, status`,
    )
    .all() as Tally[];

function freshDatabase(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'seva-tallies-'));
  dirs.push(dir);
  return openDatabase({ file: join(dir, 'seva.sqlite') });
}

const now = Date.now();
const TYPES = ['PanCard', 'RTPS', 'JobCard', 'ITR'] as const;
const STATUSES = ['pending', 'in_progress', 'needs_documents', 'completed', 'rejected'] as const;

function addUser(db: Db, id: string) {
  db.$client
    .prepare(
      `INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at)
       VALUES (?, ?, ?, 'x', 'user', ?, ?)`,
    )
    .run(id, `Citizen ${id}`, `${id}@example.in`, now, now);
}

let serial = 0;
function addApplication(
  db: Db,
  values: { user: string; type: string; status: string; dueOn: string | null },
): string {
  serial += 1;
  const id = `a${serial}`;
  db.$client
    .prepare(
      `INSERT INTO applications (id, reference, user_id, service_type, status, tracking_code, due_on, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      `SEVA-2026-${String(serial).padStart(6, '0')}`,
      values.user,
      values.type,
      values.status,
      `T${String(serial).padStart(11, '0')}`,
      values.dueOn,
      now,
      now,
    );
  return id;
}

/** A small deterministic generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

describe('the running applications’ tallies', () => {
  it('follow every insert, status move, date and type change and delete', () => {
    const db = freshDatabase();
    addUser(db, 'u1');
    addUser(db, 'u2');
    const a = addApplication(db, {
      user: 'u1',
      type: 'PanCard',
      status: 'pending',
      dueOn: '2026-11-20',
    });
    const b = addApplication(db, {
      user: 'u1',
      type: 'PanCard',
      status: 'pending',
      dueOn: '2026-11-20',
    });
    addApplication(db, { user: 'u2', type: 'RTPS', status: 'completed', dueOn: '2026-11-20' });
    addApplication(db, { user: 'u2', type: 'RTPS', status: 'pending', dueOn: null });
    expect(tallies(db)).toEqual([
      { due_on: '2026-11-20', service_type: 'PanCard', status: 'pending', n: 2 },
    ]);

    const run = (sql: string, ...params: unknown[]) => db.$client.prepare(sql).run(...params);
    run(`UPDATE applications SET status = 'in_progress' WHERE id = ?`, a);
    run(`UPDATE applications SET due_on = '2026-11-23' WHERE id = ?`, b);
    expect(tallies(db)).toEqual([
      { due_on: '2026-11-20', service_type: 'PanCard', status: 'in_progress', n: 1 },
      { due_on: '2026-11-23', service_type: 'PanCard', status: 'pending', n: 1 },
    ]);
    // Waiting for the citizen is not running; coming back is.
    run(`UPDATE applications SET status = 'needs_documents' WHERE id = ?`, a);
    expect(tallies(db)).toHaveLength(1);
    run(`UPDATE applications SET status = 'in_progress', due_on = '2026-11-26' WHERE id = ?`, a);
    run(`UPDATE applications SET service_type = 'ITR' WHERE id = ?`, b);
    // A change of other columns leaves them alone.
    run(`UPDATE applications SET applicant_name = 'Sunita' WHERE id = ?`, b);
    expect(tallies(db)).toEqual([
      { due_on: '2026-11-23', service_type: 'ITR', status: 'pending', n: 1 },
      { due_on: '2026-11-26', service_type: 'PanCard', status: 'in_progress', n: 1 },
    ]);
    // Closing it, and deleting the citizen (whose applications go with them).
    run(`UPDATE applications SET status = 'completed' WHERE id = ?`, a);
    run(`DELETE FROM users WHERE id = 'u1'`);
    expect(tallies(db)).toEqual([]);
    expect(counted(db)).toEqual([]);
    closeDatabase(db);
  });

  it('equal a count of the rows after 600 random changes', () => {
    const db = freshDatabase();
    const pick = random(20261125);
    const users = ['u1', 'u2', 'u3', 'u4'];
    for (const user of users) addUser(db, user);
    const days = ['2026-11-02', '2026-11-10', '2026-11-24', '2026-11-25', '2026-11-30', null];
    const ids: string[] = [];
    const any = <T>(list: readonly T[]): T => list[pick(list.length)] as T;
    for (let step = 0; step < 600; step++) {
      const move = pick(10);
      if (move < 3 || ids.length === 0) {
        const user = any(users);
        if (!db.$client.prepare('SELECT 1 FROM users WHERE id = ?').get(user)) addUser(db, user);
        ids.push(
          addApplication(db, { user, type: any(TYPES), status: any(STATUSES), dueOn: any(days) }),
        );
      } else if (move < 6) {
        db.$client
          .prepare('UPDATE applications SET status = ? WHERE id = ?')
          .run(any(STATUSES), any(ids));
      } else if (move < 8) {
        db.$client
          .prepare('UPDATE applications SET due_on = ? WHERE id = ?')
          .run(any(days), any(ids));
      } else if (move < 9) {
        db.$client.prepare('DELETE FROM applications WHERE id = ?').run(any(ids));
      } else if (pick(10) === 0) {
        db.$client.prepare('DELETE FROM users WHERE id = ?').run(any(users));
      } else {
        // Several rows at once, as the retention and data-migration jobs write.
        db.$client
          .prepare(`UPDATE applications SET status = ? WHERE service_type = ?`)
          .run(any(STATUSES), any(TYPES));
      }
      if (step % 50 === 0) expect(tallies(db)).toEqual(counted(db));
    }
    const left = db.$client.prepare('SELECT count(*) AS n FROM applications').get() as {
      n: number;
    };
    expect(left.n).toBeGreaterThan(20);
    expect(tallies(db)).toEqual(counted(db));
    expect(tallies(db).every((row) => row.n > 0)).toBe(true);
    closeDatabase(db);
  });

  it('are filled by the migration for applications filed before it', () => {
    const before = fixture.migrationsBefore('0019');
    const file = join(before, '..', 'seva.sqlite');
    const old = openDatabase({ file, migrationsFolder: before });
    addUser(old, 'u1');
    for (const [type, status, dueOn] of [
      ['PanCard', 'pending', '2026-11-02'],
      ['PanCard', 'pending', '2026-11-02'],
      ['PanCard', 'in_progress', '2026-11-02'],
      ['ITR', 'pending', '2026-12-01'],
      ['ITR', 'needs_documents', '2026-11-02'],
      ['RTPS', 'completed', '2026-11-02'],
      ['RTPS', 'pending', null],
    ] as const) {
      addApplication(old, { user: 'u1', type, status, dueOn });
    }
    closeDatabase(old);

    const upgraded = openDatabase({ file });
    expect(tallies(upgraded)).toEqual([
      { due_on: '2026-11-02', service_type: 'PanCard', status: 'in_progress', n: 1 },
      { due_on: '2026-11-02', service_type: 'PanCard', status: 'pending', n: 2 },
      { due_on: '2026-12-01', service_type: 'ITR', status: 'pending', n: 1 },
    ]);
    // And kept from then on.
    upgraded.$client
      .prepare(`UPDATE applications SET due_on = '2026-11-05' WHERE due_on IS NULL`)
      .run();
    expect(tallies(upgraded)).toEqual(counted(upgraded));
    expect(tallies(upgraded)).toHaveLength(4);
    closeDatabase(upgraded);
  });
});
