import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  type Order,
  orderFiles,
  orderIdentityHashes,
  orderStatusHistory,
  orders,
  payments,
  products,
  users,
} from '../schema.ts';
import { isAccountOpen } from './auth.sqlite.ts';
import { newestFirstAfter } from './keyset.ts';
import { nameMatches } from './name-search.ts';
import { notifyUser } from './notifications.sqlite.ts';
import type { OrdersErased, OrdersQuery, OrdersRepository } from './orders.ts';
import type { OrderPaidMark } from './payments.ts';
import { nextReferenceNumber } from './references.sqlite.ts';
import { referenceOf } from './references.ts';
import { storageInUse } from './storage-quota.sqlite.ts';
import { fitsIn } from './storage-quota.ts';

const CHUNK = 500;

/**
 * Writes an order's paid mark inside the caller's SQLite transaction: the payments repository's
 * units (an order's payment, a reversal) keep it with the money they write.
 */
export function writeOrderPaidMark(
  tx: Pick<Db, 'update'>,
  orderId: string,
  mark: OrderPaidMark,
  at: Date,
): void {
  tx.update(orders)
    .set({ ...mark, updatedAt: at })
    .where(eq(orders.id, orderId))
    .run();
}

/** Writes an order's blind index (with the order, in the caller's SQLite transaction). */
export function insertOrderIdentityHashes(
  tx: Pick<Db, 'insert'>,
  orderId: string,
  hashes: readonly string[],
): void {
  if (hashes.length === 0) return;
  tx.insert(orderIdentityHashes)
    .values(hashes.map((hash) => ({ orderId, hash })))
    .onConflictDoNothing()
    .run();
}

/** Whether any order of the account is pending or in progress, in the caller's transaction. */
export function hasOrderInProgress(tx: Pick<Db, 'select'>, userId: string): boolean {
  return (
    tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'in_progress'])))
      .limit(1)
      .all().length > 0
  );
}

/**
 * Erases every order of an account inside the caller's SQLite transaction (docs/decisions/062):
 * one with no payment goes whole (files' rows, blind index, history by cascade); one with a
 * payment keeps its row and history for the accounts, with the applicant's name, the form's
 * details and the sealed identity numbers emptied and its blind index and files' rows removed.
 */
export function eraseOrdersOf(
  tx: Pick<Db, 'select' | 'selectDistinct' | 'update' | 'delete'>,
  userId: string,
  at: Date,
  erasedName: string,
): OrdersErased {
  const ids = tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .all()
    .map((row) => row.id);
  const storageKeys: string[] = [];
  const paid = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    for (const row of tx
      .select({ key: orderFiles.storageKey })
      .from(orderFiles)
      .where(inArray(orderFiles.orderId, chunk))
      .all()) {
      storageKeys.push(row.key);
    }
    for (const row of tx
      .selectDistinct({ id: payments.orderId })
      .from(payments)
      .where(inArray(payments.orderId, chunk))
      .all()) {
      if (row.id) paid.add(row.id);
    }
  }
  const removed = ids.filter((id) => !paid.has(id));
  const kept = ids.filter((id) => paid.has(id));
  for (let i = 0; i < removed.length; i += CHUNK) {
    tx.delete(orders)
      .where(inArray(orders.id, removed.slice(i, i + CHUNK)))
      .run();
  }
  for (let i = 0; i < kept.length; i += CHUNK) {
    const chunk = kept.slice(i, i + CHUNK);
    tx.delete(orderFiles).where(inArray(orderFiles.orderId, chunk)).run();
    tx.delete(orderIdentityHashes).where(inArray(orderIdentityHashes.orderId, chunk)).run();
    tx.update(orders)
      .set({
        applicantName: erasedName,
        applicantNameKey: '',
        details: '{}',
        identitySealed: null,
        updatedAt: at,
      })
      .where(inArray(orders.id, chunk))
      .run();
  }
  return { removed: removed.length, kept: kept.length, storageKeys };
}

// The identity numbers at rest (docs/decisions/060, 068): the start-up sealing and the key
// rotation of the admin CLI run on SQLite only for now (docs/decisions/078 step 7). Each is
// handed what a row becomes by the caller, who holds the keys.

/** Up to `batch` orders not sealed yet (written before migration 0014), by id. */
export function ordersLeftPlain(
  tx: Pick<Db, 'select'>,
  batch: number,
): Array<Pick<Order, 'id' | 'details'>> {
  return tx
    .select({ id: orders.id, details: orders.details })
    .from(orders)
    .where(isNull(orders.identitySealed))
    .orderBy(asc(orders.id))
    .limit(batch)
    .all();
}

/** Writes an order's sealed numbers (and masked details, when given) with their blind index. */
export function sealOrderNumbers(
  tx: Pick<Db, 'update' | 'insert'>,
  orderId: string,
  sealed: { identitySealed: string; details?: string; hashes: readonly string[] },
): void {
  tx.update(orders)
    .set({
      identitySealed: sealed.identitySealed,
      ...(sealed.details === undefined ? {} : { details: sealed.details }),
    })
    .where(eq(orders.id, orderId))
    .run();
  insertOrderIdentityHashes(tx, orderId, sealed.hashes);
}

/** Up to `batch` sealed orders whose value does not start with `prefix` (another key's). */
export function ordersSealedOtherwise(
  tx: Pick<Db, 'select'>,
  prefix: string,
  batch: number,
): Array<{ id: string; identitySealed: string | null }> {
  return tx
    .select({ id: orders.id, identitySealed: orders.identitySealed })
    .from(orders)
    .where(
      and(isNotNull(orders.identitySealed), sql`${orders.identitySealed} NOT LIKE ${`${prefix}%`}`),
    )
    .limit(batch)
    .all();
}

