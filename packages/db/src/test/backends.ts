import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { closeDatabase, type Db, openDatabase } from '../client.ts';
import { migratePostgres, openPostgres, type PgDb, type PostgresDatabase } from '../postgres.ts';
import type { Repositories } from '../repositories/index.ts';
import { createPgRepositories } from '../repositories/pg.ts';
import { createSqliteRepositories } from '../repositories/sqlite.ts';
import * as pgSchema from '../schema.pg.ts';
import * as sqliteSchema from '../schema.ts';
import { describeWithPostgres } from './postgres-server.ts';

/**
 * Runs one repository contract on both dialects: each test gets a fresh, migrated SQLite file
 * and a fresh, migrated PostgreSQL database (a copy of a template migrated once per file), so
 * the same cases prove the same behaviour on both.
 */

export interface Backend {
  dialect: 'sqlite' | 'postgres';
  repositories: Repositories;
  /** Rows of tables no repository under test writes yet, put in as their features would. */
  seed: Seed;
  /**
   * The repositories over a second connection (SQLite) or pool (PostgreSQL) to the same
   * database, as another server process would open it; closed after the test.
   */
  anotherProcess(): Repositories;
  /**
   * The database itself, for the cases of a repository's parts: a part runs in a transaction
   * of its own dialect that the test opens (and commits or rolls back) as a unit would.
   */
  database: { dialect: 'sqlite'; db: Db } | { dialect: 'postgres'; db: PgDb };
}

export interface Seed {
  user(id: string, name?: string): Promise<void>;
  deleteUser(id: string): Promise<void>;
  application(id: string, userId: string): Promise<void>;
  deleteApplication(id: string): Promise<void>;
  order(id: string, userId: string): Promise<void>;
  /** Rows as given, for the read-only repositories' cases (tracking, the register). */
  rows: SeedRows;
  /** Changes the portal settings' row (id 1), or deletes it (null). */
  settings(values: SeedSettings | null): Promise<void>;
  /** An application type's fee, as the applications feature's Fees settings change it. */
  fee(serviceType: 'PanCard' | 'RTPS' | 'JobCard' | 'ITR', governmentFee: number): Promise<void>;
}

type Insert<Table extends { $inferInsert: unknown }> = Array<Table['$inferInsert']>;

export interface SeedRows {
  users(rows: Insert<typeof sqliteSchema.users>): Promise<void>;
  applications(rows: Insert<typeof sqliteSchema.applications>): Promise<void>;
  panCardDetails(rows: Insert<typeof sqliteSchema.panCardDetails>): Promise<void>;
  statusHistory(rows: Insert<typeof sqliteSchema.statusHistory>): Promise<void>;
  searchTerms(rows: Insert<typeof sqliteSchema.applicationSearchTerms>): Promise<void>;
  rtpsDetails(rows: Insert<typeof sqliteSchema.rtpsDetails>): Promise<void>;
  jobCardDetails(rows: Insert<typeof sqliteSchema.jobCardDetails>): Promise<void>;
  itrDetails(rows: Insert<typeof sqliteSchema.itrDetails>): Promise<void>;
  attachments(rows: Insert<typeof sqliteSchema.attachments>): Promise<void>;
  comments(rows: Insert<typeof sqliteSchema.comments>): Promise<void>;
  documentRequests(rows: Insert<typeof sqliteSchema.documentRequests>): Promise<void>;
  applicationEvents(rows: Insert<typeof sqliteSchema.applicationEvents>): Promise<void>;
  internalNotes(rows: Insert<typeof sqliteSchema.internalNotes>): Promise<void>;
  products(rows: Insert<typeof sqliteSchema.products>): Promise<void>;
  orders(rows: Insert<typeof sqliteSchema.orders>): Promise<void>;
  payments(rows: Insert<typeof sqliteSchema.payments>): Promise<void>;
  orderFiles(rows: Insert<typeof sqliteSchema.orderFiles>): Promise<void>;
}

export type SeedSettings = Partial<
  Pick<
    sqliteSchema.PortalSettings,
    | 'retentionDays'
    | 'centreName'
    | 'centrePhone'
    | 'centreAddress'
    // The centre's holidays and each citizen's storage space (applications' filing).
    | 'holidays'
    | 'storageQuotaBytes'
  >
>;

const at = new Date('2026-11-23T10:00:00.000Z');

