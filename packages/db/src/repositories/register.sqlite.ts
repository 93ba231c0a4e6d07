import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';
import { applications, orders, payments, products, users } from '../schema.ts';
import type { RegisterRepository } from './register.ts';

export function createSqliteRegisterRepository(db: Db): RegisterRepository {
  const citizen = alias(users, 'citizen');
  const operator = alias(users, 'operator');
  const filer = alias(users, 'filer');
  const reversed = alias(payments, 'reversed');

  return {
    // Three statements on the one connection, back to back: nothing writes between them.
    async between({ from, to }) {
      const filedApplications = db
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
          paid: sql<number>`coalesce((select sum(p.amount) from payments p where p.application_id = ${applications.id}), 0)`,
        })
        .from(applications)
        .innerJoin(citizen, eq(citizen.id, applications.userId))
        .leftJoin(filer, eq(filer.id, applications.filedBy))
        .where(and(gte(applications.createdAt, from), lt(applications.createdAt, to)))
        .orderBy(asc(applications.createdAt), asc(applications.id))
        .all();
      const filedOrders = db
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
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .all();
      const dayPayments = db
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
        .orderBy(asc(payments.sequence), asc(payments.id))
        .all();
      return { applications: filedApplications, orders: filedOrders, payments: dayPayments };
    },
  };
}
