import {
  and,
  asc,
  desc,
  eq,
  isNotNull,
  isNull,
  notInArray,
  type Placeholder,
  sql,
} from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { applications, orders, type Payment, payments, products, users } from '../schema.pg.ts';
import { isUniqueViolation } from './errors.ts';
import { notifyUser } from './notifications.pg.ts';
import { writeOrderPaidMark } from './orders.pg.ts';
import {
  type NewPayment,
  type OrderPaid,
  type PaymentsRepository,
  paidMarkOf,
  receiptNumberOf,
} from './payments.ts';
import { nextReceiptSequence } from './references.pg.ts';

// Locks, always in this order, so two units never wait on each other: the subject's row (the
// application or order, `FOR UPDATE`, so two payments of one subject check what is due one
// after the other; a reversal locks the payment reversed, then its order), then the receipt
// counter's row (taken by the upsert), then the order's paid mark.

/** sum() of integers is a bigint on PostgreSQL, which node-postgres answers as text. */
const total = sql<number>`coalesce(sum(${payments.amount}), 0)::integer`;

/**
 * Writes one payment or reversal with the next receipt number of its financial year, inside the
 * caller's PostgreSQL transaction: the number and the row commit together or not at all.
 */
export async function insertPayment(
  tx: Pick<PgDb, 'insert'>,
  payment: NewPayment,
): Promise<Payment> {
  const sequence = await nextReceiptSequence(tx, payment.financialYear);
  const row = {
    applicationId: null,
    orderId: null,
    ...payment,
    sequence,
    receiptNumber: receiptNumberOf(payment.financialYear, sequence),
  };
  await tx.insert(payments).values(row);
  return row;
}

/** What an application's payments add up to, inside the caller's PostgreSQL transaction. */
export async function paidOnApplication(
  tx: Pick<PgDb, 'select'>,
  applicationId: string,
): Promise<number> {
  const [row] = await tx
    .select({ total })
    .from(payments)
    .where(eq(payments.applicationId, applicationId));
  return row?.total ?? 0;
}

/** An application's payments and reversals, oldest first, inside the caller's transaction. */
export function paymentsOfApplication(
  tx: Pick<PgDb, 'select'>,
  applicationId: string | Placeholder,
) {
  return tx
    .select()
    .from(payments)
    .where(eq(payments.applicationId, applicationId))
    .orderBy(asc(payments.createdAt), asc(payments.sequence));
}

/**
 * What an order's payments add up to (reversals subtract), and the latest payment still
 * standing (not a reversal, not reversed), inside the caller's PostgreSQL transaction.
 */
export async function paidOnOrder(tx: Pick<PgDb, 'select'>, orderId: string): Promise<OrderPaid> {
  const [sum] = await tx.select({ total }).from(payments).where(eq(payments.orderId, orderId));
  const reversed = tx
    .select({ id: payments.reversesId })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.reversesId)));
  const [latest] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        isNull(payments.reversesId),
        // NOT IN with a NULL in the list matches nothing: only reversals' non-null ids are in it.
        notInArray(payments.id, reversed),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.sequence))
    .limit(1);
  return { total: sum?.total ?? 0, latest: latest ?? null };
}

