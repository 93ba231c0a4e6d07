import { type ServiceFeeRow, type serviceFeeChanges, serviceTypeValues } from '../schema.ts';

/**
 * Each application type's fee and working days, and the trail of their changes (docs/product.md,
 * Fees; docs/decisions/078 step 5): what the applications feature's Fees settings do with the
 * database, one method per unit of work. A filed application copies its type's fee as it stands
 * in the filing's own unit, through the part `currentFee` of `applications-fees.sqlite.ts` /
 * `applications-fees.pg.ts`.
 */
export interface ApplicationsFeesRepository {
  /** Every type's fee as it stands, in the types' order (PanCard, RTPS, JobCard, ITR). */
  current(): Promise<ServiceFeeRow[]>;

  /**
   * Every type's fee in the types' order (PanCard, RTPS, JobCard, ITR), with the latest
   * `limit` changes, newest first (changed_at, then id, both descending), each with the name
   * of who made it (null once that account is gone): read at once, so they agree.
   */
  overview(limit: number): Promise<FeesOverview>;

  /**
   * One unit: the type's fee and days set, and one change recorded with the values it replaced
   * (`change.id`, who and when). On PostgreSQL the fee's row is locked first, so changes at once
   * queue and each records the one before it. Answers the fee replaced, or null when the type
   * has no row (nothing is written).
   */
  update(change: FeeChange): Promise<ServiceFeeRow | null>;
}

/** One row of the fees' trail (who, when, old, new); never edited or deleted. */
export type ServiceFeeChange = typeof serviceFeeChanges.$inferSelect;

export interface FeesOverview {
  fees: ServiceFeeRow[];
  changes: Array<{ change: ServiceFeeChange; by: string | null }>;
}

export interface FeeChange {
  id: string;
  serviceType: ServiceFeeRow['serviceType'];
  governmentFee: number;
  serviceCharge: number;
  workingDays: number;
  by: string;
  at: Date;
}

/** Fee rows in the types' order (the schema's, as the migration seeds them), on both dialects. */
export function inTypeOrder(rows: ServiceFeeRow[]): ServiceFeeRow[] {
  const rank = (row: ServiceFeeRow) => serviceTypeValues.indexOf(row.serviceType);
  return rows.sort((a, b) => rank(a) - rank(b));
}

/** The trail's row of `change`, from the fee it replaces: the same on both dialects. */
export function feeChangeRow(old: ServiceFeeRow, change: FeeChange): ServiceFeeChange {
  return {
    id: change.id,
    serviceType: change.serviceType,
    changedBy: change.by,
    changedAt: change.at,
    oldGovernmentFee: old.governmentFee,
    newGovernmentFee: change.governmentFee,
    oldServiceCharge: old.serviceCharge,
    newServiceCharge: change.serviceCharge,
    oldWorkingDays: old.workingDays,
    newWorkingDays: change.workingDays,
  };
}