const userRow = (id: string, name: string) => ({ id, name, createdAt: at, updatedAt: at });
export const applicationRow = (id: string, userId: string) => ({
  id,
  reference: `SEVA-TEST-${id}`,
  trackingCode: `TRACK-${id}`,
  userId,
  serviceType: 'PanCard' as const,
  createdAt: at,
  updatedAt: at,
});
export const orderRow = (id: string, userId: string) => ({
  id,
  reference: `SEVA-ORDER-${id}`,
  userId,
  productSlug: 'test-product',
  productTitle: 'Test product',
  unit: 'copy',
  unitPrice: 10,
  quantity: 1,
  amount: 10,
  applicantName: 'Test',
  applicantNameKey: 'test',
  details: '{}',
  createdAt: at,
  updatedAt: at,
});

function sqliteSeed(db: Db): Seed {
  const { users, applications, orders } = sqliteSchema;
  return {
    async user(id, name = id) {
      db.insert(users).values(userRow(id, name)).run();
    },
    async deleteUser(id) {
      db.delete(users).where(eq(users.id, id)).run();
    },
    async application(id, userId) {
      db.insert(applications).values(applicationRow(id, userId)).run();
    },
    async deleteApplication(id) {
      db.delete(applications).where(eq(applications.id, id)).run();
    },
    async order(id, userId) {
      db.insert(orders).values(orderRow(id, userId)).run();
    },
    rows: {
      async users(rows) {
        db.insert(users).values(rows).run();
      },
      async applications(rows) {
        db.insert(applications).values(rows).run();
      },
      async panCardDetails(rows) {
        db.insert(sqliteSchema.panCardDetails).values(rows).run();
      },
      async statusHistory(rows) {
        db.insert(sqliteSchema.statusHistory).values(rows).run();
      },
      async searchTerms(rows) {
        db.insert(sqliteSchema.applicationSearchTerms).values(rows).run();
      },
      async rtpsDetails(rows) {
        db.insert(sqliteSchema.rtpsDetails).values(rows).run();
      },
      async jobCardDetails(rows) {
        db.insert(sqliteSchema.jobCardDetails).values(rows).run();
      },
      async itrDetails(rows) {
        db.insert(sqliteSchema.itrDetails).values(rows).run();
      },
      async attachments(rows) {
        db.insert(sqliteSchema.attachments).values(rows).run();
      },
      async comments(rows) {
        db.insert(sqliteSchema.comments).values(rows).run();
      },
      async documentRequests(rows) {
        db.insert(sqliteSchema.documentRequests).values(rows).run();
      },
      async applicationEvents(rows) {
        db.insert(sqliteSchema.applicationEvents).values(rows).run();
      },
      async internalNotes(rows) {
        db.insert(sqliteSchema.internalNotes).values(rows).run();
      },
      async products(rows) {
        db.insert(sqliteSchema.products).values(rows).run();
      },
      async orders(rows) {
        db.insert(orders).values(rows).run();
      },
      async payments(rows) {
        db.insert(sqliteSchema.payments).values(rows).run();
      },
      async orderFiles(rows) {
        db.insert(sqliteSchema.orderFiles).values(rows).run();
      },
    },
    async settings(values) {
      const { portalSettings } = sqliteSchema;
      if (values) db.update(portalSettings).set(values).where(eq(portalSettings.id, 1)).run();
      else db.delete(portalSettings).run();
    },
    async fee(serviceType, governmentFee) {
      const { serviceFees } = sqliteSchema;
      db.update(serviceFees)
        .set({ governmentFee })
        .where(eq(serviceFees.serviceType, serviceType))
        .run();
    },
  };
}

