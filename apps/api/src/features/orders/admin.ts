import type { Order, OrdersQuery, OrdersRepository, User } from '@seva/db';
import {
  type AdminOrdersInput,
  type OrderStatus,
  type OrderView,
  orderMessages,
  orderTransitions,
  type PaymentMethod,
  paymentMessages,
} from '@seva/schemas';
import { AppError } from '../../errors.ts';
import { formatRupees } from '../../lib/money.ts';
import { nameSearchWords } from '../../lib/name-search.ts';
import { decodeCursor, encodeCursor } from '../../lib/paging.ts';
import { type Payments, receiptView } from '../payments/service.ts';
import { type NotifiedOrder, type OrderNotifier, orderStatusNames } from './notifications.ts';
import type { OrderOwner } from './shapes.ts';

/**
 * What the orders service lends the operators' side of the same feature: views and moves
 * without the owner check (createOrdersService builds the admin part with them; nothing outside
 * this feature sees them).
 */
export interface OrderRecords {
  viewsOf(rows: Array<{ order: Order; user?: OrderOwner }>, masked: boolean): Promise<OrderView[]>;
  fullView(order: Order): Promise<OrderView>;
  /** An operator is shown the order's full numbers: recorded (docs/decisions/064). */
  recordNumbersView(viewer: User, order: Order): Promise<void>;
  moveStatus(order: Order, to: OrderStatus, by: User): Promise<void>;
  notice(order: Order): NotifiedOrder;
  /** The blind index of an identity number typed whole, or null (decision 060). */
  identityHashOf(search: string): string | null;
}

const REFERENCE = /^seva-\d{4}-\d{6}$/i;

/** The operators' Orders queue (docs/product.md, Orders): lists, status moves along the allowed path, payment. */
export function createOrderAdmin(deps: {
  orders: OrdersRepository;
  records: OrderRecords;
  notifier: OrderNotifier;
  payments: Pick<Payments, 'payOrder'>;
}) {
  const { orders, notifier } = deps;
  const { viewsOf, fullView, moveStatus, notice, recordNumbersView } = deps.records;

  /** The order as an operator's answer shows it (full numbers), recorded as a view. */
  async function shownTo(admin: User, id: string): Promise<OrderView> {
    const order = await found(id);
    await recordNumbersView(admin, order);
    return fullView(order);
  }

  async function found(id: string) {
    const order = await orders.find(id);
    if (!order) throw new AppError('NOT_FOUND', orderMessages.notFound);
    return order;
  }

  /**
   * A reference is matched whole (any case); anything else word by word, each word the start
   * of a word of the applicant's name or of the account holder's name ('कुमार' finds
   * 'रवि कुमार', in NFC: docs/decisions/059), or an identity number typed whole by its blind
   * index.
   */
  function searchOf(search: string | undefined): OrdersQuery['search'] {
    if (!search) return undefined;
    if (REFERENCE.test(search)) return { reference: search.toUpperCase() };
    return { words: nameSearchWords(search), identityHash: deps.records.identityHashOf(search) };
  }

  return {
    /** Orders not yet paid, cancelled ones aside (the sidebar's count), along their index. */
    unpaidCount(): Promise<number> {
      return orders.unpaidCount();
    },

    /** One page, newest first, with the total for the same filter. */
    async list(input: AdminOrdersInput) {
      const search = searchOf(input.search);
      const page = await orders.page({
        ...(input.status ? { status: input.status } : {}),
        ...(input.paid === undefined ? {} : { paid: input.paid }),
        ...(search ? { search } : {}),
        after: decodeCursor(input.cursor),
        limit: input.limit,
      });
      const last = page.rows.at(-1);
      return {
        data: await viewsOf(page.rows, true),
        total: page.total,
        nextCursor: page.more && last ? encodeCursor(last.order.createdAt, last.order.id) : null,
      };
    },

    /** Moves an order along `orderTransitions`, records it and tells the citizen. */
    async setStatus(admin: User, id: string, status: OrderStatus) {
      const order = await found(id);
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
      await moveStatus(order, status, admin);
      return { message: orderMessages.statusUpdated, order: await shownTo(admin, id) };
    },

    /**
     * Payment taken at the counter, by the rules of an application's fee (docs/product.md,
     * Payments and receipts): never more than is still due, never on a cancelled, free or
     * paid order; a part payment is kept and the order is paid once its payments reach its
     * amount. One unit of the payments repository: the check, the receipt number, the row, the
     * paid mark and the notice.
     */
    async markPaid(
      admin: User,
      id: string,
      payment: { amount: number; method: PaymentMethod; utr?: string | undefined },
    ) {
      // The citizen's notice goes in the payment's unit (docs/decisions/075).
      const outcome = await deps.payments.payOrder(
        admin,
        id,
        payment,
        (recipient, { order, payment: row }) =>
          notifier.paymentRecorded(notice(order), {
            amount: row.amount,
            method: row.method,
            receiptNumber: row.receiptNumber,
          })(recipient),
      );
      if ('refused' in outcome) {
        switch (outcome.refused) {
          case 'not_found':
            throw new AppError('NOT_FOUND', orderMessages.notFound);
          case 'cancelled':
            throw new AppError('CONFLICT', orderMessages.cancelledNotPaid);
          case 'nothing_due':
            throw new AppError('CONFLICT', orderMessages.nothingDue);
          case 'already_paid':
            throw new AppError('CONFLICT', orderMessages.alreadyPaid);
          case 'overpaid':
            throw new AppError('INVALID', paymentMessages.overpaid(formatRupees(outcome.due)));
        }
      }
      return {
        message: orderMessages.paid,
        order: await shownTo(admin, id),
        receipt: receiptView(outcome.payment),
      };
    },
  };
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>;
