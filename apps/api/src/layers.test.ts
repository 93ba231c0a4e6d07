import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { schema } from '@seva/db';
import { is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';

// The layers and the ownership of tables (docs/decisions/040-domain-and-admin-doors.md):
// lib/ and the tRPC core know no feature; the web's ui/ and lib/ know no feature; each table is
// written by the feature that owns it and by no other (others read it, or call its service).
// A feature's queries move into its repository in packages/db (docs/decisions/078): there the
// file's name says whose it is (`contact.sqlite.ts` is the contact feature's).

const api = import.meta.dirname;
const web = join(api, '../../web/src');
const repositories = join(api, '../../../packages/db/src/repositories');

/**
 * The features whose services call repositories: they import neither Drizzle nor a table. The
 * list grows as features are converted (docs/decisions/078 gives the order) until every
 * feature is on it.
 */
const onRepositories = [
  'contact',
  'notes',
  // Leaves (docs/decisions/078, step 1).
  'consent',
  'register',
  'tracking',
  'backups',
  'catalogue',
  // The outbox (docs/decisions/078, step 2).
  'notifications',
  // Accounts, sessions and codes (docs/decisions/078, step 3).
  'auth',
  // Payments, the locker and orders (docs/decisions/078, step 4).
  'payments',
  'locker',
  'orders',
  // Export and erasure (docs/decisions/078, step 6).
  'privacy',
];

/**
 * The shared writers of lib/ on repositories (docs/decisions/078, step 2): they import neither
 * Drizzle nor a table either.
 */
const libOnRepositories = ['lib/identity-access-log.ts'];

/**
 * The files of a feature converted part by part (docs/decisions/078, step 5: applications),
 * held to the same rule until the whole feature joins `onRepositories`.
 */
const filesOnRepositories = [
  'features/applications/queue.ts',
  'features/applications/retention.ts',
  'features/applications/review.ts',
  'features/applications/shapes.ts',
  'features/applications/search-terms.ts',
  'features/applications/acknowledgement.ts',
  'features/applications/assignment.ts',
  'features/applications/send-back.ts',
  'features/applications/timeline.ts',
  // The start-up data migrations and the key rotation's batches (docs/decisions/078, step 7).
  'features/applications/identity-numbers.ts',
  'features/applications/fill-search-terms.ts',
  'fill-due-dates.ts',
  'seal-identity-numbers.ts',
  'features/applications/fees.ts',
  'features/applications/details.ts',
  'features/applications/service.ts',
];

/**
 * Where a converted feature still hands a Drizzle transaction on, and why. The file may import
 * the `Db` type, and nothing else of Drizzle.
 */
const passesATransaction: Record<string, string> = {
  'features/notifications/outbox.ts':
    "a notice is written in the transaction of the change that causes it (every feature's), until those are repositories' units of work",
  'features/notifications/recipients.ts':
    "whom a notice goes to is read in the transaction of the change that causes it, until those are repositories' units of work",
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^;]*?from '([^']+)'/gms)].map(
    (match) => match[1] ?? '',
  );

function featureImports(files: string[], root: string) {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((source) => /(^|\/)features\//.test(source))
      .map((source) => `${relative(root, file)} imports ${source}`),
  );
}

/** Which feature writes each table. */
const owners: Record<string, string> = {
  users: 'auth',
  sessions: 'auth',
  emailCodes: 'auth',
  applications: 'applications',
  panCardDetails: 'applications',
  rtpsDetails: 'applications',
  jobCardDetails: 'applications',
  itrDetails: 'applications',
  attachments: 'applications',
  comments: 'applications',
  statusHistory: 'applications',
  applicationSearchTerms: 'applications',
  products: 'catalogue',
  rtpsBlocks: 'catalogue',
  rtpsRegistrationTypes: 'catalogue',
  portalSettings: 'catalogue',
  serviceFees: 'applications',
  serviceFeeChanges: 'applications',
  orders: 'orders',
  orderFiles: 'orders',
  orderStatusHistory: 'orders',
  orderIdentityHashes: 'orders',
  contactMessages: 'contact',
  lockerDocuments: 'locker',
  payments: 'payments',
  // Receipt numbers: only the references repository's part writes them (payments calls it).
  receiptCounters: 'references',
  backupRuns: 'backups',
  // The scheduled backup's lease, so servers sharing a database take turns.
  backupLeases: 'backups',
  erasures: 'privacy',
  consents: 'consent',
  settingChanges: 'catalogue',
  documentRequests: 'applications',
  applicationEvents: 'applications',
  // Operators' notes on applications and orders alike.
  internalNotes: 'notes',
  // The outbox: every feature's notices go in through it (docs/decisions/075).
  notifications: 'notifications',
  // Written by views and downloads on both applications and orders: only its repository writes
  // it (lib/identity-access-log.ts calls it; docs/decisions/078 step 2).
  identityAccessLog: 'identity-access-log',
  // Shared by applications and orders: only the references repository's part writes it (their
  // repositories' units call it), so no feature may.
  referenceCounters: 'references',
  // The throttles' token buckets: only their repository writes them (lib/throttle.ts calls it).
  rateLimitBuckets: 'rate-limits',
  // Written at start and by the admin CLI, only by the data migrations' record (its
  // repository, data-migrations.*; docs/decisions/078 step 7).
  dataMigrations: 'data-migrations',
  // Written by the database's own triggers on applications (migration 0019): no code writes it.
  runningDueTallies: 'migrations/0019 triggers',
  // Written by the database's own triggers on applications (migration 0024, decision 086).
  applicationTallies: 'migrations/0024 triggers',
};

