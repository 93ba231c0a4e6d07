import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from './client.ts';
import { upgradeFixture } from './upgrade-fixture.ts';

/**
 * Migration 0009 on a portal that already has applications: each gets its own tracking code
 * (the unique index is built after), and the fee and days of its type as seeded.
 */
const fixture = upgradeFixture();
const migrationsBefore = fixture.migrationsBefore;
afterEach(fixture.cleanUp);

describe('migration 0009 on existing applications', () => {
  it('gives each its own tracking code and its type’s seeded fee and days', () => {
    const before = migrationsBefore('0009');
    const file = join(before, '..', 'seva.sqlite');
    const old = openDatabase({ file, migrationsFolder: before });
    const now = Date.now();
    old.$client.exec(`
      INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at)
        VALUES ('u1', 'Sunita', 's@example.in', 'x', 'user', ${now}, ${now});
      INSERT INTO applications (id, reference, user_id, service_type, status, created_at, updated_at) VALUES
        ('a1', 'SEVA-2026-000001', 'u1', 'PanCard', 'pending', ${now}, ${now}),
        ('a2', 'SEVA-2026-000002', 'u1', 'ITR', 'completed', ${now}, ${now}),
        ('a3', 'SEVA-2026-000003', 'u1', 'RTPS', 'pending', ${now}, ${now});
    `);
    closeDatabase(old);

    const upgraded = openDatabase({ file });
    const rows = upgraded.$client
      .prepare(
        'SELECT id, tracking_code, government_fee, service_charge, working_days FROM applications ORDER BY id',
      )
      .all() as Array<Record<string, string | number>>;
    expect(rows.map(({ tracking_code: _code, ...fee }) => fee)).toEqual([
      { id: 'a1', government_fee: 107, service_charge: 50, working_days: 15 },
      { id: 'a2', government_fee: 0, service_charge: 300, working_days: 7 },
      { id: 'a3', government_fee: 0, service_charge: 30, working_days: 10 },
    ]);
    const codes = rows.map((row) => String(row.tracking_code));
    for (const code of codes) expect(code).toMatch(/^[0-9A-F]{12}$/);
    expect(new Set(codes).size).toBe(3);
    closeDatabase(upgraded);
  });
});
