import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { applications, documentRequests, panCardDetails, statusHistory, users } from '../schema.ts';
import type { TrackingRepository } from './tracking.ts';

export function createSqliteTrackingRepository(db: Db): TrackingRepository {
  // Every lookup of the public page runs it: prepared once.
  const byReference = db
    .select({
      application: applications,
      email: users.email,
      name: users.name,
      mobile: users.mobile,
      panMobile: panCardDetails.mobileNumber,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(panCardDetails, eq(panCardDetails.applicationId, applications.id))
    .where(eq(applications.reference, sql.placeholder('reference')))
    .prepare();

  return {
    async candidate(reference) {
      const row = byReference.get({ reference });
      if (!row) return null;
      const { application, email, name, mobile, panMobile } = row;
      return {
        application,
        owner: name === null ? null : { email, name, mobile },
        panMobile,
      };
    },

    async history(applicationId) {
      return db
        .select({ status: statusHistory.toStatus, at: statusHistory.createdAt })
        .from(statusHistory)
        .where(eq(statusHistory.applicationId, applicationId))
        .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id))
        .all();
    },

    async latestRequests(applicationId) {
      const latest = db
        .select({ sendBackId: documentRequests.sendBackId })
        .from(documentRequests)
        .where(eq(documentRequests.applicationId, applicationId))
        .orderBy(desc(documentRequests.requestedAt), desc(documentRequests.sendBackId))
        .limit(1)
        .get();
      if (!latest) return [];
      return db
        .select({
          documentKey: documentRequests.documentKey,
          label: documentRequests.label,
          receivedAt: documentRequests.receivedAt,
        })
        .from(documentRequests)
        .where(
          and(
            eq(documentRequests.applicationId, applicationId),
            eq(documentRequests.sendBackId, latest.sendBackId),
          ),
        )
        .orderBy(asc(documentRequests.id))
        .all();
    },
  };
}
