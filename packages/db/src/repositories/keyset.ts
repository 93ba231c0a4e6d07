import { and, type Column, eq, gt, lt, or, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Where a newest-first page stopped: the (created_at, id) of its last row. */
export interface Keyset {
  createdAt: Date;
  id: string;
}

/** A key's values as the conditions take them: plain, or a prepared statement's placeholders. */
export type KeyValues = Keyset | { createdAt: SQLWrapper; id: SQLWrapper };

/**
 * Rows after `key` in newest-first order: (created_at, id) strictly below it. Drizzle's
 * operators build the same SQL on both dialects, so both repositories share this.
 */
export function newestFirstAfter(
  createdAt: Column,
  id: Column,
  key: KeyValues | null,
): SQL | undefined {
  if (!key) return undefined;
  return or(lt(createdAt, key.createdAt), and(eq(createdAt, key.createdAt), lt(id, key.id)));
}

/** Rows after `key` in oldest-first order: (created_at, id) strictly above it. */
export function oldestFirstAfter(
  createdAt: Column,
  id: Column,
  key: KeyValues | null,
): SQL | undefined {
  if (!key) return undefined;
  return or(gt(createdAt, key.createdAt), and(eq(createdAt, key.createdAt), gt(id, key.id)));
}
