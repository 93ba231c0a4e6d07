import type { Application, DocumentRequest, StatusChange, User } from '../schema.ts';

/**
 * Public tracking's lookups (docs/product.md, Public tracking), read only: the tracking
 * feature reads the applications feature's rows, and writes nothing.
 */
export interface TrackingRepository {
  /**
   * The application filed under `reference` (compared exactly), with what a citizen may prove
   * it is theirs by: the owner's e-mail, name and mobile and the PAN form's mobile. One read,
   * the same for a reference nobody has, which answers null.
   */
  candidate(reference: string): Promise<TrackingCandidate | null>;

  /** The application's status changes, oldest first (created_at, then id). */
  history(applicationId: string): Promise<TrackedChange[]>;

  /**
   * The items of the application's latest send-back (the one requested last; of two at the
   * same instant, the greater send-back id), received or not, by id; none without one.
   */
  latestRequests(applicationId: string): Promise<TrackedRequest[]>;
}

export interface TrackingCandidate {
  application: Application;
  /** Null once the owner's account is gone. */
  owner: Pick<User, 'email' | 'name' | 'mobile'> | null;
  /** The mobile number on the PAN card form; null for other services. */
  panMobile: string | null;
}

export interface TrackedChange {
  status: StatusChange['toStatus'];
  at: Date;
}

export type TrackedRequest = Pick<DocumentRequest, 'documentKey' | 'label' | 'receivedAt'>;
