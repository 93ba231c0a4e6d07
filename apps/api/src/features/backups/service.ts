import { basename } from 'node:path';
import type { BackupsRepository } from '@seva/db';
import type { FastifyBaseLogger } from 'fastify';
import { type BackupResult, pruneBackups } from '../../lib/backup.ts';
import { newId } from '../../lib/ids.ts';

/** A backup older than this is flagged on the operators' overview (docs/product.md). */
export const BACKUP_STALE_MS = 24 * 60 * 60 * 1000;

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
}) {
  const { backups, copy, dataDir, schedule, logger } = deps;
  const now = deps.now ?? Date.now;
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

  async function scheduledRun(dir: string) {
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

    /** Starts the schedule: a first backup soon after start, then every BACKUP_EVERY. */
    start() {
      const dir = schedule.dir;
      if (!dir || timer) return;
      const tick = () => {
        running ??= scheduledRun(dir).finally(() => {
          running = undefined;
        });
      };
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
