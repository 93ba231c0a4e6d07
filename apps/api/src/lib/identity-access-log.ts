import { type Db, type IdentityAccessEntry, identityAccessLog } from '@seva/db';
import type { IdentityAccessView } from '@seva/schemas';
import { desc, eq, lt, sql } from 'drizzle-orm';
import { newId } from './ids.ts';

/**
 * The persisted record of operators opening citizens' identity data (docs/product.md 35, 42 and
 * 47; docs/decisions/064-identity-access-log.md): who, when, on which application or order,
 * which document (slot and attachment) or the full identity numbers, viewed or downloaded.
 * The only writer of `identity_access_log`; it holds no number and no citizen's name.
 */

/** Kept this long, then purged by the retention job: twice the minimum of one year. */
export const IDENTITY_ACCESS_KEEP_DAYS = 730;
const DAY_MS = 86_400_000;
/** The most a detail page or an export reads for one application or one citizen. */
export const IDENTITY_ACCESS_READ_LIMIT = 500;

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

export function createIdentityAccessLog(db: Db, now: () => number = Date.now) {
  const ofApplication = db
    .select()
    .from(identityAccessLog)
    .where(eq(identityAccessLog.applicationId, sql.placeholder('id')))
    .orderBy(desc(identityAccessLog.createdAt), desc(identityAccessLog.id))
    .limit(IDENTITY_ACCESS_READ_LIMIT)
    .prepare();
  const ofOrder = db
    .select()
    .from(identityAccessLog)
    .where(eq(identityAccessLog.orderId, sql.placeholder('id')))
    .orderBy(desc(identityAccessLog.createdAt), desc(identityAccessLog.id))
    .limit(IDENTITY_ACCESS_READ_LIMIT)
    .prepare();

  return {
    /**
     * Writes one row, synchronously, before the caller shows or sends anything: an operator's
     * view or download that cannot be recorded is refused (its error propagates), never served
     * unrecorded.
     */
    record(access: IdentityAccess): void {
      db.insert(identityAccessLog)
        .values({
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
          createdAt: new Date(now()),
        })
        .run();
    },

    /** One application's entries, newest first (bounded, by its index). */
    ofApplication(applicationId: string): IdentityAccessEntry[] {
      return ofApplication.all({ id: applicationId });
    },

    /** One order's entries, newest first (bounded, by its index). */
    ofOrder(orderId: string): IdentityAccessEntry[] {
      return ofOrder.all({ id: orderId });
    },

    /** Every entry about one citizen (applications and orders), newest first: their export. */
    ofCitizen(citizenId: string): IdentityAccessEntry[] {
      return db
        .select()
        .from(identityAccessLog)
        .where(eq(identityAccessLog.citizenId, citizenId))
        .orderBy(desc(identityAccessLog.createdAt), desc(identityAccessLog.id))
        .all();
    },

    /**
     * Removes the entries older than the keeping time (two years); returns how many went.
     * Nothing else ever deletes them: not a withdrawal, a retention purge or an erasure.
     */
    purgeExpired(): number {
      const cutoff = new Date(now() - IDENTITY_ACCESS_KEEP_DAYS * DAY_MS);
      return db.delete(identityAccessLog).where(lt(identityAccessLog.createdAt, cutoff)).run()
        .changes;
    },
  };
}

export type IdentityAccessLog = ReturnType<typeof createIdentityAccessLog>;
