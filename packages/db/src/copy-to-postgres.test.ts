import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { closeDatabase, type Db, openDatabase } from './client.ts';
import { copyPostgresToSqlite } from './copy-from-postgres.ts';
import {
  compareSqliteWithPostgres,
  copiedTables,
  copySqliteToPostgres,
  TargetDiffersError,
} from './copy-to-postgres.ts';
import { migratePostgres, openPostgres, type PostgresDatabase } from './postgres.ts';
import * as pgSchema from './schema.pg.ts';
import * as sqliteSchema from './schema.ts';
import { applicationRow } from './test/backends.ts';
import { describeWithPostgres } from './test/postgres-server.ts';

/**
 * The table copy on its own (`pnpm cli migrate-to-postgres` has its end-to-end test in
 * apps/api): rows written straight into a fresh SQLite database, copied into a fresh migrated
 * PostgreSQL database, compared, copied again, and refused once the target is changed.
 */

it('lists every table once, each after the tables its foreign keys point at', () => {
  const tables = copiedTables();
  const names = tables.map((pair) => pair.name);
  expect(new Set(names).size).toBe(names.length);
  expect(names.length).toBeGreaterThan(30);
  for (const [index, pair] of tables.entries()) {
    for (const key of getTableConfig(pair.sqlite).foreignKeys) {
      const parent = key.reference().foreignTable;
      if (parent === pair.sqlite) continue;
      expect(names.indexOf(getTableConfig(parent).name)).toBeLessThan(index);
    }
  }
  expect(tables.find((pair) => pair.name === 'running_due_tallies')?.kind).toBe('derived');
  expect(tables.find((pair) => pair.name === 'application_tallies')?.kind).toBe('derived');
  expect(tables.find((pair) => pair.name === 'products')?.kind).toBe('seeded');
});

const at = new Date('2026-11-20T05:06:07.089Z');

function seedSqlite(db: Db, count: number) {
  const s = sqliteSchema;
  db.insert(s.users)
    .values(
      Array.from({ length: 3 }, (_, i) => ({
        id: `user${i}`,
        name: `Ramesh ${i}`,
        email: `ramesh${i}@example.test`,
        createdAt: at,
        updatedAt: at,
        notifyBySms: i % 2 === 0,
      })),
    )
    .run();
  const statuses = ['pending', 'in_progress', 'completed'] as const;
  db.insert(s.applications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ...applicationRow(`app${String(i).padStart(4, '0')}`, `user${i % 3}`),
        status: statuses[i % 3],
        dueOn: `2026-12-${String((i % 9) + 1).padStart(2, '0')}`,
        createdAt: new Date(at.getTime() + i),
      })),
    )
    .run();
  // Words of every kind, ordered as bytes: upper case before lower, Devanagari after both.
  db.insert(s.applicationSearchTerms)
    .values(
      ['Zeta', 'alpha', 'सुनीता', 'Ärger', 'zeta'].map((term, i) => ({
        applicationId: `app000${i}`,
        term,
      })),
    )
    .run();
  // The cafe changed its reference data from the migrations' seeds.
  db.update(s.products).set({ price: 999 }).where(eq(s.products.slug, 'voter-id')).run();
  db.delete(s.rtpsBlocks).where(eq(s.rtpsBlocks.code, 'KONCH')).run();
  db.update(s.portalSettings)
    .set({ centreName: 'Jan Seva Kendra, Goh', holidays: ['2026-12-25', '2027-01-26'] })
    .run();
  db.insert(s.rateLimitBuckets)
    .values({ key: 'login:ip:1', tokens: 1.234567890123, updatedAt: at, fullAt: at })
    .run();
  db.insert(s.referenceCounters).values({ year: 2026, lastValue: count }).run();
}

