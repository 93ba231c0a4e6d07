import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from './client.ts';
import { holdExclusiveLock } from './lock.ts';
import { users } from './schema.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'seva-db-modes-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('database file modes', () => {
  it('creates the database, its WAL and shared memory 0600 even with umask 000', () => {
    const file = join(tempDir(), 'seva.sqlite');
    const before = process.umask(0);
    try {
      const db = openDatabase({ file });
      const at = new Date();
      db.insert(users)
        .values({
          id: 'u1',
          name: 'A',
          email: 'a@example.test',
          passwordHash: 'x',
          createdAt: at,
          updatedAt: at,
        })
        .run();
      expect(modeOf(file)).toBe(0o600);
      expect(modeOf(`${file}-wal`)).toBe(0o600);
      expect(modeOf(`${file}-shm`)).toBe(0o600);
      closeDatabase(db);
    } finally {
      process.umask(before);
    }
  });

  it('brings an older, world-readable database and its WAL to 0600', () => {
    const file = join(tempDir(), 'seva.sqlite');
    closeDatabase(openDatabase({ file }));
    writeFileSync(`${file}-wal`, '');
    chmodSync(file, 0o644);
    chmodSync(`${file}-wal`, 0o644);
    const db = openDatabase({ file });
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    closeDatabase(db);
  });
});

describe('holdExclusiveLock', () => {
  it('refuses a second holder at once, in the same process too, until released', () => {
    const file = join(tempDir(), 'server.lock');
    const first = holdExclusiveLock(file);
    expect(first).not.toBeNull();
    expect(holdExclusiveLock(file)).toBeNull();
    first?.release();
    const second = holdExclusiveLock(file);
    expect(second).not.toBeNull();
    second?.release();
  });
});
