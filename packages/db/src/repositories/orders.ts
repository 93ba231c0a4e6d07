import type { Order, OrderFile, OrderStatusChange, Product, User } from '../schema.ts';
import type { AccountClosed } from './auth.ts';
import type { Keyset } from './keyset.ts';
import type { Notify } from './notifications.ts';
import type { StorageUse } from './storage-quota.ts';

/**
 * Orders for the centre's counter products (docs/product.md, Orders; docs/decisions/078 step
 * 4): their rows, files, status history and the blind index of their identity numbers
 * (docs/decisions/060). An order is placed as one unit with its parts: the owner's storage
 * space checked, the year's reference taken (the references repository's part), the rows
 * written and the citizen told (the outbox's part). Its payments and its paid mark are the
 * payments repository's units (`payOrder`, `reverse`), which write the mark with the part
 * `writeOrderPaidMark`.
 */
export interface OrdersRepository {
  /** One order, or null. */
  find(id: string): Promise<Order | null>;

  /** The account an order belongs to, as its page shows it; null for none. */
  owner(userId: string): Promise<OrderOwner | null>;

  /**
   * The files (by time, then field, then id) and the status history (by time, then id) of
   * many orders at once, with the name of who made each change (null once they are gone).
   */
  partsOf(orderIds: readonly string[]): Promise<OrderPartsRows>;

  /** An owner's orders, newest first then id descending, of one status if given. */
  ofOwner(userId: string, status?: Order['status']): Promise<Order[]>;

  /** One file of one order, or null (a file of another order too). */
  findFile(orderId: string, fileId: string): Promise<OrderFile | null>;

  /** A counter product (kind `product`) by its slug, on sale or not; null for none. */
  product(slug: string): Promise<Product | null>;

  /**
   * An order placed, as one unit: when it has files, the owner's storage space is checked
   * (`full`, and nothing written, when they do not fit; `defaultQuotaBytes` stands when no
   * quota is set); the next reference of `placement.referenceYear` is taken; the order, its
   * blind index, its files' rows and its first history row are written; its owner is told.
   * `{ refused: 'account_closed' }`, and nothing written, when the owner's account is closed or
   * gone by the time the unit reads it (an erasure committed meanwhile).
   */
  place(
    placement: NewPlacement,
    notify: Notify<{ order: Order }>,
    defaultQuotaBytes: number,
  ): Promise<{ order: Order } | { full: StorageUse } | AccountClosed>;

  /**
   * Moves an order from `from` to `to` if nobody moved it first, with its history row and,
   * with `notify`, the owner told, as one unit. Answers false (nothing written) when the order
   * is missing or no longer `from`.
   */
  move(move: StatusMove, notify: Notify<{ order: Order }> | null): Promise<boolean>;

  /** Orders not yet paid, cancelled ones aside (the operators' sidebar). */
  unpaidCount(): Promise<number>;

  /** The operators' list: one page newest first (then id), with the total for the filter. */
  page(query: OrdersQuery): Promise<OrdersPage>;

  /** Whether any order of the account is still being worked on (pending or in progress). */
  hasInProgress(userId: string): Promise<boolean>;

  /**
   * Erases every order of an account (docs/decisions/062), as one unit: one with no payment
   * goes whole; one with a payment keeps its row for the accounts, its applicant's name set to
   * `erasedName` and its form's details and sealed numbers emptied, its blind index and files'
   * rows removed. An erasure of the account's other data uses the part `eraseOrdersOf`.
   */
  eraseOf(userId: string, at: Date, erasedName: string): Promise<OrdersErased>;
}

/** The account an order belongs to, as operators see it, with its language. */
export type OrderOwner = Pick<User, 'id' | 'name' | 'email' | 'mobile' | 'language'>;

/** A history row with the name of who made the change. */
export type OrderChangeEntry = OrderStatusChange & { changedByName: string | null };

export interface OrderPartsRows {
  files: OrderFile[];
  history: OrderChangeEntry[];
}

/** A new order: every column but its reference, which the unit takes. */
export type NewOrder = Omit<Order, 'reference'>;

export interface NewPlacement {
  order: NewOrder;
  /** The calendar year whose next reference the order gets (SEVA-2026-000123). */
  referenceYear: number;
  /** The blind index of its identity numbers (docs/decisions/060). */
  identityHashes: readonly string[];
  files: ReadonlyArray<Omit<OrderFile, 'orderId'>>;
  /** The first history row's id (from nothing to the order's status). */
  historyId: string;
}

export interface StatusMove {
  orderId: string;
  from: Order['status'];
  to: Order['status'];
  by: string;
  at: Date;
  historyId: string;
}

/**
 * The operators' filter: status, paid, and a search, either a reference (whole, as given) or
 * words that each start a word of the applicant's name or of the account holder's name, or
 * the blind index of an identity number typed whole. A search with no words and no reference
 * matches nothing.
 */
export interface OrdersQuery {
  status?: Order['status'];
  paid?: boolean;
  search?: { reference: string } | { words: readonly string[]; identityHash: string | null };
  after: Keyset | null;
  limit: number;
}

export interface OrdersPage {
  rows: Array<{ order: Order; user: Omit<OrderOwner, 'language'> }>;
  /** Whether a row follows the page. */
  more: boolean;
  total: number;
}

export interface OrdersErased {
  removed: number;
  kept: number;
  /** The files of the orders erased, deleted by the caller once the rows are gone. */
  storageKeys: string[];
}