describe('layers', () => {
  it('lib/ and the tRPC core import no feature', () => {
    const files = [
      ...sourceFiles(join(api, 'lib')),
      join(api, 'trpc.ts'),
      join(api, 'errors.ts'),
      join(api, 'config.ts'),
    ];
    expect(files.length).toBeGreaterThan(20);
    expect(featureImports(files, api)).toEqual([]);
  });

  it("the web's ui/ and lib/ import no feature", () => {
    const files = [...sourceFiles(join(web, 'ui')), ...sourceFiles(join(web, 'lib'))];
    expect(files.length).toBeGreaterThan(20);
    expect(featureImports(files, web)).toEqual([]);
  });

  it('every table in the schema has an owner', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, SQLiteTable))
      .map(([name]) => name);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((name) => !Object.hasOwn(owners, name))).toEqual([]);
    expect(Object.keys(owners).filter((name) => !tables.includes(name))).toEqual([]);
  });

  it('each table is written only by the feature that owns it', () => {
    const features = join(api, 'features');
    const byFeature = readdirSync(features).flatMap((feature) =>
      sourceFiles(join(features, feature)).map((file) => ({ feature, file })),
    );
    // contact.sqlite.ts, contact.pg.ts: the contact feature's queries; a large feature's
    // repositories are named for their part of it (applications-filing.sqlite.ts is the
    // applications feature's).
    const ownerNames = new Set(Object.values(owners));
    const featureOf = (name: string) => (ownerNames.has(name) ? name : (name.split('-')[0] ?? ''));
    const byRepository = sourceFiles(repositories).map((file) => ({
      feature: featureOf(relative(repositories, file).split('.')[0] ?? ''),
      file,
    }));
    const found: string[] = [];
    let writes = 0;
    for (const { feature, file } of [...byFeature, ...byRepository]) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\.(insert|update|delete)\((?:tx\.)?(\w+)\)/g)) {
        const table = match[2] ?? '';
        const owner = owners[table];
        if (!owner) continue;
        writes++;
        if (owner !== feature) {
          found.push(`${relative(api, file)} ${match[1]}s ${table} (owned by ${owner})`);
        }
      }
    }
    expect(writes).toBeGreaterThan(30);
    expect(found).toEqual([]);
  });

  it('features and lib writers on repositories import neither Drizzle nor a table', () => {
    const tables = new Set(
      Object.entries(schema)
        .filter(([, value]) => is(value, SQLiteTable))
        .map(([name]) => name),
    );
    const found: string[] = [];
    const files = [
      ...onRepositories.flatMap((feature) => {
        const inFeature = sourceFiles(join(api, 'features', feature));
        expect(inFeature.length).toBeGreaterThan(0);
        return inFeature;
      }),
      ...libOnRepositories.map((file) => join(api, file)),
      ...filesOnRepositories.map((file) => join(api, file)),
    ];
    for (const file of files) {
      const name = relative(api, file);
      for (const source of importsOf(file).filter((from) => from.startsWith('drizzle-orm'))) {
        found.push(`${name} imports ${source}`);
      }
      const fromDb = readFileSync(file, 'utf8').matchAll(
        /^import\s+(?:type\s+)?\{([^}]*)\}\s+from '@seva\/db'/gm,
      );
      for (const [, names = ''] of fromDb) {
        for (const imported of names.split(',').map((n) => n.replace(/^\s*type\s+/, '').trim())) {
          if (tables.has(imported)) found.push(`${name} imports the table ${imported}`);
          if (imported === 'Db' && !passesATransaction[name]) found.push(`${name} imports Db`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('every repository has both dialects and a contract test', () => {
    const files = readdirSync(repositories);
    const interfaces = files.filter(
      (file) => /^[a-z-]+\.ts$/.test(file) && files.includes(file.replace(/\.ts$/, '.sqlite.ts')),
    );
    expect(interfaces).toEqual(
      expect.arrayContaining(onRepositories.map((feature) => `${feature}.ts`)),
    );
    const missing = interfaces.flatMap((file) => {
      const name = file.replace(/\.ts$/, '');
      return [`${name}.sqlite.ts`, `${name}.pg.ts`, `${name}.contract.test.ts`].filter(
        (twin) => !files.includes(twin),
      );
    });
    expect(missing).toEqual([]);
  });

  it('no feature lends its internals to another', () => {
    const hatches = sourceFiles(join(api, 'features')).filter((file) =>
      /^\s+internal:/m.test(readFileSync(file, 'utf8')),
    );
    expect(hatches.map((file) => relative(api, file))).toEqual([]);
  });
});
