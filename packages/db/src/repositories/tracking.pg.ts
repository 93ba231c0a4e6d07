import { and, asc, desc, eq } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import {
  applications,
  documentRequests,
  panCardDetails,
  statusHistory,
  users,
} from '../schema.pg.ts';
import type { TrackingRepository } from './tracking.ts';

export function createPgTrackingRepository(db: PgDb): TrackingRepository {
  return {
    async candidate(reference) {
      const [row] = await db
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
        .where(eq(applications.reference, reference));
      if (!row) return null;
      const { application, email, name, mobile, panMobile } = row;
      return {
        application,
        owner: name === null ? null : { email, name, mobile },
        panMobile,
      };
    },

    history(applicationId) {
      return db
        .select({ status: statusHistory.toStatus, at: statusHistory.createdAt })
        .from(statusHistory)
        .where(eq(statusHistory.applicationId, applicationId))
        .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
    },

    latestRequests(applicationId) {
      // The latest send-back and its items in one statement: no change between two reads.
      const latest = db
        .select({ sendBackId: documentRequests.sendBackId })
        .from(documentRequests)
        .where(eq(documentRequests.applicationId, applicationId))
        .orderBy(desc(documentRequests.requestedAt), desc(documentRequests.sendBackId))
        .limit(1);
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
            eq(documentRequests.sendBackId, latest),
          ),
        )
        .orderBy(asc(documentRequests.id));
    },
  };
}
