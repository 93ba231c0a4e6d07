import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import {
  orderFiles,
  orderIdentityHashes,
  orderStatusHistory,
  orders,
  payments,
  products,
  users,
} from '../schema.pg.ts';
import { isAccountOpen } from './auth.pg.ts';
import { newestFirstAfter } from './keyset.ts';
import { nameMatches } from './name-search.ts';
import { notifyUser } from './notifications.pg.ts';
import type { OrderChangeEntry, OrdersErased, OrdersQuery, OrdersRepository } from './orders.ts';
import type { OrderPaidMark } from './payments.ts';
import { nextReferenceNumber } from './references.pg.ts';
import { referenceOf } from './references.ts';
import { storageInUse } from './storage-quota.pg.ts';
import { fitsIn } from './storage-quota.ts';

const CHUNK = 500;

// Locks, in this order: the owner's row (placing an order with files, so two uploads of one
// account count one after the other), then the year's reference counter (its upsert); an
// order's row is locked by the update that moves it, and by the payments repository's units.

/** Writes an order's paid mark inside the caller's PostgreSQL transaction. */
export async function writeOrderPaidMark(
  tx: Pick<PgDb, 'update'>,
  orderId: string,
  mark: OrderPaidMark,
  at: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...mark, updatedAt: at })
    .where(eq(orders.id, orderId));
}

/** Writes an order's blind index (with the order, in the caller's PostgreSQL transaction). */
export async function insertOrderIdentityHashes(
  tx: Pick<PgDb, 'insert'>,
  orderId: string,
  hashes: readonly string[],
): Promise<void> {
  if (hashes.length === 0) return;
  await tx
    .insert(orderIdentityHashes)
    .values(hashes.map((hash) => ({ orderId, hash })))
    .onConflictDoNothing();
}

/** Whether any order of the account is pending or in progress, in the caller's transaction. */
export async function hasOrderInProgress(
  tx: Pick<PgDb, 'select'>,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'in_progress'])))
    .limit(1);
  return rows.length > 0;
}

/** Erases every order of an account inside the caller's PostgreSQL transaction. */
export async function eraseOrdersOf(
  tx: Pick<PgDb, 'select' | 'selectDistinct' | 'update' | 'delete'>,
  userId: string,
  at: Date,
  erasedName: string,
): Promise<OrdersErased> {
  const ids = (
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))
  ).map((row) => row.id);
  const storageKeys: string[] = [];
  const paid = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    for (const row of await tx
      .select({ key: orderFiles.storageKey })
      .from(orderFiles)
      .where(inArray(orderFiles.orderId, chunk))) {
      storageKeys.push(row.key);
    }
    for (const row of await tx
      .selectDistinct({ id: payments.orderId })
      .from(payments)
      .where(inArray(payments.orderId, chunk))) {
      if (row.id) paid.add(row.id);
    }
  }
  const removed = ids.filter((id) => !paid.has(id));
  const kept = ids.filter((id) => paid.has(id));
  for (let i = 0; i < removed.length; i += CHUNK) {
    await tx.delete(orders).where(inArray(orders.id, removed.slice(i, i + CHUNK)));
  }
  for (let i = 0; i < kept.length; i += CHUNK) {
    const chunk = kept.slice(i, i + CHUNK);
    await tx.delete(orderFiles).where(inArray(orderFiles.orderId, chunk));
    await tx.delete(orderIdentityHashes).where(inArray(orderIdentityHashes.orderId, chunk));
    await tx
      .update(orders)
      .set({
        applicantName: erasedName,
        applicantNameKey: '',
        details: '{}',
        identitySealed: null,
        updatedAt: at,
      })
      .where(inArray(orders.id, chunk));
  }
  return { removed: removed.length, kept: kept.length, storageKeys };
}

