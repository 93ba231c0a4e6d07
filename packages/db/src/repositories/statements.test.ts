import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt, lt } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db, openDatabase } from '../client.ts';
import { users } from '../schema.ts';
import { Binds, Statements, statementName } from './statements.ts';

let dir: string;
let db: Db;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 1) + ms);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'seva-statements-'));
  db = openDatabase({ file: join(dir, 'seva.sqlite') });
  db.insert(users)
    .values(
      ['asha', 'bina', 'chandan', 'deepak'].map((name, i) => ({
        id: `u${i}`,
        name,
        email: `${name}@example.test`,
        createdAt: at(i * 1000),
        updatedAt: at(i * 1000),
      })),
    )
    .run();
});
afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

/** Users created after `after`, named `name` when given: a shape per (name given or not). */
function usersAfter(statements: Statements, after: Date, name?: string) {
  const b = new Binds();
  const query = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        gt(users.createdAt, b.of(after, users.createdAt)),
        name === undefined ? undefined : eq(users.name, b.of(name)),
      ),
    )
    .orderBy(users.id);
  const shape = name === undefined ? 'after' : 'after+name';
  return statements.of(shape, query, (q) => q.prepare()).all(b.values);
}

/** Users created before `limit`, the value left in the text as a constant (not bound). */
const usersBefore = (statements: Statements, limit: Date) =>
  statements
    .of('before', db.select({ id: users.id }).from(users).where(lt(users.createdAt, limit)), (q) =>
      q.prepare(),
    )
    .all();

describe('Statements', () => {
  it('runs one prepared statement per shape with each call’s values, dates encoded', () => {
    const statements = new Statements({ check: true });
    expect(usersAfter(statements, at(500))).toEqual([{ id: 'u1' }, { id: 'u2' }, { id: 'u3' }]);
    // The same shape, other values: the kept statement, filled with this call's.
    expect(usersAfter(statements, at(2500))).toEqual([{ id: 'u3' }]);
    expect(usersAfter(statements, at(-1), 'chandan')).toEqual([{ id: 'u2' }]);
    expect(usersAfter(statements, at(-1), 'bina')).toEqual([{ id: 'u1' }]);
  });

  it('keeps the first statement of a shape: a value not bound would be stale', () => {
    const statements = new Statements();
    const createdBefore = (limit: Date) => usersBefore(statements, limit);
    expect(createdBefore(at(1500))).toHaveLength(2);
    // Unchecked, the constant of the first call is run again: why `check` exists.
    expect(createdBefore(at(3500))).toHaveLength(2);
  });

  it('with check, fails a call whose text or constants differ from the kept statement', () => {
    const statements = new Statements({ check: true });
    const createdBefore = (limit: Date) => usersBefore(statements, limit);
    expect(createdBefore(at(1500))).toHaveLength(2);
    expect(() => createdBefore(at(3500))).toThrow(
      'The statement kept for "before" is not this call\'s',
    );
    // Another text under the same shape key.
    expect(() =>
      statements.of('before', db.select({ name: users.name }).from(users), (q) => q.prepare()),
    ).toThrow('is not this call');
  });

  it('lets the oldest shape go past its capacity', () => {
    const statements = new Statements({ capacity: 2 });
    let prepared = 0;
    const of = (shape: string) =>
      statements.of(shape, db.select({ id: users.id }).from(users), (q) => {
        prepared++;
        return q.prepare();
      });
    of('a');
    of('b');
    of('a');
    expect(prepared).toBe(2);
    of('c'); // 'a' goes
    of('b');
    expect(prepared).toBe(3);
    of('a');
    expect(prepared).toBe(4);
  });

  it('names a PostgreSQL statement by its text alone', () => {
    const one = db.select({ id: users.id }).from(users).where(eq(users.name, 'asha')).toSQL();
    const other = db.select({ id: users.id }).from(users).where(eq(users.name, 'bina')).toSQL();
    const third = db.select({ name: users.name }).from(users).toSQL();
    expect(statementName('q', one)).toBe(statementName('q', other));
    expect(statementName('q', one)).not.toBe(statementName('q', third));
    expect(statementName('q', one)).toMatch(/^q_[0-9a-f]{24}$/);
  });
});
