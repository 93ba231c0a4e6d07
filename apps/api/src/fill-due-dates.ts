import type { Db } from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import { fillMissingDueDates } from './features/applications/due-dates.ts';
import { fillMissingSearchTerms } from './features/applications/fill-search-terms.ts';
import { dataMigrationDone, recordDataMigration } from './lib/data-migrations.ts';

export const DUE_DATES_FILLED = '0017-due-dates-filled';

/**
 * At start, before any request: applications filed before migration 0017 get their promised
 * date in `due_on` (docs/decisions/067-due-dates-assignment-notes.md). Each start looks again
 * (cheap when none is empty), so rows from an old backup restored later are filled too.
 */
export function fillDueDatesLeftEmpty(deps: {
  db: Db;
  logger: FastifyBaseLogger;
  now: () => number;
}): void {
  const { db, logger } = deps;
  const started = deps.now();
  const filled = fillMissingDueDates(db);
  if (filled > 0) {
    logger.info({ applications: filled, ms: deps.now() - started }, 'promised dates filled');
  }
  if (!dataMigrationDone(db, DUE_DATES_FILLED)) {
    recordDataMigration(db, DUE_DATES_FILLED, new Date(deps.now()));
  }
}

export const SEARCH_TERMS_FILLED = '070-search-terms-email-words';

/**
 * Once (recorded in `data_migrations`; a restored older backup lacks the record and is filled
 * again): applications filed before the e-mail's words, its domain and the mobile number were
 * search terms get them (docs/decisions/070-operator-queue.md).
 */
export function fillSearchTermsOnce(deps: {
  db: Db;
  logger: FastifyBaseLogger;
  now: () => number;
}): void {
  const { db, logger } = deps;
  if (dataMigrationDone(db, SEARCH_TERMS_FILLED)) return;
  const started = deps.now();
  const added = fillMissingSearchTerms(db);
  logger.info({ terms: added, ms: deps.now() - started }, 'search terms filled');
  recordDataMigration(db, SEARCH_TERMS_FILLED, new Date(deps.now()));
}