export function createPgOrdersRepository(db: PgDb): OrdersRepository {
  function filterOf(query: Omit<OrdersQuery, 'after' | 'limit'>): SQL | undefined {
    return and(
      query.status ? eq(orders.status, query.status) : undefined,
      query.paid === undefined ? undefined : eq(orders.paid, query.paid),
      searchOf(query.search),
    );
  }

  function searchOf(search: OrdersQuery['search']): SQL | undefined {
    if (!search) return undefined;
    if ('reference' in search) return eq(orders.reference, search.reference);
    if (search.words.length === 0) return sql`1 = 0`;
    const byAccount = nameMatches(users.name, search.words);
    return or(
      nameMatches(orders.applicantNameKey, search.words),
      byAccount && inArray(orders.userId, db.select({ id: users.id }).from(users).where(byAccount)),
      search.identityHash === null
        ? undefined
        : inArray(
            orders.id,
            db
              .select({ id: orderIdentityHashes.orderId })
              .from(orderIdentityHashes)
              .where(eq(orderIdentityHashes.hash, search.identityHash)),
          ),
    );
  }

  return {
    async find(id) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    async owner(userId) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          mobile: users.mobile,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async partsOf(orderIds) {
      const files = [];
      const history: OrderChangeEntry[] = [];
      for (let i = 0; i < orderIds.length; i += CHUNK) {
        const chunk = orderIds.slice(i, i + CHUNK);
        const [someFiles, changes] = await Promise.all([
          db
            .select()
            .from(orderFiles)
            .where(inArray(orderFiles.orderId, chunk))
            .orderBy(asc(orderFiles.createdAt), asc(orderFiles.field), asc(orderFiles.id)),
          db
            .select({ change: orderStatusHistory, changedByName: users.name })
            .from(orderStatusHistory)
            .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
            .where(inArray(orderStatusHistory.orderId, chunk))
            .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
        ]);
        files.push(...someFiles);
        for (const row of changes)
          history.push({ ...row.change, changedByName: row.changedByName });
      }
      return { files, history };
    },

    ofOwner(userId, status) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), status ? eq(orders.status, status) : undefined))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async findFile(orderId, fileId) {
      const [row] = await db
        .select()
        .from(orderFiles)
        .where(and(eq(orderFiles.id, fileId), eq(orderFiles.orderId, orderId)));
      return row ?? null;
    },

    async product(slug) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.kind, 'product')));
      return row ?? null;
    },

    place(placement, notify, defaultQuotaBytes) {
      const { order: row, files } = placement;
      return db.transaction(async (tx) => {
        // The owner's row locked (`FOR NO KEY UPDATE`), with or without files: another upload
        // of theirs counts after this one's rows, and an erasure of the account committed first
        // is seen (nothing is placed for it).
        if (!(await isAccountOpen(tx, row.userId))) return { refused: 'account_closed' as const };
        const incoming = files.reduce((total, file) => total + file.size, 0);
        if (incoming > 0) {
          const use = await storageInUse(tx, row.userId);
          if (!fitsIn(use, incoming, defaultQuotaBytes)) return { full: use };
        }
        const reference = referenceOf(
          placement.referenceYear,
          await nextReferenceNumber(tx, placement.referenceYear),
        );
        const [order] = await tx
          .insert(orders)
          .values({ ...row, reference })
          .returning();
        if (!order) throw new Error('the order was not written');
        await insertOrderIdentityHashes(tx, order.id, placement.identityHashes);
        if (files.length > 0) {
          await tx.insert(orderFiles).values(files.map((file) => ({ ...file, orderId: order.id })));
        }
        await tx.insert(orderStatusHistory).values({
          id: placement.historyId,
          orderId: order.id,
          fromStatus: null,
          toStatus: order.status,
          changedBy: row.filedBy ?? row.userId,
          createdAt: row.createdAt,
        });
        await notifyUser(tx, order.userId, { order }, notify);
        return { order };
      });
    },

    move(move, notify) {
      return db.transaction(async (tx) => {
        // The update locks the row: a second move from the same status finds it changed.
        const [order] = await tx
          .update(orders)
          .set({ status: move.to, updatedAt: move.at })
          .where(and(eq(orders.id, move.orderId), eq(orders.status, move.from)))
          .returning();
        if (!order) return false;
        await tx.insert(orderStatusHistory).values({
          id: move.historyId,
          orderId: move.orderId,
          fromStatus: move.from,
          toStatus: move.to,
          changedBy: move.by,
          createdAt: move.at,
        });
        if (notify) await notifyUser(tx, order.userId, { order }, notify);
        return true;
      });
    },

    async unpaidCount() {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            inArray(orders.status, ['pending', 'in_progress', 'completed']),
            eq(orders.paid, false),
          ),
        );
      return row?.n ?? 0;
    },

    async page(query) {
      const filter = filterOf(query);
      // The page and its total on two connections at once.
      const [rows, [total]] = await Promise.all([
        db
          .select({
            order: orders,
            id: users.id,
            name: users.name,
            email: users.email,
            mobile: users.mobile,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(and(filter, newestFirstAfter(orders.createdAt, orders.id, query.after)))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.limit + 1),
        db.select({ n: count() }).from(orders).where(filter),
      ]);
      return {
        rows: rows.slice(0, query.limit).map(({ order, ...user }) => ({ order, user })),
        more: rows.length > query.limit,
        total: total?.n ?? 0,
      };
    },

    hasInProgress(userId) {
      return hasOrderInProgress(db, userId);
    },

    eraseOf(userId, at, erasedName) {
      return db.transaction((tx) => eraseOrdersOf(tx, userId, at, erasedName));
    },
  };
}