// Each test copies between two real databases; on a busy machine that takes several seconds.
describeWithPostgres('copying SQLite into PostgreSQL', (server) => {
  let dir: string;
  let source: Db;
  let target: PostgresDatabase;
  let databases = 0;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'seva-copy-'));
    source = openDatabase({ file: join(dir, 'seva.sqlite') });
    databases += 1;
    target = openPostgres(await server().createDatabase(`copy_${databases}`));
    await migratePostgres(target.db);
  }, 60_000);
  afterEach(async () => {
    closeDatabase(source);
    await target.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every row as it is, tallies included, and copies nothing the second time', {
    timeout: 30_000,
  }, async () => {
    seedSqlite(source, 1203);
    const first = await copySqliteToPostgres(source, target.db, { batchSize: 100 });
    const byName = new Map(first.map((copy) => [copy.table, copy]));
    expect(byName.get('applications')).toMatchObject({ source: 1203, copied: 1203, present: 0 });
    // Made the source's: one product changed, one block deleted, the settings' row changed.
    expect(byName.get('products')?.copied).toBe(1);
    expect(byName.get('rtps_blocks')).toMatchObject({ source: 1, copied: 1, present: 1 });
    expect(byName.get('portal_settings')?.copied).toBe(1);

    const checks = await compareSqliteWithPostgres(source, target.db, { batchSize: 100 });
    expect(checks.filter((check) => !check.same)).toEqual([]);
    expect(checks.find((check) => check.table === 'running_due_tallies')?.source.rows).toBe(6);

    const [settings] = await target.db.select().from(pgSchema.portalSettings);
    expect(settings?.holidays).toEqual(['2026-12-25', '2027-01-26']);

    const second = await copySqliteToPostgres(source, target.db);
    expect(second.filter((copy) => copy.kind !== 'derived' && copy.copied > 0)).toEqual([]);
    expect(second.find((copy) => copy.table === 'applications')?.present).toBe(1203);
    expect(
      (await compareSqliteWithPostgres(source, target.db)).filter((check) => !check.same),
    ).toEqual([]);
  });

  it('copies rows added to the source since, and nothing else', { timeout: 30_000 }, async () => {
    seedSqlite(source, 10);
    await copySqliteToPostgres(source, target.db);
    source
      .insert(sqliteSchema.applications)
      .values({ ...applicationRow('late', 'user1'), dueOn: '2026-12-01' })
      .run();
    const again = await copySqliteToPostgres(source, target.db);
    expect(again.find((copy) => copy.table === 'applications')).toMatchObject({
      copied: 1,
      present: 10,
    });
    expect(
      (await compareSqliteWithPostgres(source, target.db)).filter((check) => !check.same),
    ).toEqual([]);
  });

  it('refuses a target whose rows differ, or that holds rows the source lacks, writing nothing', {
    timeout: 30_000,
  }, async () => {
    seedSqlite(source, 10);
    await copySqliteToPostgres(source, target.db);
    await target.db
      .update(pgSchema.users)
      .set({ name: 'Someone else' })
      .where(eq(pgSchema.users.id, 'user1'));
    await target.db.insert(pgSchema.contactMessages).values({
      id: 'only-in-target',
      name: 'X',
      email: 'x@example.test',
      message: 'hello',
      createdAt: at,
    });
    source
      .insert(sqliteSchema.applications)
      .values({ ...applicationRow('late', 'user1'), dueOn: '2026-12-01' })
      .run();

    const refused = copySqliteToPostgres(source, target.db);
    await expect(refused).rejects.toBeInstanceOf(TargetDiffersError);
    await expect(refused).rejects.toThrow(
      /users: 1 row differs from the source's row with the same key\n {2}contact_messages: 1 row is not in the source/,
    );
    // Nothing was written: the new application is not there.
    const late = await target.db
      .select()
      .from(pgSchema.applications)
      .where(eq(pgSchema.applications.id, 'late'));
    expect(late).toEqual([]);
    const checks = await compareSqliteWithPostgres(source, target.db);
    expect(
      checks
        .filter((check) => !check.same)
        .map((check) => check.table)
        .sort(),
    ).toEqual([
      'application_tallies',
      'applications',
      'contact_messages',
      'running_due_tallies',
      'users',
    ]);
  });

  it('copies PostgreSQL back into a new SQLite file, one snapshot whatever is written meanwhile', {
    timeout: 30_000,
  }, async () => {
    seedSqlite(source, 1203);
    await copySqliteToPostgres(source, target.db, { batchSize: 100 });
    const file = join(dir, 'back.sqlite');
    // Written while the copy reads, after its snapshot began (the users are copied, the
    // applications not yet): not in the copy.
    let late: Promise<unknown> = Promise.resolve();
    const copying = copyPostgresToSqlite(target.db, file, {
      batchSize: 10,
      onTable: (table) => {
        if (table !== 'users') return;
        late = target.db
          .insert(pgSchema.applications)
          .values({ ...applicationRow('late', 'user1'), dueOn: '2026-12-01' });
      },
    });
    const checks = await copying;
    await late;
    const [lateRow] = await target.db
      .select()
      .from(pgSchema.applications)
      .where(eq(pgSchema.applications.id, 'late'));
    expect(lateRow?.id).toBe('late');
    expect(checks.filter((check) => !check.same)).toEqual([]);
    expect(checks.find((check) => check.table === 'applications')?.source.rows).toBe(1203);

    // The file is the source as it was: every table's rows and values, tallies, seeds changed
    // by the cafe, and it opens (migrated, foreign keys whole) as a cafe's database does.
    const back = openDatabase({ file });
    try {
      const withLate = await compareSqliteWithPostgres(back, target.db);
      expect(
        withLate
          .filter((check) => !check.same)
          .map((check) => check.table)
          .sort(),
      ).toEqual(['application_tallies', 'applications', 'running_due_tallies']);
      const againstOriginal = await compareSqliteWithPostgres(source, target.db);
      expect(
        againstOriginal
          .filter((check) => !check.same)
          .map((check) => check.table)
          .sort(),
      ).toEqual(['application_tallies', 'applications', 'running_due_tallies']);
      expect(back.$client.pragma('foreign_key_check')).toEqual([]);
      const [voter] = back
        .select()
        .from(sqliteSchema.products)
        .where(eq(sqliteSchema.products.slug, 'voter-id'))
        .all();
      expect(voter?.price).toBe(999);
      expect(back.select().from(sqliteSchema.applications).all()).toHaveLength(1203);
    } finally {
      closeDatabase(back);
    }
    // Removing 'late' makes them equal again: the copy was exactly the snapshot.
    await target.db.delete(pgSchema.applications).where(eq(pgSchema.applications.id, 'late'));
    const reopened = openDatabase({ file });
    try {
      expect(
        (await compareSqliteWithPostgres(reopened, target.db)).filter((check) => !check.same),
      ).toEqual([]);
    } finally {
      closeDatabase(reopened);
    }
    // Never over an existing file.
    await expect(copyPostgresToSqlite(target.db, file)).rejects.toThrow(/exists/);
  });
});
