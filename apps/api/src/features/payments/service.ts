import {
  type Application,
  type NewPayment,
  type Notify,
  type Order,
  type OrderPaymentOutcome,
  type Payment,
  type PaymentsRepository,
  receiptNumberOf,
  type User,
} from '@seva/db';
import { type PaymentMethod, paymentMessages, type ReceiptView } from '@seva/schemas';
import { indiaDate } from '@seva/schemas/fees';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { formatRupees } from '../../lib/money.ts';
import { securityEvent } from '../../lib/security-events.ts';
import type { Recipients } from '../notifications/recipients.ts';

/** `2026-27`: the Indian financial year (April to March) of an instant, in India's time. */
export function financialYear(at: Date): string {
  const [year, month] = indiaDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `SEVA/2026-27/000001` (the payments repository writes it with the row). */
export const receiptNumber = receiptNumberOf;

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

/** A payment as the counter takes it. */
export interface PaymentTaken {
  amount: number;
  method: PaymentMethod;
  utr?: string | undefined;
}

/**
 * Payments at the counter, their reversals and receipts (docs/product.md, Payments and
 * receipts). Each is one unit of the payments repository (docs/decisions/078): the check of
 * what is due, the receipt number, the row and the citizen's notice commit together.
 */
export function createPayments(deps: {
  payments: PaymentsRepository;
  /** The citizen's SMS with the receipt number, in the payment's unit (decision 075). */
  recipients: Pick<Recipients, 'notices'>;
  logger: FastifyBaseLogger;
  now?: () => number;
}) {
  const { payments, recipients, logger } = deps;
  const now = deps.now ?? Date.now;

  /** A new row's fields: a new id, this financial year, the operator. */
  function entry(by: Pick<User, 'id'>, payment: PaymentTaken, at: Date): NewPayment {
    return {
      id: newId(),
      financialYear: financialYear(at),
      amount: payment.amount,
      method: payment.method,
      utr: payment.utr ?? null,
      reversesId: null,
      reason: null,
      recordedBy: by.id,
      createdAt: at,
    };
  }

  // A fee taken at the counter: an SMS with the receipt number (the receipt itself is a PDF).
  const applicationPaid: Notify<{ application: Application; payment: Payment }> = (
    recipient,
    { application, payment },
  ) =>
    recipients.notices(recipient, 'payment_received', {
      sms: { kind: 'payment_received', vars: [application.reference, payment.receiptNumber] },
    });

  return {
    /** What is due on an application now: its fee as filed less what its payments add up to. */
    async due(application: { id: string; governmentFee: number; serviceCharge: number }) {
      const paid = await payments.paidOnApplication(application.id);
      return application.governmentFee + application.serviceCharge - paid;
    },

    /** An application's receipts, oldest first. */
    async ofApplication(applicationId: string): Promise<ReceiptView[]> {
      return receiptViews(await payments.ofApplication(applicationId));
    },

    /**
     * An operator takes an application's fee: never more than is due, never on one with no fee
     * or already paid. One unit: the check, the number, the row and the citizen's SMS.
     */
    async payApplication(by: User, applicationId: string, payment: PaymentTaken) {
      const at = new Date(now());
      const outcome = await payments.payApplication(
        { ...entry(by, payment, at), applicationId },
        applicationPaid,
      );
      if ('refused' in outcome) {
        switch (outcome.refused) {
          case 'not_found':
            throw new AppError('NOT_FOUND', 'No service found');
          case 'no_fee':
            throw new AppError('CONFLICT', paymentMessages.noFee);
          case 'already_paid':
            throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
          case 'overpaid':
            throw new AppError('INVALID', paymentMessages.overpaid(formatRupees(outcome.due)));
        }
      }
      return { message: paymentMessages.recorded, receipt: receiptView(outcome.payment) };
    },

    /**
     * An order's payment, as one unit with its paid mark and the notice `notify` composes; the
     * orders feature turns a refusal into its own message (features/orders/admin.ts).
     */
    payOrder(
      by: User,
      orderId: string,
      payment: PaymentTaken,
      notify: Notify<{ order: Order; payment: Payment }>,
    ): Promise<OrderPaymentOutcome> {
      const at = new Date(now());
      return payments.payOrder({ ...entry(by, payment, at), orderId }, notify);
    },

    /**
     * A mistake undone: a new entry of the opposite amount that names the payment, with the
     * reason. The payment itself is never changed; a reversal is not reversed. An order's paid
     * mark follows its money in the same unit.
     */
    async reverse(by: User, id: string, reason: string) {
      const at = new Date(now());
      const outcome = await payments.reverse({
        id: newId(),
        reverses: id,
        reason,
        recordedBy: by.id,
        financialYear: financialYear(at),
        createdAt: at,
      });
      if ('refused' in outcome) {
        switch (outcome.refused) {
          case 'not_found':
            throw new AppError('NOT_FOUND', paymentMessages.notFound);
          case 'reversal':
            throw new AppError('CONFLICT', paymentMessages.reversalOfReversal);
          case 'reversed':
            throw new AppError('CONFLICT', paymentMessages.alreadyReversed);
        }
      }
      return {
        message: paymentMessages.reversed,
        receipt: receiptView(outcome.reversal, outcome.original.receiptNumber),
      };
    },

    /** A receipt with what it was for, for its citizen or an operator (anyone else: 404). */
    async receipt(viewer: User, id: string) {
      const facts = await payments.receipt(id);
      if (!facts) throw new AppError('NOT_FOUND', paymentMessages.receiptNotFound);
      const { payment, application, order, citizen, operator, reversedNumber } = facts;
      const ownerId = application?.userId ?? order?.userId;
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
      return { row: payment, application, order, citizen, operator, reversedNumber };
    },
  };
}

/** Receipts in their order, each reversal naming the receipt it reverses. */
export function receiptViews(rows: Payment[]): ReceiptView[] {
  const numbers = new Map(rows.map((row) => [row.id, row.receiptNumber]));
  return rows.map((row) =>
    receiptView(row, row.reversesId ? (numbers.get(row.reversesId) ?? null) : null),
  );
}

export type Payments = ReturnType<typeof createPayments>;
