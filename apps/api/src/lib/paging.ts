import { and, eq, lt, or, type SQL } from 'drizzle-orm';
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
