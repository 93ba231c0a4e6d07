import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type ServiceFeeRow, serviceFeeChanges, serviceFees, users } from '../schema.ts';
import { type ApplicationsFeesRepository, feeChangeRow, inTypeOrder } from './applications-fees.ts';

/**
 * A type's fee as it stands, inside the caller's SQLite transaction (filing copies it into the
 * application it writes); null when the type has no row.
 */
export function currentFee(
  tx: Pick<Db, 'select'>,
  serviceType: ServiceFeeRow['serviceType'],
): ServiceFeeRow | null {
  return (
    tx.select().from(serviceFees).where(eq(serviceFees.serviceType, serviceType)).get() ?? null
  );
}

export function createSqliteApplicationsFeesRepository(db: Db): ApplicationsFeesRepository {
  return {
    async current() {
      return inTypeOrder(db.select().from(serviceFees).all());
    },

    async overview(limit) {
      // One read transaction, DEFERRED: the fees and their trail agree.
      return db.transaction(
        (tx) => ({
          fees: inTypeOrder(tx.select().from(serviceFees).all()),
          changes: tx
            .select({ change: serviceFeeChanges, by: users.name })
            .from(serviceFeeChanges)
            .leftJoin(users, eq(users.id, serviceFeeChanges.changedBy))
            .orderBy(desc(serviceFeeChanges.changedAt), desc(serviceFeeChanges.id))
            .limit(limit)
            .all(),
        }),
        { behavior: 'deferred' },
      );
    },

    async update(change) {
      // IMMEDIATE (openDatabase): the fee read is the one this update replaces.
      return db.transaction((tx) => {
        const old = currentFee(tx, change.serviceType);
        if (!old) return null;
        tx.update(serviceFees)
          .set({
            governmentFee: change.governmentFee,
            serviceCharge: change.serviceCharge,
            workingDays: change.workingDays,
            updatedBy: change.by,
            updatedAt: change.at,
          })
          .where(eq(serviceFees.serviceType, change.serviceType))
          .run();
        tx.insert(serviceFeeChanges).values(feeChangeRow(old, change)).run();
        return old;
      });
    },
  };
}
