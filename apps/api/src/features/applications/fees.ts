import { randomBytes } from 'node:crypto';
import type {
  ApplicationsFeesRepository,
  CatalogueRepository,
  ServiceFeeRow,
  User,
} from '@seva/db';
import { type FeeSettings, feeSettingsMessages, type UpdateServiceFeeInput } from '@seva/schemas';
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
 * (docs/product.md, Fees). Applications copy the fee when filed (in the filing's own unit);
 * later changes keep an audit row. The fees are the applications fees repository's
 * (docs/decisions/078); the centre and its holidays are read from the catalogue's settings row.
 */
export function createServiceFees(deps: {
  fees: ApplicationsFeesRepository;
  catalogue: Pick<CatalogueRepository, 'settings'>;
  now?: () => number;
}) {
  const { fees, catalogue } = deps;
  const now = deps.now ?? Date.now;

  async function settingsRow() {
    const row = await catalogue.settings();
    if (!row) throw new Error('the portal settings row is missing');
    return row;
  }

  async function holidays(): Promise<string[]> {
    return (await settingsRow()).holidays;
  }

  /**
   * What an application's detail counts its dates with, from one read of the settings row: the
   * holidays (its promised date) and the retention days (when its identity data goes).
   */
  async function detailSettings(): Promise<{ holidays: string[]; retentionDays: number }> {
    const row = await settingsRow();
    return { holidays: row.holidays, retentionDays: row.retentionDays };
  }

  async function centre(): Promise<CentreDetails> {
    const row = await settingsRow();
    return {
      name: row.centreName,
      address: row.centreAddress,
      phone: row.centrePhone,
      gstin: row.gstin,
    };
  }

  const view = (fee: ServiceFeeRow) => ({
    serviceType: fee.serviceType,
    governmentFee: fee.governmentFee,
    serviceCharge: fee.serviceCharge,
    days: fee.workingDays,
  });

  return {
    /** Each type's fee as it stands, in the types' order. */
    async all() {
      return (await fees.current()).map(view);
    },
    holidays,
    detailSettings,
    centre,
    /** Settings' view: the fees, the latest 20 changes to them, the centre. */
    async settings(): Promise<FeeSettings> {
      const [overview, row] = await Promise.all([fees.overview(20), settingsRow()]);
      return {
        fees: overview.fees.map(view),
        changes: overview.changes.map(({ change, by }) => ({
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
        centre: {
          name: row.centreName,
          address: row.centreAddress,
          phone: row.centrePhone,
          gstin: row.gstin,
          holidays: row.holidays,
        },
      };
    },

    /**
     * An operator's change of a type's fee or days: the new values and one audit row (who,
     * when, old, new), as one unit. Applications already filed keep the fee they were filed at.
     */
    async update(operator: Pick<User, 'id'>, input: UpdateServiceFeeInput) {
      const replaced = await fees.update({
        id: newId(),
        serviceType: input.serviceType,
        governmentFee: input.governmentFee,
        serviceCharge: input.serviceCharge,
        workingDays: input.days,
        by: operator.id,
        at: new Date(now()),
      });
      // The migration seeds every type; a missing row is a broken database, not bad input.
      if (!replaced) throw new Error(`no fee row for ${input.serviceType}`);
      return { message: feeSettingsMessages.feeSaved };
    },
  };
}

export type ServiceFees = ReturnType<typeof createServiceFees>;
