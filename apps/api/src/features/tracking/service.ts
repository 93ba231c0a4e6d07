import { timingSafeEqual } from 'node:crypto';
import type { TrackingRepository } from '@seva/db';
import { type TrackAnswer, type TrackQuery, trackingMessages } from '@seva/schemas';
import { maskName } from '@seva/schemas/fees';
import { AppError } from '../../errors.ts';
import type { Throttle } from '../../lib/throttle.ts';
import type { ServiceFees } from '../applications/fees.ts';
import { currentPromisedDate, outstandingOf } from '../applications/send-back.ts';

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
  tracking: TrackingRepository;
  fees: ServiceFees;
  throttle: Throttle;
  now?: () => number;
}) {
  const { tracking, fees, throttle } = deps;
  const now = deps.now ?? Date.now;

  return {
    async track(query: TrackQuery, ip: string): Promise<TrackAnswer> {
      await throttle.check('track', ip, query.reference);
      // One read, the same for an unknown reference (against no row).
      const found = await tracking.candidate(query.reference);
      const owner = found?.owner;
      const matches =
        found !== null &&
        (query.code !== undefined
          ? sameCode(query.code, found.application.trackingCode)
          : query.mobile !== undefined
            ? found.panMobile === query.mobile || owner?.mobile === query.mobile
            : query.email !== undefined && owner?.email === query.email);
      if (!found || !matches) throw new AppError('NOT_FOUND', trackingMessages.notFound);

      const { application } = found;
      const [history, requests] = await Promise.all([
        tracking.history(application.id),
        application.status === 'needs_documents'
          ? tracking.latestRequests(application.id)
          : Promise.resolve([]),
      ]);
      return {
        reference: application.reference,
        serviceType: application.serviceType,
        status: application.status,
        applicant: maskName(application.applicantName ?? owner?.name ?? ''),
        filedAt: application.createdAt.toISOString(),
        // The promise as it stands: paused while it waits for the citizen (docs/decisions/066).
        promisedBy: currentPromisedDate(application, await fees.holidays(), new Date(now())),
        history: history.map((change) => ({ status: change.status, at: change.at.toISOString() })),
        nextStep: nextStep(application.status),
        // What to bring, by the names the operator gave: never a number or a note.
        bring: outstandingOf(application.serviceType, requests),
      };
    },
  };
}
