import {
  type Application,
  applicationSearchTerms,
  applications,
  attachments,
  type Db,
  type IdentityAccessRepository,
  itrDetails,
  panCardDetails,
  statusHistory,
} from '@seva/db';
import { and, eq, inArray, isNull, like, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { identityAccessExpiry } from '../../lib/identity-access-log.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { identityTerm } from './search-terms.ts';

const DAY_MS = 86_400_000;
/** How often the job looks for applications past their retention (it also runs at start). */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;
const CLOSED = ['completed', 'rejected'] as const;

/** When a closed application's identity documents and numbers go (null while it is open). */
export function purgeDate(closedAt: Date | null, retentionDays: number): Date | null {
  return closedAt ? new Date(closedAt.getTime() + retentionDays * DAY_MS) : null;
}

/** The time of the change that closed the application (its last move to its closed status). */
export function closedAt(
  application: Pick<Application, 'status'>,
  history: ReadonlyArray<{ toStatus: string; createdAt: Date }>,
): Date | null {
  if (!(CLOSED as readonly string[]).includes(application.status)) return null;
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
  db: Db;
  /** The identity access log's entries past two years go with each pass. */
  identityAccess: Pick<IdentityAccessRepository, 'purge'>;
  storage: FileStorage;
  retentionDays: () => Promise<number>;
  logger: FastifyBaseLogger;
  now?: () => number;
  everyMs?: number;
}) {
  const { db, storage, logger } = deps;
  const now = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Immediate | undefined;
  let running: Promise<number> | undefined;

  /** Ids of closed applications past their retention, not purged yet. */
  function due(cutoff: Date): string[] {
    return db
      .selectDistinct({ id: applications.id })
      .from(applications)
      .innerJoin(
        statusHistory,
        and(
          eq(statusHistory.applicationId, applications.id),
          eq(statusHistory.toStatus, applications.status),
        ),
      )
      .where(
        and(
          inArray(applications.status, [...CLOSED]),
          isNull(applications.identityPurgedAt),
          lte(statusHistory.createdAt, cutoff),
        ),
      )
      .limit(BATCH)
      .all()
      .map((row) => row.id);
  }

  /** One batch in one transaction; returns the stored files to delete once the rows are gone. */
  function purgeRows(ids: string[], at: Date): string[] {
    return db.transaction((tx) => {
      const keys = tx
        .select({ key: attachments.storageKey })
        .from(attachments)
        .where(inArray(attachments.applicationId, ids))
        .all()
        .map((row) => row.key);
      tx.delete(attachments).where(inArray(attachments.applicationId, ids)).run();
      tx.update(panCardDetails)
        .set({ aadharNumber: null, aadharNumberSealed: null, aadharNumberLast4: null })
        .where(inArray(panCardDetails.applicationId, ids))
        .run();
      tx.update(itrDetails)
        .set({
          aadharCardNo: null,
          aadharCardNoSealed: null,
          aadharCardNoLast4: null,
          panCardNo: null,
          panCardNoSealed: null,
          panCardNoLast4: null,
          accountNo: null,
          accountNoSealed: null,
          accountNoLast4: null,
        })
        .where(inArray(itrDetails.applicationId, ids))
        .run();
      // The blind index of each whole number (docs/decisions/060): no search finds them now.
      tx.delete(applicationSearchTerms)
        .where(
          and(
            inArray(applicationSearchTerms.applicationId, ids),
            like(applicationSearchTerms.term, identityTerm('%')),
          ),
        )
        .run();
      tx.update(applications)
        .set({ identityPurgedAt: at })
        .where(inArray(applications.id, ids))
        .run();
      return keys;
    });
  }

  async function purge(): Promise<number> {
    const at = new Date(now());
    const cutoff = new Date(at.getTime() - (await deps.retentionDays()) * DAY_MS);
    let purged = 0;
    for (let ids = due(cutoff); ids.length > 0; ids = due(cutoff)) {
      const keys = purgeRows(ids, at);
      purged += ids.length;
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
