import {
  type Db,
  eraseOrdersOf as eraseOrders,
  hasOrderInProgress as hasInProgress,
  type OrdersErased,
} from '@seva/db';
import { ERASED_NAME } from '../auth/erasure.ts';

type Tx = Pick<Db, 'select' | 'selectDistinct' | 'update' | 'delete'>;

export type { OrdersErased };

// Privacy's erasure is still one SQLite transaction: these hand it to the orders repository's
// SQLite parts. Once it is a repository's unit of work, it calls the parts itself and this goes
// (docs/decisions/078-repositories.md).

/**
 * Erases every order of an account inside the caller's transaction (docs/decisions/062): one
 * with no payment goes whole (files' rows, blind index, history by cascade); one with a payment
 * keeps its row (reference, product, amounts, dates) and its history for the accounts, with
 * the applicant's name, the form's details and the sealed identity numbers emptied and its
 * blind index and files' rows removed.
 */
export function eraseOrdersOf(tx: Tx, userId: string, at: Date): OrdersErased {
  return eraseOrders(tx, userId, at, ERASED_NAME);
}

/** Whether any order of the account is still being worked on (pending or in progress). */
export function hasOrderInProgress(db: Pick<Db, 'select'>, userId: string): boolean {
  return hasInProgress(db, userId);
}