function pgSeed(db: PostgresDatabase['db']): Seed {
  const { users, applications, orders } = pgSchema;
  return {
    async user(id, name = id) {
      await db.insert(users).values(userRow(id, name));
    },
    async deleteUser(id) {
      await db.delete(users).where(eq(users.id, id));
    },
    async application(id, userId) {
      await db.insert(applications).values(applicationRow(id, userId));
    },
    async deleteApplication(id) {
      await db.delete(applications).where(eq(applications.id, id));
    },
    async order(id, userId) {
      await db.insert(orders).values(orderRow(id, userId));
    },
    rows: {
      async users(rows) {
        await db.insert(users).values(rows);
      },
      async applications(rows) {
        await db.insert(applications).values(rows);
      },
      async panCardDetails(rows) {
        await db.insert(pgSchema.panCardDetails).values(rows);
      },
      async statusHistory(rows) {
        await db.insert(pgSchema.statusHistory).values(rows);
      },
      async searchTerms(rows) {
        await db.insert(pgSchema.applicationSearchTerms).values(rows);
      },
      async rtpsDetails(rows) {
        await db.insert(pgSchema.rtpsDetails).values(rows);
      },
      async jobCardDetails(rows) {
        await db.insert(pgSchema.jobCardDetails).values(rows);
      },
      async itrDetails(rows) {
        await db.insert(pgSchema.itrDetails).values(rows);
      },
      async attachments(rows) {
        await db.insert(pgSchema.attachments).values(rows);
      },
      async comments(rows) {
        await db.insert(pgSchema.comments).values(rows);
      },
      async documentRequests(rows) {
        await db.insert(pgSchema.documentRequests).values(rows);
      },
      async applicationEvents(rows) {
        await db.insert(pgSchema.applicationEvents).values(rows);
      },
      async internalNotes(rows) {
        await db.insert(pgSchema.internalNotes).values(rows);
      },
      async products(rows) {
        await db.insert(pgSchema.products).values(rows);
      },
      async orders(rows) {
        await db.insert(orders).values(rows);
      },
      async payments(rows) {
        await db.insert(pgSchema.payments).values(rows);
      },
      async orderFiles(rows) {
        await db.insert(pgSchema.orderFiles).values(rows);
      },
    },
    async settings(values) {
      const { portalSettings } = pgSchema;
      if (values) await db.update(portalSettings).set(values).where(eq(portalSettings.id, 1));
      else await db.delete(portalSettings);
    },
    async fee(serviceType, governmentFee) {
      const { serviceFees } = pgSchema;
      await db
        .update(serviceFees)
        .set({ governmentFee })
        .where(eq(serviceFees.serviceType, serviceType));
    },
  };
}

/** `describe` twice, once per dialect; `backend()` answers the current test's database. */
export function describeEachBackend(name: string, body: (backend: () => Backend) => void): void {
  describe(`${name} on SQLite`, () => {
    let dir: string | undefined;
    let db: Db | undefined;
    const others: Db[] = [];
    let current: Backend | undefined;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'seva-repo-'));
      const file = join(dir, 'seva.sqlite');
      db = openDatabase({ file });
      current = {
        dialect: 'sqlite',
        repositories: createSqliteRepositories(db, { checkStatements: true }),
        seed: sqliteSeed(db),
        database: { dialect: 'sqlite', db },
        anotherProcess() {
          const other = openDatabase({ file });
          others.push(other);
          return createSqliteRepositories(other, { checkStatements: true });
        },
      };
    });
    afterEach(() => {
      for (const other of others.splice(0)) closeDatabase(other);
      if (db) closeDatabase(db);
      if (dir) rmSync(dir, { recursive: true, force: true });
      current = undefined;
    });
    body(() => started(current));
  });

  describeWithPostgres(`${name} on PostgreSQL`, (server) => {
    const template = 'repository_template';
    let databases = 0;
    let postgres: PostgresDatabase | undefined;
    const others: PostgresDatabase[] = [];
    let current: Backend | undefined;
    beforeAll(async () => {
      const migrated = openPostgres(await server().createDatabase(template));
      try {
        await migratePostgres(migrated.db);
      } finally {
        await migrated.close();
      }
    }, 60_000);
    beforeEach(async () => {
      databases += 1;
      const database = `repository_${databases}`;
      const admin = new pg.Client({ connectionString: server().url('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`);
      } finally {
        await admin.end();
      }
      postgres = openPostgres(server().url(database));
      current = {
        dialect: 'postgres',
        repositories: createPgRepositories(postgres.db, { checkStatements: true }),
        seed: pgSeed(postgres.db),
        database: { dialect: 'postgres', db: postgres.db },
        anotherProcess() {
          const other = openPostgres(server().url(database));
          others.push(other);
          return createPgRepositories(other.db, { checkStatements: true });
        },
      };
    });
    afterEach(async () => {
      await Promise.all(others.splice(0).map((other) => other.close()));
      await postgres?.close();
      current = undefined;
    });
    body(() => started(current));
  });
}

function started(backend: Backend | undefined): Backend {
  if (!backend) throw new Error('the backend is answered inside tests and their hooks only');
  return backend;
}
