import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from './client.ts';
import { migratePostgres, openPostgres, type PostgresDatabase } from './postgres.ts';
import * as pgSchema from './schema.pg.ts';
import {
  applicationSearchTerms,
  applications,
  portalSettings,
  referenceCounters,
  runningDueTallies,
  users,
} from './schema.pg.ts';
import * as sqliteSchema from './schema.ts';
import { describeWithPostgres } from './test/postgres-server.ts';

/** The columns the app searches by prefix range or compares as ordered text. */
const binaryColumns = [
  'application_search_terms.term',
  'applications.due_on',
  'applications.reference',
  'order_identity_hashes.hash',
  'orders.applicant_name_key',
  'orders.reference',
  'running_due_tallies.due_on',
  'users.email',
];

interface ColumnRow {
  table: string;
  column: string;
  notNull: boolean;
}

/** Each table's columns and nullability in a fresh SQLite database, as the server opens it. */
function sqliteColumns(): ColumnRow[] {
  const dir = mkdtempSync(join(tmpdir(), 'seva-db-'));
  try {
    const db = openDatabase({ file: join(dir, 'seva.sqlite') });
    try {
      return db.$client
        .prepare<[], { table: string; column: string; notNull: number }>(
          `SELECT m.name AS "table", c.name AS "column", c."notnull" AS "notNull"
           FROM sqlite_master m, pragma_table_info(m.name) c
           WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name <> '__drizzle_migrations'`,
        )
        .all()
        .map((row) => ({ ...row, notNull: row.notNull === 1 }))
        .sort(byTableAndColumn);
    } finally {
      closeDatabase(db);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function byTableAndColumn(a: ColumnRow, b: ColumnRow): number {
  return a.table.localeCompare(b.table) || a.column.localeCompare(b.column);
}

describeWithPostgres('PostgreSQL', (server) => {
  let postgres: PostgresDatabase;
  beforeAll(async () => {
    postgres = openPostgres(await server().createDatabase('seva'));
    await migratePostgres(postgres.db);
  });
  afterAll(async () => {
    await postgres?.close();
  });

  it('migrates an empty database, and a second run changes nothing', async () => {
    const fresh = openPostgres(await server().createDatabase('migrate_twice'));
    try {
      await migratePostgres(fresh.db);
      const applied = await fresh.pool.query('SELECT hash FROM drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBeGreaterThan(0);
      await Promise.all([migratePostgres(fresh.db), migratePostgres(fresh.db)]);
      const again = await fresh.pool.query('SELECT hash FROM drizzle.__drizzle_migrations');
      expect(again.rows).toEqual(applied.rows);
    } finally {
      await fresh.close();
    }
  });

  it('holds the reference data of a fresh SQLite database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seva-db-'));
    const sqlite = openDatabase({ file: join(dir, 'seva.sqlite') });
    try {
      const same = async (expected: unknown[], actual: Promise<unknown[]>) => {
        expect(expected.length).toBeGreaterThan(0);
        const rows = await actual;
        expect(rows).toHaveLength(expected.length);
        expect(rows).toEqual(expect.arrayContaining(expected));
      };
      const { db } = postgres;
      await same(
        sqlite.select().from(sqliteSchema.rtpsBlocks).all(),
        db.select().from(pgSchema.rtpsBlocks),
      );
      await same(
        sqlite.select().from(sqliteSchema.rtpsRegistrationTypes).all(),
        db.select().from(pgSchema.rtpsRegistrationTypes),
      );
      await same(
        sqlite.select().from(sqliteSchema.products).all(),
        db.select().from(pgSchema.products),
      );
      await same(
        sqlite.select().from(sqliteSchema.serviceFees).all(),
        db.select().from(pgSchema.serviceFees),
      );
      const settings = sqlite.select().from(sqliteSchema.portalSettings).all();
      const fresh = openPostgres(await server().createDatabase('reference_data'));
      try {
        await migratePostgres(fresh.db);
        expect(await fresh.db.select().from(portalSettings)).toEqual(settings);
      } finally {
        await fresh.close();
      }
    } finally {
      closeDatabase(sqlite);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the running due tallies as applications come, change and go', async () => {
    const at = new Date();
    const { db } = postgres;
    await db.insert(users).values({ id: 'u-tally', name: 'T', createdAt: at, updatedAt: at });
    const application = (id: string, dueOn: string | null, status: 'pending' | 'completed') => ({
      id,
      reference: `SEVA-TALLY-${id}`,
      trackingCode: `TALLY${id}`,
      userId: 'u-tally',
      serviceType: 'RTPS' as const,
      status,
      dueOn,
      createdAt: at,
      updatedAt: at,
    });
    await db
      .insert(applications)
      .values([
        application('t1', '2026-12-01', 'pending'),
        application('t2', '2026-12-01', 'pending'),
        application('t3', '2026-12-02', 'pending'),
        application('t4', null, 'pending'),
        application('t5', '2026-12-01', 'completed'),
      ]);
    await db.update(applications).set({ status: 'in_progress' }).where(eq(applications.id, 't1'));
    await db.update(applications).set({ dueOn: '2026-12-03' }).where(eq(applications.id, 't3'));
    await db.update(applications).set({ status: 'pending' }).where(eq(applications.id, 't5'));
    await db.delete(applications).where(eq(applications.id, 't2'));

    const tallies = await db
      .select()
      .from(runningDueTallies)
      .where(eq(runningDueTallies.serviceType, 'RTPS'))
      .orderBy(asc(runningDueTallies.dueOn), asc(runningDueTallies.status));
    expect(tallies).toEqual([
      { dueOn: '2026-12-01', serviceType: 'RTPS', status: 'in_progress', n: 1 },
      { dueOn: '2026-12-01', serviceType: 'RTPS', status: 'pending', n: 1 },
      { dueOn: '2026-12-03', serviceType: 'RTPS', status: 'pending', n: 1 },
    ]);
  });

  it('has every table and column of the SQLite database, equally nullable', async () => {
    const { rows } = await postgres.pool.query<ColumnRow>(
      `SELECT table_name AS "table", column_name AS "column", is_nullable = 'NO' AS "notNull"
       FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    expect(rows.sort(byTableAndColumn)).toEqual(sqliteColumns());
  });

  it('compares the prefix-searched columns byte by byte (collation "C")', async () => {
    const { rows } = await postgres.pool.query<{ name: string }>(
      `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
       WHERE table_schema = 'public' AND collation_name = 'C' ORDER BY 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(binaryColumns);
  });

  it('finds search terms by prefix range without matching other cases', async () => {
    const at = new Date('2026-11-23T10:15:30.123Z');
    const { db } = postgres;
    await db.insert(users).values({ id: 'u-range', name: 'A', createdAt: at, updatedAt: at });
    await db.insert(applications).values({
      id: 'a-range',
      reference: 'SEVA-2026-000001',
      userId: 'u-range',
      serviceType: 'PanCard',
      trackingCode: 'ABCDEF012345',
      createdAt: at,
      updatedAt: at,
    });
    const terms = ['aa', 'ab', 'AB', 'abc', 'ABC', 'Abz', 'aB', 'ab z', 'abÿ', 'b'];
    await db
      .insert(applicationSearchTerms)
      .values(terms.map((term) => ({ applicationId: 'a-range', term })));

    // The same query as the admins' search (apps/api review.ts).
    const word = 'ab';
    const found = await db
      .select({ term: applicationSearchTerms.term })
      .from(applicationSearchTerms)
      .where(
        and(
          gte(applicationSearchTerms.term, word),
          lt(applicationSearchTerms.term, `${word}\uffff`),
        ),
      )
      .orderBy(asc(applicationSearchTerms.term));
    expect(found.map((row) => row.term)).toEqual(['ab', 'ab z', 'abc', 'abÿ']);

    const inSql = await postgres.pool.query<{ term: string }>(
      `SELECT term FROM application_search_terms
       WHERE term >= 'ab' AND term < 'ab' || chr(65535) ORDER BY term`,
    );
    expect(inSql.rows.map((row) => row.term)).toEqual(['ab', 'ab z', 'abc', 'abÿ']);
  });

  it('would match other cases under a linguistic collation (why the columns are "C")', async () => {
    const icu = await postgres.pool.query(
      `SELECT 1 FROM pg_collation WHERE collname = 'en-US-x-icu'`,
    );
    if (icu.rowCount === 0) return; // PostgreSQL built without ICU: nothing to show.
    const { rows } = await postgres.pool.query<{ term: string }>(
      `SELECT term FROM (VALUES ('ab'), ('AB'), ('abc')) AS t(term)
       WHERE term COLLATE "en-US-x-icu" >= 'ab' AND term COLLATE "en-US-x-icu" < 'ab' || chr(65535)`,
    );
    expect(rows.map((row) => row.term)).toContain('AB');
  });

  it('refuses a second account with the same e-mail, case-sensitively as SQLite does', async () => {
    // SQLite's unique index compares e-mails byte by byte; the server stores them lower-case.
    const at = new Date();
    const row = { name: 'A', email: 'same@example.in', createdAt: at, updatedAt: at };
    const { db } = postgres;
    await db.insert(users).values({ id: 'u-mail-1', ...row });
    await expect(db.insert(users).values({ id: 'u-mail-2', ...row })).rejects.toThrow();
    await db.insert(users).values({ id: 'u-mail-3', ...row, email: 'Same@example.in' });
  });

  it('reads back dates to the millisecond, booleans, JSON and generated keys', async () => {
    const at = new Date('2026-11-23T10:15:30.123Z');
    const { db } = postgres;
    await db.insert(users).values({ id: 'u-types', name: 'T', createdAt: at, updatedAt: at });
    const [user] = await db.select().from(users).where(eq(users.id, 'u-types'));
    expect(user).toMatchObject({
      createdAt: at,
      notifyByEmail: true,
      role: 'user',
      emailVerifiedAt: null,
    });

    const [settings] = await db
      .update(portalSettings)
      .set({ storageQuotaBytes: 5 * 2 ** 30, holidays: ['2026-01-26'], updatedAt: at })
      .where(eq(portalSettings.id, 1))
      .returning();
    expect(settings).toMatchObject({
      storageQuotaBytes: 5 * 2 ** 30,
      holidays: ['2026-01-26'],
      centreName: 'Seva Service Centre',
      updatedAt: at,
    });

    // SQLite fills a left-out integer primary key; so does the identity column.
    const [counter] = await db.insert(referenceCounters).values({ lastValue: 7 }).returning();
    expect(counter).toEqual({ year: 1, lastValue: 7 });
    await expect(
      postgres.pool.query(
        'INSERT INTO portal_settings (id, storage_quota_bytes, created_at, updated_at) VALUES (2, 1, now(), now())',
      ),
    ).rejects.toThrow(/portal_settings_single_row/);
  });
});
