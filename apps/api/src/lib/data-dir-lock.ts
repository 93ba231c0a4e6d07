import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { holdExclusiveLock } from '@seva/db';
import { ensurePrivateDir, ensurePrivateFile } from './private-paths.ts';

/** Another live server holds DATA_DIR: this one must not migrate, sweep or serve it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | null,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Seva server${
        holderPid ? ` (PID ${holderPid})` : ''
      }. Stop it first, or give this one another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes DATA_DIR for this process, or throws DataDirInUseError at once. The lock is an
 * exclusive transaction held open on a small SQLite file: SQLite's POSIX locks are dropped by
 * the kernel when the process dies (no stale lock after a crash or kill -9), and two
 * connections in one process conflict too. See docs/decisions/014-data-dir-lock.md.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  ensurePrivateDir(dataDir);
  const lockFile = join(dataDir, 'server.lock');
  const pidFile = join(dataDir, 'server.pid');
  ensurePrivateFile(lockFile);
  const lock = holdExclusiveLock(lockFile);
  if (!lock) throw new DataDirInUseError(dataDir, readPid(pidFile));
  // Written only while holding the lock, so it names the holder (or, briefly, a dead one).
  ensurePrivateFile(pidFile);
  writeFileSync(pidFile, `${process.pid}\n`);
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      rmSync(pidFile, { force: true });
      lock.release();
    },
  };
}

function readPid(pidFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
