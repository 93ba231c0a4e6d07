import { randomBytes } from 'node:crypto';
import {
  type Db,
  portalSettings,
  serviceFeeChanges,
  serviceFees,
  type User,
  users,
} from '@seva/db';
import type { ServiceType } from '@seva/schemas';
import { type FeeSettings, feeSettingsMessages, type UpdateServiceFeeInput } from '@seva/schemas';
import type { ServiceFee } from '@seva/schemas/fees';
import { desc, eq } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';

/** What the slips and receipts print about the centre (docs/product.md, Fees: centre details). */
export interface CentreDetails {
  name: string;
  address: string;
  phone: string;
  gstin: string | null;
}

/** 48 random bits as 12 upper-case hex digits: the slip's tracking code. */
export function newTrackingCode(): string {
  return randomBytes(6).toString('hex').toUpperCase();
}

/**
 * Each application type's fee and working days, and the centre's details and holidays
 * (docs/product.md, Fees). Applications copy the fee when filed; later changes keep an audit row.
 */
export function createServiceFees(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  function of(tx: Pick<Db, 'select'>, serviceType: ServiceType): ServiceFee {
    const row = tx.select().from(serviceFees).where(eq(serviceFees.serviceType, serviceType)).get();
    // The migration seeds every type; a missing row is a broken database, not bad input.
    if (!row) throw new Error(`no fee row for ${serviceType}`);
    return {
      governmentFee: row.governmentFee,
      serviceCharge: row.serviceCharge,
      days: row.workingDays,
    };
  }

  function settingsRow() {
    const row = db.select().from(portalSettings).where(eq(portalSettings.id, 1)).get();
    if (!row) throw new Error('the portal settings row is missing');
    return row;
  }

  function all(): Array<{ serviceType: ServiceType } & ServiceFee> {
    return db
      .select()
      .from(serviceFees)
      .all()
      .map((row) => ({
        serviceType: row.serviceType,
        governmentFee: row.governmentFee,
        serviceCharge: row.serviceCharge,
        days: row.workingDays,
      }));
  }

  function holidays(): string[] {
    return settingsRow().holidays;
  }

  function centre(): CentreDetails {
    const row = settingsRow();
    return {
      name: row.centreName,
      address: row.centreAddress,
      phone: row.centrePhone,
      gstin: row.gstin,
    };
  }

  return {
    of,
    all,
    holidays,
    centre,
    /** Settings' view: the fees, the latest 20 changes to them, the centre. */
    settings(): FeeSettings {
      const changes = db
        .select({ change: serviceFeeChanges, by: users.name })
        .from(serviceFeeChanges)
        .leftJoin(users, eq(users.id, serviceFeeChanges.changedBy))
        .orderBy(desc(serviceFeeChanges.changedAt))
        .limit(20)
        .all();
      return {
        fees: all(),
        changes: changes.map(({ change, by }) => ({
          serviceType: change.serviceType,
          changedBy: by,
          changedAt: change.changedAt.toISOString(),
          old: {
            governmentFee: change.oldGovernmentFee,
            serviceCharge: change.oldServiceCharge,
            days: change.oldWorkingDays,
          },
          new: {
            governmentFee: change.newGovernmentFee,
            serviceCharge: change.newServiceCharge,
            days: change.newWorkingDays,
          },
        })),
        centre: { ...centre(), holidays: holidays() },
      };
    },

    /**
     * An operator's change of a type's fee or days: the new values and one audit row (who,
     * when, old, new). Applications already filed keep the fee they were filed at.
     */
    update(operator: Pick<User, 'id'>, input: UpdateServiceFeeInput) {
      const at = new Date(now());
      db.transaction((tx) => {
        const old = of(tx, input.serviceType);
        tx.update(serviceFees)
          .set({
            governmentFee: input.governmentFee,
            serviceCharge: input.serviceCharge,
            workingDays: input.days,
            updatedBy: operator.id,
            updatedAt: at,
          })
          .where(eq(serviceFees.serviceType, input.serviceType))
          .run();
        tx.insert(serviceFeeChanges)
          .values({
            id: newId(),
            serviceType: input.serviceType,
            changedBy: operator.id,
            changedAt: at,
            oldGovernmentFee: old.governmentFee,
            newGovernmentFee: input.governmentFee,
            oldServiceCharge: old.serviceCharge,
            newServiceCharge: input.serviceCharge,
            oldWorkingDays: old.days,
            newWorkingDays: input.days,
          })
          .run();
      });
      return { message: feeSettingsMessages.feeSaved };
    },
  };
}

export type ServiceFees = ReturnType<typeof createServiceFees>;
