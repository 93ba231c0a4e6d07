import { timingSafeEqual } from 'node:crypto';
import { applications, type Db, panCardDetails, statusHistory, users } from '@seva/db';
import { type TrackAnswer, type TrackQuery, trackingMessages } from '@seva/schemas';
import { maskName } from '@seva/schemas/fees';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import type { Throttle } from '../../lib/throttle.ts';
import type { ServiceFees } from '../applications/fees.ts';
import { currentPromisedDate, outstandingLabels } from '../applications/send-back.ts';

/** What the citizen should do now (the page words it). */
function nextStep(status: TrackAnswer['status']): TrackAnswer['nextStep'] {
  if (status === 'needs_documents') return 'bring';
  if (status === 'completed') return 'collect';
  if (status === 'rejected') return 'contact';
  return 'wait';
}

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Public tracking (docs/product.md, Public tracking): no login, so nothing beyond the status
 * story and a masked name, and a wrong reference looks exactly like a wrong mobile number —
 * the same 404 and message after the same reads.
 */
export function createTracking(deps: {
  db: Db;
  fees: ServiceFees;
  throttle: Throttle;
  now?: () => number;
}) {
  const { db, fees, throttle } = deps;
  const now = deps.now ?? Date.now;

  const byReference = db
    .select()
    .from(applications)
    .where(eq(applications.reference, sql.placeholder('reference')))
    .prepare();

  return {
    track(query: TrackQuery, ip: string): TrackAnswer {
      throttle.check('track', ip, query.reference);
      const application = byReference.get({ reference: query.reference });
      // The reads a match needs happen for an unknown reference too (against no row).
      const id = application?.id ?? '';
      const owner = db
        .select({ email: users.email, name: users.name, mobile: users.mobile })
        .from(users)
        .where(eq(users.id, application?.userId ?? ''))
        .get();
      const pan = db
        .select({ mobile: panCardDetails.mobileNumber })
        .from(panCardDetails)
        .where(eq(panCardDetails.applicationId, id))
        .get();
      const matches =
        application !== undefined &&
        (query.code !== undefined
          ? sameCode(query.code, application.trackingCode)
          : query.mobile !== undefined
            ? pan?.mobile === query.mobile || owner?.mobile === query.mobile
            : query.email !== undefined && owner?.email === query.email);
      if (!application || !matches) throw new AppError('NOT_FOUND', trackingMessages.notFound);

      const history = db
        .select({ status: statusHistory.toStatus, at: statusHistory.createdAt })
        .from(statusHistory)
        .where(eq(statusHistory.applicationId, application.id))
        .orderBy(asc(statusHistory.createdAt))
        .all();
      return {
        reference: application.reference,
        serviceType: application.serviceType,
        status: application.status,
        applicant: maskName(application.applicantName ?? owner?.name ?? ''),
        filedAt: application.createdAt.toISOString(),
        // The promise as it stands: paused while it waits for the citizen (docs/decisions/066).
        promisedBy: currentPromisedDate(application, fees.holidays(), new Date(now())),
        history: history.map((change) => ({ status: change.status, at: change.at.toISOString() })),
        nextStep: nextStep(application.status),
        // What to bring, by the names the operator gave: never a number or a note.
        bring: outstandingLabels(db, application),
      };
    },
  };
}
