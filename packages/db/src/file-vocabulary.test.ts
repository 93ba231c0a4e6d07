import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from './client.ts';

/**
 * The three tables that point at stored files name them alike: `storage_key`, `original_name`,
 * `content_type`, `size`, `sha256` (the locker keeps two files a row, so its columns carry a
 * `photo_` or `signature_` prefix). Migration 0008 renamed the old names in place.
 */
const migrations = fileURLToPath(new URL('../migrations', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'seva-vocabulary-'));
  dirs.push(dir);
  return dir;
}

const fileColumns = ['storage_key', 'original_name', 'content_type', 'size', 'sha256'];

describe('the file tables', () => {
  it('use one vocabulary', () => {
    const db = openDatabase({ file: join(tempDir(), 'seva.sqlite') });
    const columns = (table: string) =>
      db.$client.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all();
    expect(columns('attachments')).toEqual(expect.arrayContaining(fileColumns));
    expect(columns('order_files')).toEqual(expect.arrayContaining(fileColumns));
    for (const prefix of ['photo_', 'signature_']) {
      expect(columns('locker_documents')).toEqual(
        expect.arrayContaining(fileColumns.map((name) => prefix + name)),
      );
    }
    const old = ['stored_key', 'detected_type', 'photo_key', 'photo_type', 'signature_key'];
    for (const table of ['attachments', 'order_files', 'locker_documents']) {
      expect(columns(table).filter((name) => old.includes(String(name)))).toEqual([]);
    }
    closeDatabase(db);
  });

  it('keep their rows through the rename (a database from before 0008)', () => {
    // The migrations up to 0007, as a portal from before this change had them.
    const dir = tempDir();
    const before = join(dir, 'migrations');
    cpSync(migrations, before, { recursive: true });
    const journalFile = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag.startsWith('0008'));
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    writeFileSync(journalFile, JSON.stringify(journal));

    const file = join(dir, 'seva.sqlite');
    const old = openDatabase({ file, migrationsFolder: before });
    const now = Date.now();
    old.$client.exec(`
      INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at)
        VALUES ('u1', 'Sunita', 's@example.in', 'x', 'user', ${now}, ${now});
      INSERT INTO locker_documents (id, user_id, name, photo_key, photo_original_name, photo_type,
          photo_size, signature_key, signature_original_name, signature_type, signature_size, created_at)
        VALUES ('l1', 'u1', 'Mine', 'k-photo', 'p.png', 'image/png', 10, 'k-sign', 's.jpg',
          'image/jpeg', 20, ${now});
    `);
    closeDatabase(old);

    const upgraded = openDatabase({ file });
    const row = upgraded.$client
      .prepare(
        'SELECT photo_storage_key, photo_content_type, signature_storage_key, signature_content_type FROM locker_documents',
      )
      .get();
    expect(row).toEqual({
      photo_storage_key: 'k-photo',
      photo_content_type: 'image/png',
      signature_storage_key: 'k-sign',
      signature_content_type: 'image/jpeg',
    });
    closeDatabase(upgraded);
  });
});
