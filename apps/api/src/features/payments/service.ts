import {
  applications,
  type Db,
  nextReceiptSequence,
  orders,
  type Payment,
  payments,
  products,
  type User,
  users,
} from '@seva/db';
import { type PaymentMethod, paymentMessages, type ReceiptView } from '@seva/schemas';
import { feeTotal, indiaDate } from '@seva/schemas/fees';
import { and, asc, desc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { formatRupees } from '../../lib/money.ts';
import { securityEvent } from '../../lib/security-events.ts';
import type { ApplicationNotifier } from '../applications/notifications.ts';

/** `2026-27`: the Indian financial year (April to March) of an instant, in India's time. */
export function financialYear(at: Date): string {
  const [year, month] = indiaDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function receiptNumber(year: string, sequence: number): string {
  return `SEVA/${year}/${String(sequence).padStart(6, '0')}`;
}

/** Where a receipt's PDF is (owner or operators). */
export function receiptPath(id: string): string {
  return `/api/receipts/${id}.pdf`;
}

export function receiptView(row: Payment, reverses: string | null = null): ReceiptView {
  return {
    _id: row.id,
    number: row.receiptNumber,
    amount: row.amount,
    method: row.method,
    utr: row.utr,
    reverses,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    path: receiptPath(row.id),
  };
}

export interface PaymentEntry {
  applicationId?: string;
  orderId?: string;
  amount: number;
  method: PaymentMethod;
  utr?: string | undefined;
  reversesId?: string;
  reason?: string;
  by: Pick<User, 'id'>;
}

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * Writes one payment or reversal with the next receipt number of its financial year, inside the
 * caller's transaction: the number and the row commit together or not at all, so the series
 * has no gap (docs/product.md, Payments and receipts).
 */
export function insertPayment(tx: Tx, entry: PaymentEntry, at: Date): Payment {
  const year = financialYear(at);
  // The counter is the references repository's part (docs/decisions/078 step 2).
  const sequence = nextReceiptSequence(tx, year);
  const row = {
    id: newId(),
    receiptNumber: receiptNumber(year, sequence),
    financialYear: year,
    sequence,
    applicationId: entry.applicationId ?? null,
    orderId: entry.orderId ?? null,
    amount: entry.amount,
    method: entry.method,
    utr: entry.utr ?? null,
    reversesId: entry.reversesId ?? null,
    reason: entry.reason ?? null,
    recordedBy: entry.by.id,
    createdAt: at,
  };
  tx.insert(payments).values(row).run();
  return row;
}

/** What is still due on an application: its fee as filed less what its payments add up to. */
function dueOn(
  tx: Pick<Db, 'select'>,
  application: { id: string; governmentFee: number; serviceCharge: number },
) {
  const paid =
    tx
      .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .where(eq(payments.applicationId, application.id))
      .get()?.total ?? 0;
  return feeTotal(application) - paid;
}

/**
 * What an order's payments add up to (reversals subtract), and the latest payment still
 * standing (not a reversal, not reversed), inside the caller's transaction: the orders feature
 * keeps its paid mark from them.
 */
export function paidOnOrder(
  tx: Pick<Db, 'select'>,
  orderId: string,
): { total: number; latest: Payment | undefined } {
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
  return { total, latest };
}

export function createPayments(deps: {
  db: Db;
  logger: FastifyBaseLogger;
  /** The citizen's SMS with the receipt number, in the payment's transaction (decision 075). */
  notifier: Pick<ApplicationNotifier, 'paymentReceived'>;
  now?: () => number;
}) {
  const { db, logger, notifier } = deps;
  const now = deps.now ?? Date.now;

  const orderReversed: Array<(tx: Tx, orderId: string, at: Date) => void> = [];

  function found(id: string): Payment {
    const row = db.select().from(payments).where(eq(payments.id, id)).get();
    if (!row) throw new AppError('NOT_FOUND', paymentMessages.notFound);
    return row;
  }

  return {
    /** The orders feature marks an order unpaid when its payment is reversed (same transaction). */
    onOrderReversed(hook: (tx: Tx, orderId: string, at: Date) => void) {
      orderReversed.push(hook);
    },

    /** What is due on an application now (its detail page and slip say paid or due). */
    due(application: { id: string; governmentFee: number; serviceCharge: number }): number {
      return dueOn(db, application);
    },

    /** An application's receipts, oldest first. */
    ofApplication(applicationId: string): ReceiptView[] {
      const rows = db
        .select()
        .from(payments)
        .where(eq(payments.applicationId, applicationId))
        .orderBy(asc(payments.createdAt), asc(payments.sequence))
        .all();
      const numbers = new Map(rows.map((row) => [row.id, row.receiptNumber]));
      return rows.map((row) =>
        receiptView(row, row.reversesId ? (numbers.get(row.reversesId) ?? null) : null),
      );
    },

    /**
     * An operator takes an application's fee: never more than is due, never on one with no fee
     * or already paid. One transaction: the check, the number and the row.
     */
    payApplication(
      by: User,
      applicationId: string,
      payment: { amount: number; method: PaymentMethod; utr?: string | undefined },
    ) {
      const at = new Date(now());
      const row = db.transaction((tx) => {
        const application = tx
          .select()
          .from(applications)
          .where(eq(applications.id, applicationId))
          .get();
        if (!application) throw new AppError('NOT_FOUND', 'No service found');
        if (feeTotal(application) === 0) throw new AppError('CONFLICT', paymentMessages.noFee);
        const due = dueOn(tx, application);
        if (due <= 0) throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
        if (payment.amount > due) {
          throw new AppError('INVALID', paymentMessages.overpaid(formatRupees(due)));
        }
        const row = insertPayment(tx, { ...payment, applicationId, by }, at);
        notifier.paymentReceived(
          tx,
          {
            id: application.id,
            reference: application.reference,
            serviceType: application.serviceType,
            ownerId: application.userId,
          },
          row.receiptNumber,
        );
        return row;
      });
      return { message: paymentMessages.recorded, receipt: receiptView(row) };
    },

    /**
     * A mistake undone: a new entry of the opposite amount that names the payment, with the
     * reason. The payment itself is never changed; a reversal is not reversed.
     */
    reverse(by: User, id: string, reason: string) {
      const at = new Date(now());
      const original = found(id);
      if (original.reversesId) throw new AppError('CONFLICT', paymentMessages.reversalOfReversal);
      const row = db.transaction((tx) => {
        const already = tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.reversesId, id))
          .get();
        if (already) throw new AppError('CONFLICT', paymentMessages.alreadyReversed);
        const reversal = insertPayment(
          tx,
          {
            applicationId: original.applicationId ?? undefined,
            orderId: original.orderId ?? undefined,
            amount: -original.amount,
            method: original.method,
            utr: original.utr ?? undefined,
            reversesId: original.id,
            reason,
            by,
          },
          at,
        );
        // An order's paid mark is the orders feature's: it follows its money there.
        if (original.orderId) {
          for (const hook of orderReversed) hook(tx, original.orderId, at);
        }
        return reversal;
      });
      return {
        message: paymentMessages.reversed,
        receipt: receiptView(row, original.receiptNumber),
      };
    },

    /** A receipt with what it was for, for its citizen or an operator (anyone else: 404). */
    receipt(viewer: User, id: string) {
      const row = db.select().from(payments).where(eq(payments.id, id)).get();
      if (!row) throw new AppError('NOT_FOUND', paymentMessages.receiptNotFound);
      const subject = row.applicationId
        ? db
            .select({
              userId: applications.userId,
              reference: applications.reference,
              serviceType: applications.serviceType,
              governmentFee: applications.governmentFee,
              serviceCharge: applications.serviceCharge,
            })
            .from(applications)
            .where(eq(applications.id, row.applicationId))
            .get()
        : undefined;
      const order = row.orderId
        ? db
            .select({
              userId: orders.userId,
              reference: orders.reference,
              product: products.title,
              amount: orders.amount,
            })
            .from(orders)
            .innerJoin(products, eq(products.slug, orders.productSlug))
            .where(eq(orders.id, row.orderId))
            .get()
        : undefined;
      const ownerId = subject?.userId ?? order?.userId;
      if (!ownerId) throw new AppError('NOT_FOUND', paymentMessages.receiptNotFound);
      if (ownerId !== viewer.id && viewer.role !== 'admin') {
        // Another citizen's receipt carries their name and mobile: refused as unknown, and logged.
        securityEvent(logger, {
          event: 'access_denied',
          userId: viewer.id,
          objectType: 'receipt',
          objectId: id,
          ownerId,
        });
        throw new AppError('NOT_FOUND', paymentMessages.receiptNotFound);
      }
      const citizen = db
        .select({ name: users.name, language: users.language, mobile: users.mobile })
        .from(users)
        .where(eq(users.id, ownerId))
        .get();
      const operator = row.recordedBy
        ? db.select({ name: users.name }).from(users).where(eq(users.id, row.recordedBy)).get()
        : undefined;
      const reversed = row.reversesId
        ? db
            .select({ number: payments.receiptNumber })
            .from(payments)
            .where(eq(payments.id, row.reversesId))
            .get()
        : undefined;
      return {
        row,
        application: subject,
        order,
        citizen,
        operator,
        reversedNumber: reversed?.number ?? null,
      };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
