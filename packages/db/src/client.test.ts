import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from './client.ts';
import { sessions, users } from './schema.ts';

const dirs: string[] = [];
function tempFile() {
  const dir = mkdtempSync(join(tmpdir(), 'seva-db-'));
  dirs.push(dir);
  return join(dir, 'nested', 'seva.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the folder, sets WAL, foreign keys and a busy timeout, and migrates', () => {
    const db = openDatabase({ file: tempFile(), busyTimeoutMs: 4321 });
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(4321);
    const tables = db.$client
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'email_codes']));
    closeDatabase(db);
  });

  it('applies migrations once: reopening keeps the data', () => {
    const file = tempFile();
    const first = openDatabase({ file });
    const at = new Date();
    first
      .insert(users)
      .values({
        id: 'u1',
        name: 'A',
        email: 'a@b.in',
        passwordHash: 'h',
        createdAt: at,
        updatedAt: at,
      })
      .run();
    closeDatabase(first);
    const second = openDatabase({ file });
    expect(second.select().from(users).all()).toHaveLength(1);
    closeDatabase(second);
  });

  it("enforces foreign keys and cascades a user's sessions", () => {
    const db = openDatabase({ file: tempFile() });
    const at = new Date();
    expect(() =>
      db
        .insert(sessions)
        .values({ id: 's0', secretHash: 'x', userId: 'nobody', createdAt: at, lastUsedAt: at })
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.insert(users)
      .values({
        id: 'u1',
        name: 'A',
        email: 'a@b.in',
        passwordHash: 'h',
        createdAt: at,
        updatedAt: at,
      })
      .run();
    db.insert(sessions)
      .values({ id: 's1', secretHash: 'x', userId: 'u1', createdAt: at, lastUsedAt: at })
      .run();
    db.delete(users).run();
    expect(db.select().from(sessions).all()).toHaveLength(0);
    closeDatabase(db);
  });

  it('refuses a second account with the same e-mail', () => {
    const db = openDatabase({ file: tempFile() });
    const at = new Date();
    const row = { name: 'A', email: 'a@b.in', passwordHash: 'h', createdAt: at, updatedAt: at };
    db.insert(users)
      .values({ id: 'u1', ...row })
      .run();
    expect(() =>
      db
        .insert(users)
        .values({ id: 'u2', ...row })
        .run(),
    ).toThrow(/UNIQUE/);
    closeDatabase(db);
  });
});
