import Database from 'better-sqlite3';

export interface ExclusiveLock {
  release(): void;
}

/**
 * Holds SQLite's exclusive lock on `file` (an otherwise empty database) until release() or the
 * process's end; answers null at once when another connection holds it. SQLite's POSIX locks
 * are dropped by the kernel when a process dies, so a crash leaves no stale lock, and two
 * connections in one process conflict as two processes do.
 */
export function holdExclusiveLock(file: string): ExclusiveLock | null {
  const connection = new Database(file);
  try {
    connection.pragma('busy_timeout = 0');
    connection.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    connection.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
    throw error;
  }
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      connection.exec('ROLLBACK');
      connection.close();
    },
  };
}
