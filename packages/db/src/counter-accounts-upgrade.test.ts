import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from './client.ts';
import { upgradeFixture } from './upgrade-fixture.ts';

/**
 * Migration 0012 rebuilds `users` (e-mail and password become optional). Everything that points
 * at an account must survive the rebuild: with foreign keys on inside the migrator's
 * transaction, dropping the old table would have cascade-deleted it all.
 */
const fixture = upgradeFixture();
afterEach(fixture.cleanUp);

const counts = (db: ReturnType<typeof openDatabase>) =>
  Object.fromEntries(
    ['users', 'sessions', 'applications', 'attachments', 'status_history', 'orders'].map(
      (table) => [table, db.$client.prepare(`SELECT count(*) FROM ${table}`).pluck().get()],
    ),
  );

describe('migration 0012 on a portal with accounts, sessions, applications and orders', () => {
  it('keeps every row, then enforces foreign keys again', () => {
    const before = fixture.migrationsBefore('0012');
    const file = join(before, '..', 'seva.sqlite');
    const old = openDatabase({ file, migrationsFolder: before });
    const now = Date.now();
    old.$client.exec(`
      INSERT INTO users (id, name, email, password_hash, role, mobile, created_at, updated_at)
        VALUES ('u1', 'Sunita', 's@example.in', 'hash', 'user', '9876543210', ${now}, ${now}),
               ('op', 'Operator', 'op@example.in', 'hash', 'admin', NULL, ${now}, ${now});
      INSERT INTO sessions (id, secret_hash, user_id, created_at, last_used_at)
        VALUES ('s1', 'h', 'u1', ${now}, ${now});
      INSERT INTO applications (id, reference, user_id, service_type, status, tracking_code, created_at, updated_at)
        VALUES ('a1', 'SEVA-2026-000001', 'u1', 'ITR', 'pending', 'ABCDEF012345', ${now}, ${now});
      INSERT INTO attachments (id, application_id, document_type, storage_key, original_name, content_type, size, sha256, uploaded_by, created_at)
        VALUES ('f1', 'a1', 'panCard', 'k1', 'pan.pdf', 'application/pdf', 10, 'x', 'u1', ${now});
      INSERT INTO status_history (id, application_id, from_status, to_status, changed_by, created_at)
        VALUES ('h1', 'a1', NULL, 'pending', 'op', ${now});
      INSERT INTO orders (id, reference, user_id, product_slug, product_title, unit, unit_price, quantity, amount, applicant_name, applicant_name_key, details, created_at, updated_at)
        VALUES ('o1', 'SEVA-2026-000002', 'u1', 'a4-paper', 'A4 Paper', 'per packet', 10, 1, 10, 'Sunita', 'sunita', '{}', ${now}, ${now});
    `);
    const had = counts(old);
    closeDatabase(old);

    const upgraded = openDatabase({ file });
    expect(counts(upgraded)).toEqual(had);
    const sqlite = upgraded.$client;
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    // A counter account: a name and a mobile number, nothing else.
    sqlite.exec(
      `INSERT INTO users (id, name, mobile, created_at, updated_at) VALUES ('u2', 'Ramesh', '9123456780', ${now}, ${now})`,
    );
    expect(() =>
      sqlite.exec(
        `INSERT INTO sessions (id, secret_hash, user_id, created_at, last_used_at) VALUES ('s2', 'h', 'nobody', ${now}, ${now})`,
      ),
    ).toThrow(/FOREIGN KEY/);
    // The references still point at the rebuilt table: an operator's departure keeps the history.
    sqlite.exec(`UPDATE applications SET filed_by = 'op' WHERE id = 'a1'`);
    sqlite.exec(`DELETE FROM users WHERE id = 'op'`);
    expect(sqlite.prepare(`SELECT filed_by FROM applications`).pluck().get()).toBeNull();
    expect(sqlite.prepare(`SELECT changed_by FROM status_history`).pluck().get()).toBeNull();
    sqlite.exec(`DELETE FROM users WHERE id = 'u1'`);
    expect(counts(upgraded)).toMatchObject({ sessions: 0, applications: 0, orders: 0 });
    closeDatabase(upgraded);
  });
});
