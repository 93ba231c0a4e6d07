import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PgDb } from '../postgres.ts';
import { applications, orders, payments, products, users } from '../schema.pg.ts';
import type { RegisterRepository } from './register.ts';

export function createPgRegisterRepository(db: PgDb): RegisterRepository {
  const citizen = alias(users, 'citizen');
  const operator = alias(users, 'operator');
  const filer = alias(users, 'filer');
  const reversed = alias(payments, 'reversed');

  return {
    between({ from, to }) {
      // One snapshot for the three reads, as SQLite's one connection gives: the payments and
      // the filings' paid sums balance even while the counter records more.
      return db.transaction(
        async (tx) => {
          const filedApplications = await tx
            .select({
              id: applications.id,
              reference: applications.reference,
              serviceType: applications.serviceType,
              citizen: citizen.name,
              createdAt: applications.createdAt,
              atCounter: applications.atCounter,
              filedBy: filer.name,
              governmentFee: applications.governmentFee,
              serviceCharge: applications.serviceCharge,
              // sum() of integers is a bigint on PostgreSQL, which node-postgres answers as text.
              paid: sql<number>`coalesce((select sum(p.amount) from payments p where p.application_id = ${applications.id}), 0)::integer`,
            })
            .from(applications)
            .innerJoin(citizen, eq(citizen.id, applications.userId))
            .leftJoin(filer, eq(filer.id, applications.filedBy))
            .where(and(gte(applications.createdAt, from), lt(applications.createdAt, to)))
            .orderBy(asc(applications.createdAt), asc(applications.id));
          const filedOrders = await tx
            .select({
              id: orders.id,
              reference: orders.reference,
              product: products.title,
              citizen: citizen.name,
              createdAt: orders.createdAt,
              atCounter: orders.atCounter,
              filedBy: filer.name,
              amount: orders.amount,
              paid: orders.paid,
            })
            .from(orders)
            .innerJoin(citizen, eq(citizen.id, orders.userId))
            .leftJoin(filer, eq(filer.id, orders.filedBy))
            .innerJoin(products, eq(products.slug, orders.productSlug))
            .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
            .orderBy(asc(orders.createdAt), asc(orders.id));
          const dayPayments = await tx
            .select({
              payment: payments,
              applicationReference: applications.reference,
              orderReference: orders.reference,
              operator: operator.name,
              reverses: reversed.receiptNumber,
            })
            .from(payments)
            .leftJoin(applications, eq(applications.id, payments.applicationId))
            .leftJoin(orders, eq(orders.id, payments.orderId))
            .leftJoin(operator, eq(operator.id, payments.recordedBy))
            .leftJoin(reversed, eq(reversed.id, payments.reversesId))
            .where(and(gte(payments.createdAt, from), lt(payments.createdAt, to)))
            .orderBy(asc(payments.sequence), asc(payments.id));
          return { applications: filedApplications, orders: filedOrders, payments: dayPayments };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
