import type { Application, Order, Payment, Product, User } from '../schema.ts';

/**
 * The day register's reads (docs/product.md, The day register): what was filed and paid
 * between two instants, from the applications, orders and payments features' rows. Read only.
 */
export interface RegisterRepository {
  /**
   * The applications and orders filed and the payments recorded at or after `from` and before
   * `to`, as one consistent reading. Applications and orders oldest first (created_at, then
   * id), payments by their receipt's sequence (then id).
   */
  between(range: { from: Date; to: Date }): Promise<RegisterRows>;
}

export interface RegisterRows {
  applications: FiledApplication[];
  orders: FiledOrder[];
  payments: RecordedPayment[];
}

export interface FiledApplication
  extends Pick<
    Application,
    | 'id'
    | 'reference'
    | 'serviceType'
    | 'createdAt'
    | 'atCounter'
    | 'governmentFee'
    | 'serviceCharge'
  > {
  citizen: User['name'];
  /** The operator who filed it at the counter; null online, or once the account is gone. */
  filedBy: User['name'] | null;
  /** Every payment and reversal of the application so far, on any day, summed. */
  paid: number;
}

export interface FiledOrder
  extends Pick<Order, 'id' | 'reference' | 'createdAt' | 'atCounter' | 'amount' | 'paid'> {
  product: Product['title'];
  citizen: User['name'];
  filedBy: User['name'] | null;
}

export interface RecordedPayment {
  payment: Payment;
  /** The reference of the application or order paid for (null if neither). */
  applicationReference: string | null;
  orderReference: string | null;
  /** The operator who recorded it; null once the account is gone. */
  operator: User['name'] | null;
  /** The receipt number of the payment a reversal reverses. */
  reverses: string | null;
}