export function createPgPaymentsRepository(db: PgDb): PaymentsRepository {
  async function find(tx: Pick<PgDb, 'select'>, id: string, forUpdate = false) {
    const query = tx.select().from(payments).where(eq(payments.id, id));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  }

  return {
    async find(id) {
      return (await find(db, id)) ?? null;
    },

    ofApplication(applicationId) {
      return paymentsOfApplication(db, applicationId);
    },

    paidOnApplication(applicationId) {
      return paidOnApplication(db, applicationId);
    },

    payApplication(payment, notify) {
      return db.transaction(async (tx) => {
        const [application] = await tx
          .select()
          .from(applications)
          .where(eq(applications.id, payment.applicationId))
          .for('update');
        if (!application) return { refused: 'not_found' as const };
        if (application.governmentFee + application.serviceCharge === 0) {
          return { refused: 'no_fee' as const };
        }
        const due =
          application.governmentFee +
          application.serviceCharge -
          (await paidOnApplication(tx, application.id));
        if (due <= 0) return { refused: 'already_paid' as const };
        if (payment.amount > due) return { refused: 'overpaid' as const, due };
        const row = await insertPayment(tx, payment);
        await notifyUser(tx, application.userId, { application, payment: row }, notify);
        return { payment: row };
      });
    },

    payOrder(payment, notify) {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, payment.orderId))
          .for('update');
        if (!order) return { refused: 'not_found' as const };
        if (order.status === 'cancelled') return { refused: 'cancelled' as const };
        if (order.amount <= 0) return { refused: 'nothing_due' as const };
        const due = order.amount - (await paidOnOrder(tx, order.id)).total;
        if (order.paid || due <= 0) return { refused: 'already_paid' as const };
        if (payment.amount > due) return { refused: 'overpaid' as const, due };
        const row = await insertPayment(tx, payment);
        const mark = paidMarkOf(await paidOnOrder(tx, order.id), order.amount);
        await writeOrderPaidMark(tx, order.id, mark, payment.createdAt);
        await notifyUser(tx, order.userId, { order, payment: row }, notify);
        return {
          payment: row,
          order: { ...order, ...mark, updatedAt: payment.createdAt },
        };
      });
    },

    async reverse(reversal) {
      try {
        return await db.transaction(async (tx) => {
          // Locked: a second reversal of it waits here, then finds this one.
          const original = await find(tx, reversal.reverses, true);
          if (!original) return { refused: 'not_found' as const };
          if (original.reversesId) return { refused: 'reversal' as const };
          if (original.orderId) {
            await tx
              .select({ id: orders.id })
              .from(orders)
              .where(eq(orders.id, original.orderId))
              .for('update');
          }
          const [already] = await tx
            .select({ id: payments.id })
            .from(payments)
            .where(eq(payments.reversesId, original.id));
          if (already) return { refused: 'reversed' as const };
          const row = await insertPayment(tx, {
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
          if (original.orderId) {
            const mark = paidMarkOf(await paidOnOrder(tx, original.orderId), null);
            await writeOrderPaidMark(tx, original.orderId, mark, reversal.createdAt);
          }
          return { reversal: row, original };
        });
      } catch (error) {
        // A payment is reversed at most once (its unique index), whoever got there first.
        if (isUniqueViolation(error)) return { refused: 'reversed' as const };
        throw error;
      }
    },

    receipt(id) {
      // One snapshot for the reads, as SQLite's one connection gives.
      return db.transaction(
        async (tx) => {
          const payment = await find(tx, id);
          if (!payment) return null;
          const [application] = payment.applicationId
            ? await tx
                .select({
                  userId: applications.userId,
                  reference: applications.reference,
                  serviceType: applications.serviceType,
                  governmentFee: applications.governmentFee,
                  serviceCharge: applications.serviceCharge,
                })
                .from(applications)
                .where(eq(applications.id, payment.applicationId))
            : [];
          const [order] = payment.orderId
            ? await tx
                .select({
                  userId: orders.userId,
                  reference: orders.reference,
                  product: products.title,
                  amount: orders.amount,
                })
                .from(orders)
                .innerJoin(products, eq(products.slug, orders.productSlug))
                .where(eq(orders.id, payment.orderId))
            : [];
          const ownerId = application?.userId ?? order?.userId;
          const [citizen] = ownerId
            ? await tx
                .select({ name: users.name, language: users.language, mobile: users.mobile })
                .from(users)
                .where(eq(users.id, ownerId))
            : [];
          const [operator] = payment.recordedBy
            ? await tx
                .select({ name: users.name })
                .from(users)
                .where(eq(users.id, payment.recordedBy))
            : [];
          const [reversed] = payment.reversesId
            ? await tx
                .select({ number: payments.receiptNumber })
                .from(payments)
                .where(eq(payments.id, payment.reversesId))
            : [];
          return {
            payment,
            ...(application ? { application } : {}),
            ...(order ? { order } : {}),
            ...(citizen ? { citizen } : {}),
            ...(operator ? { operator } : {}),
            reversedNumber: reversed?.number ?? null,
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
