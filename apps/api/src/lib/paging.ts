import { and, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { AppError } from '../errors.ts';

/** Keyset cursors: the (created_at, id) of the last row seen, opaque to clients. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(JSON.stringify([createdAt.getTime(), id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [
      unknown,
      unknown,
    ];
    if (
      typeof at === 'number' &&
      Number.isFinite(at) &&
      typeof id === 'string' &&
      id.length <= 64
    ) {
      return { createdAt: new Date(at), id };
    }
  } catch {}
  throw new AppError('INVALID', 'Invalid cursor');
}

/** Rows after the cursor in newest-first order: (created_at, id) strictly below it. */
export function afterCursor(
  createdAt: SQLiteColumn,
  id: SQLiteColumn,
  cursor: { createdAt: Date; id: string } | null,
): SQL | undefined {
  if (!cursor) return undefined;
  return or(
    lt(createdAt, cursor.createdAt),
    and(eq(createdAt, cursor.createdAt), lt(id, cursor.id)),
  );
}

/**
 * Cursors of the oldest-first order (docs/decisions/070-operator-queue.md): marked `oldest`,
 * so a newest-first cursor given to it is refused instead of paging the wrong way.
 */
export function encodeOldestCursor(createdAt: Date, id: string): string {
  return Buffer.from(JSON.stringify(['oldest', createdAt.getTime(), id])).toString('base64url');
}

export function decodeOldestCursor(
  cursor: string | undefined,
): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  try {
    const [kind, at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [
      unknown,
      unknown,
      unknown,
    ];
    if (
      kind === 'oldest' &&
      typeof at === 'number' &&
      Number.isFinite(at) &&
      typeof id === 'string' &&
      id.length <= 64
    ) {
      return { createdAt: new Date(at), id };
    }
  } catch {}
  throw new AppError('INVALID', 'Invalid cursor');
}

/** Rows after the cursor in oldest-first order: (created_at, id) strictly above it. */
export function afterOldestCursor(
  createdAt: SQLiteColumn,
  id: SQLiteColumn,
  cursor: { createdAt: Date; id: string } | null,
): SQL | undefined {
  if (!cursor) return undefined;
  return or(
    gt(createdAt, cursor.createdAt),
    and(eq(createdAt, cursor.createdAt), gt(id, cursor.id)),
  );
}
