import type { BackupRun } from '../schema.ts';

/**
 * The record of backup runs (the copying itself is the server's, not the database's): what
 * the backups feature does with the database, one method per unit of work.
 */
export interface BackupsRepository {
  /** Keeps one run, good or failed, as the server or the CLI made it. */
  record(run: NewBackupRun): Promise<void>;

  /**
   * The last good run and the last failed one, each the latest by finished_at (then id,
   * descending); null when there is none.
   */
  latest(): Promise<LatestBackupRuns>;
}

export type NewBackupRun = Pick<BackupRun, 'id' | 'trigger' | 'ok' | 'startedAt' | 'finishedAt'> &
  Partial<Pick<BackupRun, 'file' | 'size' | 'files' | 'error'>>;

export interface LatestBackupRuns {
  lastGood: BackupRun | null;
  lastFailed: BackupRun | null;
}