/** Up to `batch` orders after `afterId`, by id, with their sealed numbers. */
export function ordersAfter(
  tx: Pick<Db, 'select'>,
  afterId: string,
  batch: number,
): Array<{ id: string; identitySealed: string | null }> {
  return tx
    .select({ id: orders.id, identitySealed: orders.identitySealed })
    .from(orders)
    .where(gt(orders.id, afterId))
    .orderBy(asc(orders.id))
    .limit(batch)
    .all();
}

/** Deletes an order's hashes but `keep`; answers how many went. */
export function pruneOrderHashes(
  tx: Pick<Db, 'delete'>,
  orderId: string,
  keep: readonly string[],
): number {
  return tx
    .delete(orderIdentityHashes)
    .where(
      and(
        eq(orderIdentityHashes.orderId, orderId),
        keep.length > 0 ? notInArray(orderIdentityHashes.hash, [...keep]) : undefined,
      ),
    )
    .run().changes;
}

export function createSqliteOrdersRepository(db: Db): OrdersRepository {
  const byId = db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare();
  const ownerOf = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();

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
      return byId.get({ id }) ?? null;
    },

    async owner(userId) {
      return ownerOf.get({ id: userId }) ?? null;
    },

    async partsOf(orderIds) {
      const files = [];
      const history = [];
      for (let i = 0; i < orderIds.length; i += CHUNK) {
        const chunk = orderIds.slice(i, i + CHUNK);
        files.push(
          ...db
            .select()
            .from(orderFiles)
            .where(inArray(orderFiles.orderId, chunk))
            .orderBy(asc(orderFiles.createdAt), asc(orderFiles.field), asc(orderFiles.id))
            .all(),
        );
        for (const row of db
          .select({ change: orderStatusHistory, changedByName: users.name })
          .from(orderStatusHistory)
          .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
          .where(inArray(orderStatusHistory.orderId, chunk))
          .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id))
          .all()) {
          history.push({ ...row.change, changedByName: row.changedByName });
        }
      }
      return { files, history };
    },

    async ofOwner(userId, status) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), status ? eq(orders.status, status) : undefined))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .all();
    },

    async findFile(orderId, fileId) {
      return (
        db
          .select()
          .from(orderFiles)
          .where(and(eq(orderFiles.id, fileId), eq(orderFiles.orderId, orderId)))
          .get() ?? null
      );
    },

    async product(slug) {
      return (
        db
          .select()
          .from(products)
          .where(and(eq(products.slug, slug), eq(products.kind, 'product')))
          .get() ?? null
      );
    },

    async place(placement, notify, defaultQuotaBytes) {
      const { order: row, files } = placement;
      // One transaction begun IMMEDIATE: no other upload counts between the check and the rows.
      return db.transaction((tx) => {
        // An erasure of the account committed first is seen: nothing is placed for it.
        if (!isAccountOpen(tx, row.userId)) return { refused: 'account_closed' as const };
        const incoming = files.reduce((total, file) => total + file.size, 0);
        if (incoming > 0) {
          const use = storageInUse(tx, row.userId);
          if (!fitsIn(use, incoming, defaultQuotaBytes)) return { full: use };
        }
        const reference = referenceOf(
          placement.referenceYear,
          nextReferenceNumber(tx, placement.referenceYear),
        );
        const order = tx
          .insert(orders)
          .values({ ...row, reference })
          .returning()
          .get();
        insertOrderIdentityHashes(tx, order.id, placement.identityHashes);
        for (const file of files) {
          tx.insert(orderFiles)
            .values({ ...file, orderId: order.id })
            .run();
        }
        tx.insert(orderStatusHistory)
          .values({
            id: placement.historyId,
            orderId: order.id,
            fromStatus: null,
            toStatus: order.status,
            changedBy: row.filedBy ?? row.userId,
            createdAt: row.createdAt,
          })
          .run();
        notifyUser(tx, order.userId, { order }, notify);
        return { order };
      });
    },

    async move(move, notify) {
      return db.transaction((tx) => {
        const order = tx
          .update(orders)
          .set({ status: move.to, updatedAt: move.at })
          .where(and(eq(orders.id, move.orderId), eq(orders.status, move.from)))
          .returning()
          .get();
        if (!order) return false;
        tx.insert(orderStatusHistory)
          .values({
            id: move.historyId,
            orderId: move.orderId,
            fromStatus: move.from,
            toStatus: move.to,
            changedBy: move.by,
            createdAt: move.at,
          })
          .run();
        if (notify) notifyUser(tx, order.userId, { order }, notify);
        return true;
      });
    },

    async unpaidCount() {
      return (
        db
          .select({ n: count() })
          .from(orders)
          .where(
            and(
              inArray(orders.status, ['pending', 'in_progress', 'completed']),
              eq(orders.paid, false),
            ),
          )
          .get()?.n ?? 0
      );
    },

    async page(query) {
      const filter = filterOf(query);
      const rows = db
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
        .limit(query.limit + 1)
        .all();
      return {
        rows: rows.slice(0, query.limit).map(({ order, ...user }) => ({ order, user })),
        more: rows.length > query.limit,
        total: db.select({ n: count() }).from(orders).where(filter).get()?.n ?? 0,
      };
    },

    async hasInProgress(userId) {
      return hasOrderInProgress(db, userId);
    },

    async eraseOf(userId, at, erasedName) {
      return db.transaction((tx) => eraseOrdersOf(tx, userId, at, erasedName));
    },
  };
}
