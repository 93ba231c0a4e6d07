import type { ApplicationsMaintenanceRepository, DataMigrationsRepository } from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import { fillDueDates } from './features/applications/due-dates.ts';
import { fillSearchTerms } from './features/applications/fill-search-terms.ts';

export const DUE_DATES_FILLED = '0017-due-dates-filled';

/**
 * At start, before any request: applications filed before migration 0017 get their promised
 * date in `due_on` (docs/decisions/067-due-dates-assignment-notes.md). Each start looks again
 * (cheap when none is empty), so rows from an old backup restored later are filled too.
 */
export async function fillDueDatesLeftEmpty(deps: {
  maintenance: ApplicationsMaintenanceRepository;
  dataMigrations: DataMigrationsRepository;
  /** The centre's holidays (Settings), `yyyy-mm-dd`. */
  holidays: () => Promise<readonly string[]>;
  logger: FastifyBaseLogger;
  now: () => number;
}): Promise<void> {
  const { logger, dataMigrations } = deps;
  const started = deps.now();
  const filled = await fillDueDates(deps.maintenance, await deps.holidays());
  if (filled > 0) {
    logger.info({ applications: filled, ms: deps.now() - started }, 'promised dates filled');
  }
  if (!(await dataMigrations.done(DUE_DATES_FILLED))) {
    await dataMigrations.record(DUE_DATES_FILLED, new Date(deps.now()));
  }
}

export const SEARCH_TERMS_FILLED = '070-search-terms-email-words';

/**
 * Once (recorded in `data_migrations`; a restored older backup lacks the record and is filled
 * again): applications filed before the e-mail's words, its domain and the mobile number were
 * search terms get them (docs/decisions/070-operator-queue.md). Two processes starting at once
 * on one PostgreSQL both walk the rows (the second adds nothing) and one records it.
 */
export async function fillSearchTermsOnce(deps: {
  maintenance: ApplicationsMaintenanceRepository;
  dataMigrations: DataMigrationsRepository;
  logger: FastifyBaseLogger;
  now: () => number;
}): Promise<void> {
  const { logger, dataMigrations } = deps;
  if (await dataMigrations.done(SEARCH_TERMS_FILLED)) return;
  const started = deps.now();
  const added = await fillSearchTerms(deps.maintenance);
  logger.info({ terms: added, ms: deps.now() - started }, 'search terms filled');
  await dataMigrations.record(SEARCH_TERMS_FILLED, new Date(deps.now()));
}
