import type { Application, Order, Payment, User } from '../schema.ts';
import type { Notify } from './notifications.ts';

/**
 * Payments at the counter and their reversals (docs/product.md, Payments and receipts; docs/
 * decisions/078 step 4). A payment or reversal is written with the next receipt number of its
 * financial year in the same transaction (the references repository's part), so the series
 * has no gap: the part `insertPayment` of `payments.sqlite.ts` / `payments.pg.ts` does that for
 * any unit. A payment is never changed; a mistake is put right by a reversal, which names it.
 */
export interface PaymentsRepository {
  /** One payment or reversal, or null. */
  find(id: string): Promise<Payment | null>;

  /** An application's payments and reversals, oldest first (then by receipt sequence). */
  ofApplication(applicationId: string): Promise<Payment[]>;

  /** What an application's payments add up to (reversals subtract). */
  paidOnApplication(applicationId: string): Promise<number>;

  /**
   * An application's fee taken, as one unit: the application read (locked against another
   * payment on PostgreSQL), what is due checked, the receipt number taken, the row written and
   * the owner told. Refused, nothing is written.
   */
  payApplication(
    payment: NewPayment & { applicationId: string },
    notify: Notify<{ application: Application; payment: Payment }>,
  ): Promise<PaymentOutcome>;

  /**
   * An order's payment, as one unit: the order read (locked on PostgreSQL), what is due checked
   * (its amount less its standing payments), the receipt number, the row, the order's paid
   * mark (the orders repository's part: paid once its payments reach its amount) and the
   * owner told. Refused, nothing is written.
   */
  payOrder(
    payment: NewPayment & { orderId: string },
    notify: Notify<{ order: Order; payment: Payment }>,
  ): Promise<OrderPaymentOutcome>;

  /**
   * A payment reversed, as one unit: a new row of the opposite amount that names it, with the
   * reason, under the next receipt number; an order's paid mark follows its money (the orders
   * repository's part). `not_found` for no such payment, `reversal` for a reversal, `reversed`
   * for one reversed already (also when another connection reversed it meanwhile).
   */
  reverse(reversal: NewReversal): Promise<ReversalOutcome>;

  /** A receipt and what it was for, read at once; null for no such payment. */
  receipt(id: string): Promise<ReceiptFacts | null>;
}

/** `SEVA/2026-27/000001`: a receipt's number, from its financial year and sequence. */
export function receiptNumberOf(financialYear: string, sequence: number): string {
  return `SEVA/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

/** A new payment or reversal; its sequence and receipt number are taken when it is written. */
export type NewPayment = Pick<
  Payment,
  | 'id'
  | 'financialYear'
  | 'amount'
  | 'method'
  | 'utr'
  | 'reversesId'
  | 'reason'
  | 'recordedBy'
  | 'createdAt'
> &
  Partial<Pick<Payment, 'applicationId' | 'orderId'>>;

export interface NewReversal {
  id: string;
  /** The payment reversed. */
  reverses: string;
  reason: string;
  recordedBy: string;
  financialYear: string;
  createdAt: Date;
}

export type PaymentOutcome =
  | { payment: Payment }
  | { refused: 'not_found' | 'no_fee' | 'already_paid' }
  | { refused: 'overpaid'; due: number };

export type OrderPaymentOutcome =
  | { payment: Payment; order: Order }
  | { refused: 'not_found' | 'cancelled' | 'nothing_due' | 'already_paid' }
  | { refused: 'overpaid'; due: number };

export type ReversalOutcome =
  | { reversal: Payment; original: Payment }
  | { refused: 'not_found' | 'reversal' | 'reversed' };

export interface ReceiptFacts {
  payment: Payment;
  application?: {
    userId: string;
    reference: string;
    serviceType: Application['serviceType'];
    governmentFee: number;
    serviceCharge: number;
  };
  order?: { userId: string; reference: string; product: string; amount: number };
  /** The owner's name, language and mobile (the receipt's citizen). */
  citizen?: Pick<User, 'name' | 'language' | 'mobile'>;
  operator?: { name: string };
  /** The receipt number of the payment a reversal names. */
  reversedNumber: string | null;
}

/** What an order's standing payments add up to, and the latest of them still standing. */
export interface OrderPaid {
  total: number;
  latest: Payment | null;
}

/** An order's payment fields, as its standing payments make them. */
export type OrderPaidMark = Pick<Order, 'paid' | 'paidAmount' | 'paidMethod' | 'paidAt' | 'paidBy'>;

/**
 * The order's paid mark from what its standing payments add up to: paid once they reach
 * `amount` (a reversal passes null: the order is unpaid again, what other part payments still
 * stand stays on it).
 */
export function paidMarkOf({ total, latest }: OrderPaid, amount: number | null): OrderPaidMark {
  const mark =
    total > 0 && latest
      ? {
          paidAmount: total,
          paidMethod: latest.method,
          paidAt: latest.createdAt,
          paidBy: latest.recordedBy,
        }
      : { paidAmount: null, paidMethod: null, paidAt: null, paidBy: null };
  return { ...mark, paid: amount !== null && (mark.paidAmount ?? 0) >= amount };
}
