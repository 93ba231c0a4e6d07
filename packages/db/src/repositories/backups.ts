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

  /**
   * Takes the lease `name` for `holder` until `until`, in one conditional write that succeeds
   * only when nobody holds it, its holder's time has run out (`heldUntil` at or before `at`),
   * or `holder` holds it already (a renewal, which keeps `takenAt`). Answers whether `holder`
   * holds it now: of many processes asking at once, exactly one does.
   */
  takeLease(lease: LeaseRequest): Promise<boolean>;

  /** Gives the lease back if `holder` still holds it; answers whether it did. */
  releaseLease(name: string, holder: string): Promise<boolean>;
}

export interface LeaseRequest {
  name: string;
  holder: string;
  /** Now, by the caller's clock: a lease held until this moment or before is free. */
  at: Date;
  until: Date;
}

export type NewBackupRun = Pick<BackupRun, 'id' | 'trigger' | 'ok' | 'startedAt' | 'finishedAt'> &
  Partial<Pick<BackupRun, 'file' | 'size' | 'files' | 'error'>>;

export interface LatestBackupRuns {
  lastGood: BackupRun | null;
  lastFailed: BackupRun | null;
}
