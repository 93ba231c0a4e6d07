import {
  type Application,
  type ApplicationsRepository,
  closedStatuses,
  type IdentityAccessRepository,
} from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import { identityAccessExpiry } from '../../lib/identity-access-log.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { identityTerm } from './search-terms.ts';

const DAY_MS = 86_400_000;
/** How often the job looks for applications past their retention (it also runs at start). */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;

/** When a closed application's identity documents and numbers go (null while it is open). */
export function purgeDate(closedAt: Date | null, retentionDays: number): Date | null {
  return closedAt ? new Date(closedAt.getTime() + retentionDays * DAY_MS) : null;
}

/** The time of the change that closed the application (its last move to its closed status). */
export function closedAt(
  application: Pick<Application, 'status'>,
  history: ReadonlyArray<{ toStatus: string; createdAt: Date }>,
): Date | null {
  const closed: readonly string[] = closedStatuses;
  if (!closed.includes(application.status)) return null;
  const change = history.filter((entry) => entry.toStatus === application.status).at(-1);
  return change?.createdAt ?? null;
}

/**
 * Retention (docs/decisions/061-consent-and-retention.md): identity documents and numbers of
 * applications completed or rejected more than the Settings' days ago are purged, by a job in
 * the server — at start, then every hour. What stays: the application (reference, status,
 * dates, fee), its details other than identity numbers, comments, history and payments.
 * The log of operators opening identity data is not touched by a purge; the same job removes
 * only its entries older than two years (docs/decisions/064-identity-access-log.md).
 */
export function createRetention(deps: {
  /** The closed applications due and their purge, one unit per batch (docs/decisions/078). */
  applications: Pick<ApplicationsRepository, 'closedBefore' | 'purgeIdentity'>;
  /** The identity access log's entries past two years go with each pass. */
  identityAccess: Pick<IdentityAccessRepository, 'purge'>;
  storage: FileStorage;
  retentionDays: () => Promise<number>;
  logger: FastifyBaseLogger;
  now?: () => number;
  everyMs?: number;
}) {
  const { applications, storage, logger } = deps;
  const now = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Immediate | undefined;
  let running: Promise<number> | undefined;

  async function purge(): Promise<number> {
    const at = new Date(now());
    const cutoff = new Date(at.getTime() - (await deps.retentionDays()) * DAY_MS);
    let purged = 0;
    const due = () => applications.closedBefore(cutoff, BATCH);
    for (let ids = await due(); ids.length > 0; ids = await due()) {
      // One batch in one unit; its files go once the rows are gone.
      const { purged: gone, storageKeys: keys } = await applications.purgeIdentity(
        ids,
        at,
        identityTerm(''),
      );
      purged += gone.length;
      // Rows first, then files: a crash between leaves files without rows, which the storage
      // sweep removes at the next start, never a row without its file.
      const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed > 0)
        logger.error({ failed }, 'some purged identity documents could not be removed');
    }
    if (purged > 0) logger.info({ purged }, 'identity documents and numbers purged (retention)');
    const expired = await deps.identityAccess.purge(identityAccessExpiry(at));
    if (expired > 0) logger.info({ expired }, 'identity access log entries past two years removed');
    return purged;
  }

  /** One pass; a pass already running is joined rather than doubled. */
  function runOnce(): Promise<number> {
    running ??= purge().finally(() => {
      running = undefined;
    });
    return running;
  }

  const tick = () => {
    runOnce().catch((error: unknown) => logger.error({ err: error }, 'retention purge failed'));
  };

  return {
    runOnce,
    start() {
      if (timer) return;
      first = setImmediate(tick);
      timer = setInterval(tick, deps.everyMs ?? RETENTION_EVERY_MS);
      timer.unref();
    },
    /** Stops the schedule and waits for a pass in progress. */
    async stop() {
      if (first) clearImmediate(first);
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
