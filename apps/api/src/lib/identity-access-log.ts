import type { IdentityAccessEntry, IdentityAccessRepository, NewIdentityAccess } from '@seva/db';
import type { IdentityAccessView } from '@seva/schemas';
import { newId } from './ids.ts';

/**
 * The persisted record of operators opening citizens' identity data (docs/product.md 35, 42 and
 * 47; docs/decisions/064-identity-access-log.md): who, when, on which application or order,
 * which document (slot and attachment) or the full identity numbers, viewed or downloaded.
 * It holds no number and no citizen's name. The rows are written and read by the identity
 * access repository (packages/db, docs/decisions/078 step 2), on either database; orders call
 * it themselves (step 4), applications through `createIdentityAccessLog`.
 */

/** Kept this long, then purged by the retention job: twice the minimum of one year. */
export const IDENTITY_ACCESS_KEEP_DAYS = 730;
const DAY_MS = 86_400_000;

export type IdentityAccessAction = 'view' | 'download';

/** What one operator opened: the subject is either a document or the identity numbers. */
export type IdentityAccess = {
  operator: { id: string; name: string };
  /** The citizen whose data it is (their detail page and export read it back). */
  citizenId: string;
  action: IdentityAccessAction;
} & ({ applicationId: string; orderId?: never } | { orderId: string; applicationId?: never }) &
  (
    | { subject: 'identity_numbers' }
    | { subject: 'document'; documentType: string; attachmentId: string }
  );

export type { IdentityAccessEntry };

/** The row of one access at `at`, under a new id. */
export function identityAccessRow(access: IdentityAccess, at: Date): NewIdentityAccess {
  return {
    id: newId(),
    applicationId: access.applicationId ?? null,
    orderId: access.orderId ?? null,
    citizenId: access.citizenId,
    operatorId: access.operator.id,
    operatorName: access.operator.name,
    subject: access.subject,
    documentType: access.subject === 'document' ? access.documentType : null,
    attachmentId: access.subject === 'document' ? access.attachmentId : null,
    action: access.action,
    createdAt: at,
  };
}

/**
 * The retention job's cutoff at `at`: entries written before it are past the keeping time (two
 * years). Nothing else ever deletes them: not a withdrawal, a retention purge or an erasure.
 */
export function identityAccessExpiry(at: Date): Date {
  return new Date(at.getTime() - IDENTITY_ACCESS_KEEP_DAYS * DAY_MS);
}

/** A row as the detail answers show it: the operator's name then, never their id. */
export function identityAccessView(row: IdentityAccessEntry): IdentityAccessView {
  return {
    id: `access-${row.id}`,
    type: 'identity_access',
    at: row.createdAt.toISOString(),
    by: row.operatorName,
    subject: row.subject,
    documentType: row.documentType,
    attachmentId: row.attachmentId,
    action: row.action,
  };
}

export function createIdentityAccessLog(
  identityAccess: IdentityAccessRepository,
  now: () => number = Date.now,
) {
  return {
    /**
     * Writes one row before the caller shows or sends anything (the caller awaits it): an
     * operator's view or download that cannot be recorded is refused (its error propagates),
     * never served unrecorded.
     */
    record(access: IdentityAccess): Promise<void> {
      return identityAccess.record(identityAccessRow(access, new Date(now())));
    },
  };
}

export type IdentityAccessLog = ReturnType<typeof createIdentityAccessLog>;
