import type {
  ApplicationsMaintenanceRepository,
  DataMigrationsRepository,
  OrdersMaintenanceRepository,
} from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import { sealApplicationsLeftPlain } from './features/applications/identity-numbers.ts';
import { sealOrdersLeftPlain } from './features/orders/identity-numbers.ts';
import type { SealedValues } from './lib/sealed-values.ts';

export const SEALED_AND_VACUUMED = '0014-identity-numbers-sealed';

/**
 * At start, before any request: identity numbers still in plain columns (written before
 * migration 0014) are sealed, each feature its own rows, in batches that resume after a stop.
 * Then, once (and again whenever a start found plain ones, say from an old backup restored),
 * the database is compacted (SQLite: the file vacuumed and the WAL emptied), so no old page
 * keeps a plain number (docs/decisions/060-identity-numbers-at-rest.md).
 */
export async function sealIdentityNumbersLeftPlain(deps: {
  applications: ApplicationsMaintenanceRepository;
  orders: OrdersMaintenanceRepository;
  dataMigrations: DataMigrationsRepository;
  values: SealedValues;
  logger: FastifyBaseLogger;
  now: () => number;
}): Promise<void> {
  const { dataMigrations, values, logger } = deps;
  const started = deps.now();
  const applications = await sealApplicationsLeftPlain(deps.applications, values);
  const orders = await sealOrdersLeftPlain(deps.orders, values);
  const sealed = applications + orders;
  if (sealed === 0 && (await dataMigrations.done(SEALED_AND_VACUUMED))) return;
  await dataMigrations.compact();
  await dataMigrations.record(SEALED_AND_VACUUMED, new Date(deps.now()));
  logger.info(
    { applications, orders, ms: deps.now() - started },
    'identity numbers sealed at rest; database vacuumed',
  );
}
