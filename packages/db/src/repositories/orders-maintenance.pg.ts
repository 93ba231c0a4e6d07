import { and, asc, eq, gt, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { orderIdentityHashes, orders } from '../schema.pg.ts';
import { lockMaintenance } from './data-migrations.pg.ts';
import { insertOrderIdentityHashes } from './orders.pg.ts';
import type { OrdersMaintenanceRepository, SealedOrder } from './orders-maintenance.ts';

type Tx = Parameters<Parameters<PgDb['transaction']>[0]>[0];

async function writeSealed(
  tx: Tx,
  orderId: string,
  sealed: SealedOrder & { details?: string },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      identitySealed: sealed.identitySealed,
      ...(sealed.details === undefined ? {} : { details: sealed.details }),
    })
    .where(eq(orders.id, orderId));
  await insertOrderIdentityHashes(tx, orderId, sealed.hashes);
}

export function createPgOrdersMaintenanceRepository(db: PgDb): OrdersMaintenanceRepository {
  return {
    // Locked `FOR NO KEY UPDATE` with the condition: a row another process sealed meanwhile
    // fails it once its lock is had (read committed checks it again on the newest version).
    async sealLeftPlain({ limit, seal }) {
      return db.transaction(async (tx) => {
        await lockMaintenance(tx, 'order-identity-numbers');
        const rows = await tx
          .select({ id: orders.id, details: orders.details })
          .from(orders)
          .where(isNull(orders.identitySealed))
          .orderBy(asc(orders.id))
          .limit(limit)
          .for('no key update');
        for (const row of rows) await writeSealed(tx, row.id, seal(row));
        return rows.length;
      });
    },

    async resealOtherKeys({ limit, currentPrefix, seal }) {
      return db.transaction(async (tx) => {
        await lockMaintenance(tx, 'order-identity-numbers');
        const rows = await tx
          .select({ id: orders.id, identitySealed: orders.identitySealed })
          .from(orders)
          .where(
            and(
              isNotNull(orders.identitySealed),
              sql`${orders.identitySealed} NOT LIKE ${`${currentPrefix}%`}`,
            ),
          )
          .orderBy(asc(orders.id))
          .limit(limit)
          .for('no key update');
        for (const row of rows) await writeSealed(tx, row.id, seal(row));
        return rows.length;
      });
    },

    async pruneHashes({ afterId, limit, keep }) {
      return db.transaction(async (tx) => {
        await lockMaintenance(tx, 'order-identity-numbers');
        const rows = await tx
          .select({ id: orders.id, identitySealed: orders.identitySealed })
          .from(orders)
          .where(gt(orders.id, afterId))
          .orderBy(asc(orders.id))
          .limit(limit)
          .for('no key update');
        let removed = 0;
        for (const row of rows) {
          const kept = keep(row);
          const gone = await tx
            .delete(orderIdentityHashes)
            .where(
              and(
                eq(orderIdentityHashes.orderId, row.id),
                kept.length > 0 ? notInArray(orderIdentityHashes.hash, kept) : undefined,
              ),
            )
            .returning({ hash: orderIdentityHashes.hash });
          removed += gone.length;
        }
        return { lastId: rows.at(-1)?.id ?? null, removed };
      });
    },
  };
}
