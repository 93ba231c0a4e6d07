import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  applicationSearchTerms,
  applications,
  attachments,
  comments,
  itrDetails,
  jobCardDetails,
  panCardDetails,
  payments,
  rtpsDetails,
} from '../schema.ts';
import { itrNumbersGone } from './applications.ts';
import type { ApplicationsErased } from './privacy.ts';

// The applications feature's parts of an account's erasure (docs/decisions/062, 078 step 6):
// privacy's `erase` unit runs them in its SQLite transaction with every other feature's part.

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Whether any application of the account is pending or in progress, in the caller's transaction. */
export function hasApplicationInProgress(tx: Pick<Db, 'select'>, userId: string): boolean {
  return (
    tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.userId, userId),
          inArray(applications.status, ['pending', 'in_progress']),
        ),
      )
      .limit(1)
      .all().length > 0
  );
}

/**
 * Erases every application of an account inside the caller's SQLite transaction: one with no
 * payment goes whole (details, files' rows, comments, history, search terms by cascade); one
 * with a payment keeps its row (reference, type, status, fee, dates) and its status history for
 * the accounts, with its applicant's name, form details, identity numbers (sealed values, last
 * four, blind index), comments and files' rows removed. Answers the files' storage keys, for the
 * caller to delete once the rows are gone.
 */
export function eraseApplicationsOf(
  tx: Pick<Db, 'select' | 'selectDistinct' | 'update' | 'delete'>,
  userId: string,
  at: Date,
): ApplicationsErased {
  const ids = tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.userId, userId))
    .all()
    .map((row) => row.id);
  const storageKeys: string[] = [];
  const paid = new Set<string>();
  for (const chunk of chunks(ids)) {
    for (const row of tx
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(inArray(attachments.applicationId, chunk))
      .all()) {
      storageKeys.push(row.key);
    }
    for (const row of tx
      .selectDistinct({ id: payments.applicationId })
      .from(payments)
      .where(inArray(payments.applicationId, chunk))
      .all()) {
      if (row.id) paid.add(row.id);
    }
  }
  const removed = ids.filter((id) => !paid.has(id));
  const kept = ids.filter((id) => paid.has(id));
  for (const chunk of chunks(removed)) {
    tx.delete(applications).where(inArray(applications.id, chunk)).run();
  }
  for (const chunk of chunks(kept)) emptyKeptApplications(tx, chunk, at);
  return { removed: removed.length, kept: kept.length, storageKeys };
}

function emptyKeptApplications(tx: Pick<Db, 'update' | 'delete'>, ids: string[], at: Date): void {
  tx.delete(attachments).where(inArray(attachments.applicationId, ids)).run();
  tx.delete(comments).where(inArray(comments.applicationId, ids)).run();
  tx.delete(applicationSearchTerms).where(inArray(applicationSearchTerms.applicationId, ids)).run();
  tx.update(panCardDetails)
    .set({
      fullName: '',
      dateOfBirth: '',
      fatherName: '',
      mobileNumber: '',
      aadharNumber: null,
      aadharNumberSealed: null,
      aadharNumberLast4: null,
      address: '',
    })
    .where(inArray(panCardDetails.applicationId, ids))
    .run();
  tx.update(rtpsDetails)
    .set({ registrationNumber: '' })
    .where(inArray(rtpsDetails.applicationId, ids))
    .run();
  tx.update(jobCardDetails)
    .set({ name: '', fatherHusbandName: '' })
    .where(inArray(jobCardDetails.applicationId, ids))
    .run();
  tx.update(itrDetails)
    .set({
      ...itrNumbersGone,
      ifscCode: '',
    })
    .where(inArray(itrDetails.applicationId, ids))
    .run();
  tx.update(applications)
    .set({ applicantName: null, identityPurgedAt: at, updatedAt: at })
    .where(inArray(applications.id, ids))
    .run();
}
