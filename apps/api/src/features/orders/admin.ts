import { type Db, type Order, orders, type User, users } from '@seva/db';
import {
  type AdminOrdersInput,
  type OrderStatus,
  type OrderView,
  orderMessages,
  orderTransitions,
  type PaymentMethod,
  paymentMessages,
} from '@seva/schemas';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { formatRupees } from '../../lib/money.ts';
import { nameMatches, nameSearchWords } from '../../lib/name-search.ts';
import { afterCursor, decodeCursor, encodeCursor } from '../../lib/paging.ts';
import { insertPayment, type Payments, paidOnOrder, receiptView } from '../payments/service.ts';
import { type NotifiedOrder, type OrderNotifier, orderStatusNames } from './notifications.ts';
import type { OrderOwner } from './shapes.ts';

/**
 * What the orders service lends the operators' side of the same feature: reads and moves
 * without the owner check (createOrdersService builds the admin part with them; nothing outside
 * this feature sees them).
 */
export interface OrderRecords {
  byId(id: string): Order | undefined;
  viewsOf(rows: Array<{ order: Order; user?: OrderOwner }>, masked: boolean): OrderView[];
  fullView(order: Order): OrderView;
  /** An operator is shown the order's full numbers: recorded (docs/decisions/064). */
  recordNumbersView(viewer: User, order: Order): void;
  moveStatus(order: Order, to: OrderStatus, by: User): void;
  notice(order: Order): NotifiedOrder;
  /** Orders holding the whole identity number typed, by its blind index (decision 060). */
  withIdentityNumber(search: string): SQL | undefined;
}

const REFERENCE = /^seva-\d{4}-\d{6}$/i;

/** The operators' Orders queue (docs/product.md, Orders): lists, status moves along the allowed path, payment. */
export function createOrderAdmin(deps: {
  db: Db;
  records: OrderRecords;
  notifier: OrderNotifier;
  payments: Pick<Payments, 'onOrderReversed'>;
  now?: () => number;
}) {
  const { db, notifier } = deps;
  // A reversed payment leaves its order unpaid again, in the reversal's transaction; what
  // other part payments still stand stays on it.
  deps.payments.onOrderReversed((tx, orderId, at) => {
    tx.update(orders)
      .set({ ...paidMark(tx, orderId), paid: false, updatedAt: at })
      .where(eq(orders.id, orderId))
      .run();
  });
  const { byId, viewsOf, fullView, moveStatus, notice, recordNumbersView } = deps.records;

  /** The order as an operator's answer shows it (full numbers), recorded as a view. */
  function shownTo(admin: User, id: string): OrderView {
    const order = found(id);
    recordNumbersView(admin, order);
    return fullView(order);
  }

  /** What an order's standing payments add up to, and the latest of them: its payment fields. */
  function paidMark(tx: Parameters<typeof paidOnOrder>[0], orderId: string) {
    const { total, latest } = paidOnOrder(tx, orderId);
    return total > 0 && latest
      ? {
          paidAmount: total,
          paidMethod: latest.method,
          paidAt: latest.createdAt,
          paidBy: latest.recordedBy,
        }
      : { paidAmount: null, paidMethod: null, paidAt: null, paidBy: null };
  }
  const now = deps.now ?? Date.now;

  function found(id: string) {
    const order = byId(id);
    if (!order) throw new AppError('NOT_FOUND', orderMessages.notFound);
    return order;
  }

  /**
   * A reference is matched whole (any case); anything else word by word, each word the start
   * of a word of the applicant's name or of the account holder's name ('कुमार' finds
   * 'रवि कुमार', in NFC: docs/decisions/059).
   */
  function searchCondition(search: string | undefined): SQL | undefined {
    if (!search) return undefined;
    if (REFERENCE.test(search)) return eq(orders.reference, search.toUpperCase());
    const words = nameSearchWords(search);
    if (words.length === 0) return sql`1 = 0`;
    const byAccount = nameMatches(users.name, words);
    return or(
      nameMatches(orders.applicantNameKey, words),
      byAccount && inArray(orders.userId, db.select({ id: users.id }).from(users).where(byAccount)),
      deps.records.withIdentityNumber(search),
    );
  }

  return {
    /** Orders not yet paid, cancelled ones aside (the sidebar's count), along their index. */
    unpaidCount(): number {
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

    /** One page, newest first, with the total for the same filter. */
    list(input: AdminOrdersInput) {
      const filter = and(
        input.status ? eq(orders.status, input.status) : undefined,
        input.paid === undefined ? undefined : eq(orders.paid, input.paid),
        searchCondition(input.search),
      );
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
        .where(and(filter, afterCursor(orders.createdAt, orders.id, decodeCursor(input.cursor))))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(input.limit + 1)
        .all();
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return {
        data: viewsOf(
          page.map(({ order, ...user }) => ({ order, user })),
          true,
        ),
        total: db.select({ n: count() }).from(orders).where(filter).get()?.n ?? 0,
        nextCursor:
          rows.length > input.limit && last
            ? encodeCursor(last.order.createdAt, last.order.id)
            : null,
      };
    },

    /** Moves an order along `orderTransitions`, records it and tells the citizen. */
    setStatus(admin: User, id: string, status: OrderStatus) {
      const order = found(id);
      if (!orderTransitions[order.status].includes(status)) {
        const from = orderStatusNames[order.status];
        throw new AppError(
          'CONFLICT',
          order.status === status
            ? `The order is already ${from}`
            : `Cannot change status from ${from} to ${orderStatusNames[status]}`,
        );
      }
      // The citizen's notice goes in the same transaction (docs/decisions/075).
      moveStatus(order, status, admin);
      return { message: orderMessages.statusUpdated, order: shownTo(admin, id) };
    },

    /**
     * Payment taken at the counter, by the rules of an application's fee (docs/product.md,
     * Payments and receipts): never more than is still due, never on a cancelled, free or
     * paid order; a part payment is kept and the order is paid once its payments reach its
     * amount. One transaction: the check, the receipt number, the row and the paid mark.
     */
    markPaid(
      admin: User,
      id: string,
      payment: { amount: number; method: PaymentMethod; utr?: string | undefined },
    ) {
      const at = new Date(now());
      const receipt = db.transaction((tx) => {
        const order = tx.select().from(orders).where(eq(orders.id, id)).get();
        if (!order) throw new AppError('NOT_FOUND', orderMessages.notFound);
        if (order.status === 'cancelled') {
          throw new AppError('CONFLICT', orderMessages.cancelledNotPaid);
        }
        if (order.amount <= 0) throw new AppError('CONFLICT', orderMessages.nothingDue);
        const due = order.amount - paidOnOrder(tx, id).total;
        if (order.paid || due <= 0) throw new AppError('CONFLICT', orderMessages.alreadyPaid);
        if (payment.amount > due) {
          throw new AppError('INVALID', paymentMessages.overpaid(formatRupees(due)));
        }
        const row = insertPayment(tx, { ...payment, orderId: id, by: admin }, at);
        const mark = paidMark(tx, id);
        tx.update(orders)
          .set({ ...mark, paid: (mark.paidAmount ?? 0) >= order.amount, updatedAt: at })
          .where(eq(orders.id, id))
          .run();
        notifier.paymentRecorded(tx, notice(order), {
          amount: payment.amount,
          method: payment.method,
          receiptNumber: row.receiptNumber,
        });
        return row;
      });
      return {
        message: orderMessages.paid,
        order: shownTo(admin, id),
        receipt: receiptView(receipt),
      };
    },
  };
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>;
