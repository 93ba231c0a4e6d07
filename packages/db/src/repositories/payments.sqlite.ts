import { and, asc, desc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { applications, orders, type Payment, payments, products, users } from '../schema.ts';
import { notifyUser } from './notifications.sqlite.ts';
import { writeOrderPaidMark } from './orders.sqlite.ts';
import {
  type NewPayment,
  type OrderPaid,
  type PaymentsRepository,
  paidMarkOf,
  receiptNumberOf,
} from './payments.ts';
import { nextReceiptSequence } from './references.sqlite.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * Writes one payment or reversal with the next receipt number of its financial year, inside the
 * caller's SQLite transaction: the number and the row commit together or not at all.
 */
export function insertPayment(tx: Pick<Db, 'insert'>, payment: NewPayment): Payment {
  const sequence = nextReceiptSequence(tx, payment.financialYear);
  const row = {
    applicationId: null,
    orderId: null,
    ...payment,
    sequence,
    receiptNumber: receiptNumberOf(payment.financialYear, sequence),
  };
  tx.insert(payments).values(row).run();
  return row;
}

/** What an application's payments add up to, inside the caller's SQLite transaction. */
export function paidOnApplication(tx: Pick<Db, 'select'>, applicationId: string): number {
  return (
    tx
      .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .where(eq(payments.applicationId, applicationId))
      .get()?.total ?? 0
  );
}

/** An application's payments and reversals, oldest first, inside the caller's transaction. */
export function paymentsOfApplication(tx: Pick<Db, 'select'>, applicationId: string): Payment[] {
  return tx
    .select()
    .from(payments)
    .where(eq(payments.applicationId, applicationId))
    .orderBy(asc(payments.createdAt), asc(payments.sequence))
    .all();
}

/**
 * What an order's payments add up to (reversals subtract), and the latest payment still
 * standing (not a reversal, not reversed), inside the caller's SQLite transaction.
 */
export function paidOnOrder(tx: Pick<Db, 'select'>, orderId: string): OrderPaid {
  const total =
    tx
      .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .get()?.total ?? 0;
  const reversed = tx
    .select({ id: payments.reversesId })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.reversesId)));
  const latest = tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        isNull(payments.reversesId),
        notInArray(payments.id, reversed),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.sequence))
    .limit(1)
    .get();
  return { total, latest: latest ?? null };
}

// Each unit is one transaction begun IMMEDIATE (openDatabase): no other connection writes
// between its check and its row.

export function createSqlitePaymentsRepository(db: Db): PaymentsRepository {
  const find = (tx: Pick<Db, 'select'>, id: string) =>
    tx.select().from(payments).where(eq(payments.id, id)).get();

  return {
    async find(id) {
      return find(db, id) ?? null;
    },

    async ofApplication(applicationId) {
      return paymentsOfApplication(db, applicationId);
    },

    async paidOnApplication(applicationId) {
      return paidOnApplication(db, applicationId);
    },

    async payApplication(payment, notify) {
      return db.transaction((tx: Tx) => {
        const application = tx
          .select()
          .from(applications)
          .where(eq(applications.id, payment.applicationId))
          .get();
        if (!application) return { refused: 'not_found' as const };
        if (application.governmentFee + application.serviceCharge === 0) {
          return { refused: 'no_fee' as const };
        }
        const due =
          application.governmentFee +
          application.serviceCharge -
          paidOnApplication(tx, application.id);
        if (due <= 0) return { refused: 'already_paid' as const };
        if (payment.amount > due) return { refused: 'overpaid' as const, due };
        const row = insertPayment(tx, payment);
        notifyUser(tx, application.userId, { application, payment: row }, notify);
        return { payment: row };
      });
    },

    async payOrder(payment, notify) {
      return db.transaction((tx: Tx) => {
        const order = tx.select().from(orders).where(eq(orders.id, payment.orderId)).get();
        if (!order) return { refused: 'not_found' as const };
        if (order.status === 'cancelled') return { refused: 'cancelled' as const };
        if (order.amount <= 0) return { refused: 'nothing_due' as const };
        const due = order.amount - paidOnOrder(tx, order.id).total;
        if (order.paid || due <= 0) return { refused: 'already_paid' as const };
        if (payment.amount > due) return { refused: 'overpaid' as const, due };
        const row = insertPayment(tx, payment);
        const mark = paidMarkOf(paidOnOrder(tx, order.id), order.amount);
        writeOrderPaidMark(tx, order.id, mark, payment.createdAt);
        notifyUser(tx, order.userId, { order, payment: row }, notify);
        return {
          payment: row,
          order: { ...order, ...mark, updatedAt: payment.createdAt },
        };
      });
    },

    async reverse(reversal) {
      return db.transaction((tx: Tx) => {
        const original = find(tx, reversal.reverses);
        if (!original) return { refused: 'not_found' as const };
        if (original.reversesId) return { refused: 'reversal' as const };
        const already = tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.reversesId, original.id))
          .get();
        if (already) return { refused: 'reversed' as const };
        const row = insertPayment(tx, {
          id: reversal.id,
          financialYear: reversal.financialYear,
          applicationId: original.applicationId,
          orderId: original.orderId,
          amount: -original.amount,
          method: original.method,
          utr: original.utr,
          reversesId: original.id,
          reason: reversal.reason,
          recordedBy: reversal.recordedBy,
          createdAt: reversal.createdAt,
        });
        // An order's paid mark follows its money: unpaid again, other part payments kept.
        if (original.orderId) {
          const mark = paidMarkOf(paidOnOrder(tx, original.orderId), null);
          writeOrderPaidMark(tx, original.orderId, mark, reversal.createdAt);
        }
        return { reversal: row, original };
      });
    },

    async receipt(id) {
      // Reads on the one connection, with nothing between them: no transaction (one begun
      // IMMEDIATE would hold writers back for a read).
      const payment = find(db, id);
      if (!payment) return null;
      const application = payment.applicationId
        ? db
            .select({
              userId: applications.userId,
              reference: applications.reference,
              serviceType: applications.serviceType,
              governmentFee: applications.governmentFee,
              serviceCharge: applications.serviceCharge,
            })
            .from(applications)
            .where(eq(applications.id, payment.applicationId))
            .get()
        : undefined;
      const order = payment.orderId
        ? db
            .select({
              userId: orders.userId,
              reference: orders.reference,
              product: products.title,
              amount: orders.amount,
            })
            .from(orders)
            .innerJoin(products, eq(products.slug, orders.productSlug))
            .where(eq(orders.id, payment.orderId))
            .get()
        : undefined;
      const ownerId = application?.userId ?? order?.userId;
      const citizen = ownerId
        ? db
            .select({ name: users.name, language: users.language, mobile: users.mobile })
            .from(users)
            .where(eq(users.id, ownerId))
            .get()
        : undefined;
      const operator = payment.recordedBy
        ? db.select({ name: users.name }).from(users).where(eq(users.id, payment.recordedBy)).get()
        : undefined;
      const reversed = payment.reversesId
        ? db
            .select({ number: payments.receiptNumber })
            .from(payments)
            .where(eq(payments.id, payment.reversesId))
            .get()
        : undefined;
      return {
        payment,
        ...(application ? { application } : {}),
        ...(order ? { order } : {}),
        ...(citizen ? { citizen } : {}),
        ...(operator ? { operator } : {}),
        reversedNumber: reversed?.number ?? null,
      };
    },
  };
}
