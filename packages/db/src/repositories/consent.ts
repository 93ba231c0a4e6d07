import type { Consent, PortalSettings } from '../schema.ts';

/**
 * Consents to the privacy notice and the facts the notice fills in (docs/decisions/061): what
 * the consent feature does with the database, one method per unit of work. A consent given
 * with another feature's change (an account, an application) is written by that feature's
 * unit through the part `recordConsent` of `consent.sqlite.ts` / `consent.pg.ts`.
 */
export interface ConsentRepository {
  /** Whether the user agreed to version `noticeVersion` of the notice for `purpose`. */
  has(userId: string, purpose: Consent['purpose'], noticeVersion: number): Promise<boolean>;

  /**
   * Records the consent unless the user already agreed to its version for its purpose, as one
   * step (two at once record one). Answers whether it was recorded; false too when no user has
   * that id (nothing is written).
   */
  recordOnce(consent: NewConsent): Promise<boolean>;

  /** The user's consents, oldest first (created_at, then id). */
  ofUser(userId: string): Promise<Consent[]>;

  /** The days identity data is kept after an application closes; null without the settings row. */
  retentionDays(): Promise<number | null>;

  /** The centre as the notice names it; null without the settings row. */
  centre(): Promise<NoticeCentre | null>;
}

export type NewConsent = Consent;

export interface NoticeCentre {
  name: PortalSettings['centreName'];
  phone: PortalSettings['centrePhone'];
  address: PortalSettings['centreAddress'];
}
