import { basename } from 'node:path';
import type { BackupsRepository } from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import { type BackupResult, pruneBackups } from '../../lib/backup.ts';
import { newId } from '../../lib/ids.ts';

/** A backup older than this is flagged on the operators' overview (docs/product.md). */
export const BACKUP_STALE_MS = 24 * 60 * 60 * 1000;

/** The lease a scheduled backup runs under, so that servers sharing a database take turns. */
export const SCHEDULE_LEASE = 'schedule';

/**
 * How long a taken lease holds before another server may take it over: renewed every third of
 * it while the backup runs, so only a server that died (or hangs) lets it lapse.
 */
export const SCHEDULE_LEASE_MS = 10 * 60 * 1000;

export interface BackupStatus {
  /** Whether the server makes backups on a schedule (BACKUP_DIR is set). */
  scheduled: boolean;
  /** The last good backup, scheduled or from the CLI. */
  lastSuccessAt: string | null;
  /** The last attempt failed after the last good one: its message. */
  lastError: string | null;
  /** No good backup, or the last is older than a day. */
  stale: boolean;
}

/**
 * Backups of the database and its files (lib/backup.ts), each recorded in `backup_runs`; on a
 * schedule inside the server when BACKUP_DIR is set, keeping the newest BACKUP_KEEP.
 */
export function createBackups(deps: {
  /** The record of runs. */
  backups: BackupsRepository;
  /**
   * Makes one backup into `toDir`: lib/backup.ts's copy of the SQLite database and the files,
   * which stays the server's (docs/decisions/078-repositories.md).
   */
  copy: (toDir: string) => Promise<BackupResult>;
  /** Left out of a failure's message. */
  dataDir: string;
  schedule: { dir: string | undefined; everyMs: number; keep: number };
  logger: FastifyBaseLogger;
  now?: () => number;
  /** This process's name on the schedule's lease (a new id per process when left out). */
  leaseHolder?: string;
  leaseMs?: number;
}) {
  const { backups, copy, dataDir, schedule, logger } = deps;
  const now = deps.now ?? Date.now;
  const holder = deps.leaseHolder ?? newId();
  const leaseMs = deps.leaseMs ?? SCHEDULE_LEASE_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function run(toDir: string, trigger: 'schedule' | 'cli'): Promise<BackupResult> {
    const startedAt = new Date(now());
    try {
      const result = await copy(toDir);
      await backups.record({
        id: newId(),
        trigger,
        ok: true,
        file: basename(result.file),
        size: result.size,
        files: result.files,
        startedAt,
        finishedAt: new Date(now()),
      });
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await backups.record({
        id: newId(),
        trigger,
        ok: false,
        error: message.replaceAll(dataDir, 'DATA_DIR').slice(0, 500),
        startedAt,
        finishedAt: new Date(now()),
      });
      throw error;
    }
  }

  /** Takes (or renews) the schedule's lease for this process until `leaseMs` from now. */
  const takeLease = () => {
    const at = now();
    return backups.takeLease({
      name: SCHEDULE_LEASE,
      holder,
      at: new Date(at),
      until: new Date(at + leaseMs),
    });
  };

  /**
   * The scheduled backup, one server at a time: every server sharing the database ticks on its
   * own timer, and only the one that takes the lease makes the backup; it renews the lease
   * while the backup runs and gives it back after.
   */
  async function scheduledRun(dir: string) {
    let held: boolean;
    try {
      held = await takeLease();
    } catch (error) {
      logger.error({ err: error }, 'scheduled backup failed: the lease could not be taken');
      return;
    }
    if (!held) {
      logger.info('scheduled backup skipped: another server is making one');
      return;
    }
    const renewal = setInterval(() => {
      takeLease().then(
        (still) => {
          if (!still) logger.warn('the scheduled backup lost its lease while running');
        },
        (error: unknown) =>
          logger.warn({ err: error }, 'the scheduled backup lease was not renewed'),
      );
    }, leaseMs / 3);
    renewal.unref();
    try {
      await backupOnSchedule(dir);
    } finally {
      clearInterval(renewal);
      await backups
        .releaseLease(SCHEDULE_LEASE, holder)
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'the scheduled backup lease was not given back'),
        );
    }
  }

  /** One tick of the schedule; a tick while the last one still runs joins it. */
  function tick(): Promise<unknown> {
    const dir = schedule.dir;
    if (!dir) return Promise.resolve();
    running ??= scheduledRun(dir).finally(() => {
      running = undefined;
    });
    return running;
  }

  async function backupOnSchedule(dir: string) {
    try {
      const result = await run(dir, 'schedule');
      const pruned = await pruneBackups(dir, schedule.keep);
      logger.info(
        {
          file: basename(result.file),
          size: result.size,
          files: result.files,
          pruned: pruned.length,
        },
        'backup made',
      );
      if (result.missing > 0) {
        logger.error(
          { missing: result.missing },
          'backup made, but stored files rows point at are missing from the object store: run pnpm cli check-storage',
        );
      }
    } catch (error) {
      logger.error({ err: error }, 'scheduled backup failed');
    }
  }

  return {
    /** One backup now into `toDir` (the CLI's `backup --to`), recorded like a scheduled one. */
    run,

    /**
     * What each tick of the schedule does: one backup into BACKUP_DIR if this server takes the
     * lease (no other server sharing the database is making one), else nothing. Never throws:
     * a failure is recorded and logged.
     */
    async runOnSchedule(): Promise<void> {
      await tick();
    },

    /** Starts the schedule: a first backup soon after start, then every BACKUP_EVERY. */
    start() {
      if (!schedule.dir || timer) return;
      timer = setInterval(tick, schedule.everyMs);
      timer.unref();
      // The first one once start-up work is done, not in its way.
      setTimeout(tick, 5_000).unref();
    },

    /** Stops the schedule and waits for a backup in progress (the server is closing). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },

    async status(): Promise<BackupStatus> {
      const { lastGood, lastFailed } = await backups.latest();
      const failedSince =
        lastFailed && (!lastGood || lastFailed.finishedAt > lastGood.finishedAt)
          ? lastFailed
          : null;
      return {
        scheduled: Boolean(schedule.dir),
        lastSuccessAt: lastGood?.finishedAt.toISOString() ?? null,
        lastError: failedSince?.error ?? null,
        stale: !lastGood || now() - lastGood.finishedAt.getTime() > BACKUP_STALE_MS,
      };
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;
