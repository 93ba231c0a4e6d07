import type { Db } from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import { fillMissingDueDates } from './features/applications/due-dates.ts';
import { dataMigrationDone, recordDataMigration } from './lib/data-migrations.ts';

const DUE_DATES_FILLED = '0017-due-dates-filled';

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
