import type { Db } from '@seva/db';

/**
 * `PRAGMA quick_check` (page structure, cell bounds, free lists; not index contents): null when
 * the file is sound, else the first finding. It reads every page, so it runs at start and now
 * and then from /api/ready, never per request.
 */
export function integrityProblem(db: Db): string | null {
  try {
    const rows = db.$client.pragma('quick_check(5)') as Array<{ quick_check: string }>;
    const findings = rows.map((row) => row.quick_check).filter((line) => line !== 'ok');
    return findings.length === 0 ? null : `database: integrity check failed: ${findings[0]}`;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return `database: integrity check failed: ${typeof code === 'string' ? code : String(error)}`;
  }
}
