import type { Db } from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import { sealApplicationsLeftPlain } from './features/applications/identity-numbers.ts';
import { sealOrdersLeftPlain } from './features/orders/identity-numbers.ts';
import { compactDatabase, dataMigrationDone, recordDataMigration } from './lib/data-migrations.ts';
import type { SealedValues } from './lib/sealed-values.ts';

export const SEALED_AND_VACUUMED = '0014-identity-numbers-sealed';

/**
 * At start, before any request: identity numbers still in plain columns (written before
 * migration 0014) are sealed, each feature its own rows, in batches that resume after a stop.
 * Then, once (and again whenever a start found plain ones, say from an old backup restored),
 * the file is vacuumed and the WAL emptied, so no old page keeps a plain number
 * (docs/decisions/060-identity-numbers-at-rest.md).
 */
export function sealIdentityNumbersLeftPlain(deps: {
  db: Db;
  values: SealedValues;
  logger: FastifyBaseLogger;
  now: () => number;
}): void {
  const { db, values, logger } = deps;
  const started = deps.now();
  const applications = sealApplicationsLeftPlain(db, values);
  const orders = sealOrdersLeftPlain(db, values);
  const sealed = applications + orders;
  if (sealed === 0 && dataMigrationDone(db, SEALED_AND_VACUUMED)) return;
  compactDatabase(db);
  recordDataMigration(db, SEALED_AND_VACUUMED, new Date(deps.now()));
  logger.info(
    { applications, orders, ms: deps.now() - started },
    'identity numbers sealed at rest; database vacuumed',
  );
}
