import { and, eq, inArray } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
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
} from '../schema.pg.ts';
import { itrNumbersGone } from './applications.ts';
import type { ApplicationsErased } from './privacy.ts';

// The applications feature's parts of an account's erasure: the same as
// `applications-erasure.sqlite.ts`, in privacy's PostgreSQL transaction.

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Whether any application of the account is pending or in progress, in the caller's transaction. */
export async function hasApplicationInProgress(
  tx: Pick<PgDb, 'select'>,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        inArray(applications.status, ['pending', 'in_progress']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Erases every application of an account inside the caller's PostgreSQL transaction. */
export async function eraseApplicationsOf(
  tx: Pick<PgDb, 'select' | 'selectDistinct' | 'update' | 'delete'>,
  userId: string,
  at: Date,
): Promise<ApplicationsErased> {
  const ids = (
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.userId, userId))
  ).map((row) => row.id);
  const storageKeys: string[] = [];
  const paid = new Set<string>();
  for (const chunk of chunks(ids)) {
    for (const row of await tx
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(inArray(attachments.applicationId, chunk))) {
      storageKeys.push(row.key);
    }
    for (const row of await tx
      .selectDistinct({ id: payments.applicationId })
      .from(payments)
      .where(inArray(payments.applicationId, chunk))) {
      if (row.id) paid.add(row.id);
    }
  }
  const removed = ids.filter((id) => !paid.has(id));
  const kept = ids.filter((id) => paid.has(id));
  for (const chunk of chunks(removed)) {
    await tx.delete(applications).where(inArray(applications.id, chunk));
  }
  for (const chunk of chunks(kept)) await emptyKeptApplications(tx, chunk, at);
  return { removed: removed.length, kept: kept.length, storageKeys };
}

async function emptyKeptApplications(
  tx: Pick<PgDb, 'update' | 'delete'>,
  ids: string[],
  at: Date,
): Promise<void> {
  await tx.delete(attachments).where(inArray(attachments.applicationId, ids));
  await tx.delete(comments).where(inArray(comments.applicationId, ids));
  await tx.delete(applicationSearchTerms).where(inArray(applicationSearchTerms.applicationId, ids));
  await tx
    .update(panCardDetails)
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
    .where(inArray(panCardDetails.applicationId, ids));
  await tx
    .update(rtpsDetails)
    .set({ registrationNumber: '' })
    .where(inArray(rtpsDetails.applicationId, ids));
  await tx
    .update(jobCardDetails)
    .set({ name: '', fatherHusbandName: '' })
    .where(inArray(jobCardDetails.applicationId, ids));
  await tx
    .update(itrDetails)
    .set({
      ...itrNumbersGone,
      ifscCode: '',
    })
    .where(inArray(itrDetails.applicationId, ids));
  await tx
    .update(applications)
    .set({ applicantName: null, identityPurgedAt: at, updatedAt: at })
    .where(inArray(applications.id, ids));
}
