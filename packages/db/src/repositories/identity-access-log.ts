import type { IdentityAccessEntry } from '../schema.ts';

/**
 * The identity access log (docs/decisions/064, 078 step 2): who at the centre opened a
 * citizen's identity documents or full identity numbers, on which application or order, and
 * when. Shared by applications and orders (no feature owns it): an opening that is one step of
 * a larger unit is written in that unit's transaction by the part `recordIdentityAccess` of
 * `identity-access-log.sqlite.ts` / `identity-access-log.pg.ts`, so it commits with the unit or
 * not at all. Nothing deletes an entry but `purge`, the two-year keeping time.
 */
export interface IdentityAccessRepository {
  /** Writes one entry on its own (a unit of one row; a larger unit uses the part). */
  record(entry: NewIdentityAccess): Promise<void>;

  /** One application's entries, newest first (then id), at most `identityAccessReadLimit`. */
  ofApplication(applicationId: string): Promise<IdentityAccessEntry[]>;

  /** One order's entries, newest first (then id), at most `identityAccessReadLimit`. */
  ofOrder(orderId: string): Promise<IdentityAccessEntry[]>;

  /** Every entry about one citizen (applications and orders), newest first: their export. */
  ofCitizen(citizenId: string): Promise<IdentityAccessEntry[]>;

  /** Deletes the entries written before `before`; answers how many went. */
  purge(before: Date): Promise<number>;
}

/** A new entry: every column, the id and the instant from the caller. */
export type NewIdentityAccess = IdentityAccessEntry;

/** The most a detail page reads for one application or one order. */
export const identityAccessReadLimit = 500;
