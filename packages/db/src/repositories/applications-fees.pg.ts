import { desc, eq } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { serviceFeeChanges, serviceFees, users } from '../schema.pg.ts';
import type { ServiceFeeRow } from '../schema.ts';
import { type ApplicationsFeesRepository, feeChangeRow, inTypeOrder } from './applications-fees.ts';

/**
 * A type's fee as it stands, inside the caller's PostgreSQL transaction (filing copies it into
 * the application it writes); `forUpdate` locks the row until that transaction ends, so a
 * read-then-write unit records the fee it replaces. Null when the type has no row.
 */
export async function currentFee(
  tx: Pick<PgDb, 'select'>,
  serviceType: ServiceFeeRow['serviceType'],
  options: { forUpdate?: boolean } = {},
): Promise<ServiceFeeRow | null> {
  const query = tx.select().from(serviceFees).where(eq(serviceFees.serviceType, serviceType));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export function createPgApplicationsFeesRepository(db: PgDb): ApplicationsFeesRepository {
  return {
    async current() {
      return inTypeOrder(await db.select().from(serviceFees));
    },

    overview(limit) {
      // One snapshot: the fees and their trail agree.
      return db.transaction(
        async (tx) => {
          const fees = await tx.select().from(serviceFees);
          const changes = await tx
            .select({ change: serviceFeeChanges, by: users.name })
            .from(serviceFeeChanges)
            .leftJoin(users, eq(users.id, serviceFeeChanges.changedBy))
            .orderBy(desc(serviceFeeChanges.changedAt), desc(serviceFeeChanges.id))
            .limit(limit);
          return { fees: inTypeOrder(fees), changes };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    update(change) {
      return db.transaction(async (tx) => {
        // The row stays locked until the change is recorded: changes at once queue, and each
        // records the fee it replaced.
        const old = await currentFee(tx, change.serviceType, { forUpdate: true });
        if (!old) return null;
        await tx
          .update(serviceFees)
          .set({
            governmentFee: change.governmentFee,
            serviceCharge: change.serviceCharge,
            workingDays: change.workingDays,
            updatedBy: change.by,
            updatedAt: change.at,
          })
          .where(eq(serviceFees.serviceType, change.serviceType));
        await tx.insert(serviceFeeChanges).values(feeChangeRow(old, change));
        return old;
      });
    },
  };
}
