import type {
  Application,
  ApplicationsRepository,
  ApplicationsSendBacksRepository,
  DocumentRequest,
  SendBackRefusal,
  User,
  WaitFacts,
} from '@seva/db';
import { latestSendBack, openSendBackItem } from '@seva/db';
import {
  documentSlots,
  RESULT_DOCUMENT_TYPE,
  type RequestedDocumentInput,
  type RequestedDocumentView,
  requestedDocumentRule,
} from '@seva/schemas';
import { indiaDate, promisedDate } from '@seva/schemas/fees';
import { bilingual } from '@seva/schemas/texts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { securityEvent } from '../../lib/security-events.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { DEFAULT_STORAGE_QUOTA_BYTES, storageRefused } from '../../lib/storage-quota.ts';
import { checkFileType, keepUploads, type ReceivedForm } from '../../lib/uploads.ts';
import { accountClosed } from '../auth/erasure.ts';
import { dueOnOf } from './due-dates.ts';
import type { ApplicationNotifier, NotifiedApplication } from './notifications.ts';

/**
 * Sending an application back for documents and the citizen's answers (docs/decisions/066):
 * what was asked for, the uploads that answer it, the return to in progress once all are in,
 * and the promised date's pause meanwhile (docs/product.md 31–32).
 */

export const sendBackMessages = bilingual({
  documentTypeRequired: 'Choose which of the requested documents this is',
  notRequested: 'This document was not asked for',
  alreadyReceived: 'This document has already been received',
  notWaiting: 'This application is not waiting for documents',
  reservedKey: 'This name is kept for the centre’s result documents',
  answered: 'Document uploaded successfully!',
  changedMeanwhile: 'The application was changed by someone else. Please reload.',
  notFound: 'No service found',
  documentRequired: 'Please select a document to upload',
} as const);

/** The calendar day after `day` (`yyyy-mm-dd`). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The working days an application waited: India's calendar days after the day it was sent
 * back, up to and including the day it returned, that are neither a Sunday nor one of the
 * centre's holidays. Sent back and answered on the same day: 0.
 */
export function workingDaysBetween(from: Date, to: Date, holidays: readonly string[]): number {
  const closed = new Set(holidays);
  const last = indiaDate(to);
  let day = indiaDate(from);
  let count = 0;
  while (day < last) {
    day = nextDay(day);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !closed.has(day)) count++;
  }
  return count;
}

type PromiseFacts = Pick<
  Application,
  'createdAt' | 'workingDays' | 'pausedWorkingDays' | 'waitingSince' | 'dueOn'
>;

/**
 * The promised date the detail and tracking pages show: `due_on` as the queue has it (filing
 * day plus the type's working days plus the days already spent waiting, counted when they were
 * set: a later change of holidays does not move it), plus the working days of a wait still
 * going on at `at`. A row `due_on` is not filled in yet is counted from its filing date.
 * The slip keeps the date it was printed with.
 */
export function currentPromisedDate(
  application: PromiseFacts,
  holidays: readonly string[],
  at: Date,
): string {
  const waiting = application.waitingSince
    ? workingDaysBetween(application.waitingSince, at, holidays)
    : 0;
  if (application.dueOn) {
    if (waiting === 0) return application.dueOn;
    // Noon in India of the promised day: promisedDate counts on from that Indian day.
    return promisedDate(new Date(`${application.dueOn}T06:30:00Z`), waiting, holidays);
  }
  return promisedDate(
    application.createdAt,
    application.workingDays + application.pausedWorkingDays + waiting,
    holidays,
  );
}

/** Slots in the form's order first, then the named extras by name: one order everywhere. */
export function byKeyOrder(serviceType: Application['serviceType']) {
  const slots = documentSlots(serviceType);
  const rank = (key: string) => {
    const index = slots.indexOf(key);
    return index === -1 ? slots.length : index;
  };
  return (a: { key: string; label: string }, b: { key: string; label: string }) =>
    rank(a.key) - rank(b.key) || a.label.localeCompare(b.label);
}

/** What the detail answer says about send-backs (`sendBackFacts`). */
export interface SendBackFacts {
  /** The latest send-back's items, received or not, in the form's order. */
  requestedDocuments: RequestedDocumentView[];
  /** For each file that answered any send-back, the name it was asked for under. */
  requestedAs: Map<string, string>;
}

/**
 * What the detail answer says about send-backs, from every item of the application's
 * send-backs, oldest first (read with the rest of the detail): the latest one's items
 * (received or not), and for each file that answered any send-back the name it was asked for
 * under.
 */
export function sendBackFacts(
  application: Pick<Application, 'serviceType'>,
  requests: readonly DocumentRequest[],
): SendBackFacts {
  const requestedDocuments: RequestedDocumentView[] = latestSendBack(requests)
    .map((row) => ({ key: row.documentKey, label: row.label, received: row.receivedAt !== null }))
    .sort(byKeyOrder(application.serviceType));
  const requestedAs = new Map<string, string>();
  for (const row of requests) {
    if (row.attachmentId) requestedAs.set(row.attachmentId, row.label);
  }
  return { requestedDocuments, requestedAs };
}

/**
 * What the public tracking page may say: the names of the latest send-back's documents still to
 * come, in the form's order.
 */
export function outstandingOf(
  serviceType: Application['serviceType'],
  requests: ReadonlyArray<Pick<DocumentRequest, 'documentKey' | 'label' | 'receivedAt'>>,
): string[] {
  return requests
    .filter((row) => row.receivedAt === null)
    .map((row) => ({ key: row.documentKey, label: row.label }))
    .sort(byKeyOrder(serviceType))
    .map((row) => row.label);
}

/** Keys the centre keeps for itself: a send-back cannot ask the citizen for them. */
function checkKeys(documents: readonly RequestedDocumentInput[]) {
  if (documents.some((document) => document.key === RESULT_DOCUMENT_TYPE)) {
    throw new AppError('INVALID', sendBackMessages.reservedKey);
  }
}

/** A refused answer, as it was said before the answers were a repository's unit. */
function refusal(reason: SendBackRefusal): AppError {
  switch (reason) {
    case 'gone':
      return new AppError('NOT_FOUND', sendBackMessages.notFound);
    case 'not_waiting':
      return new AppError('CONFLICT', sendBackMessages.notWaiting);
    case 'not_requested':
      return new AppError('NOT_FOUND', sendBackMessages.notRequested);
    case 'already_received':
      return new AppError('CONFLICT', sendBackMessages.alreadyReceived);
    case 'changed':
      return new AppError('CONFLICT', sendBackMessages.changedMeanwhile);
  }
}

/** The open item for `key`: of the latest send-back, while the application waits, not yet in. */
function openRequest(
  application: Application,
  requests: readonly DocumentRequest[],
  key: string,
): DocumentRequest {
  const open = openSendBackItem(application.status, requests, key);
  if ('refused' in open) throw refusal(open.refused);
  return open.item;
}

/**
 * The paused days and the promise once a wait ends at `at`, under `holidays`: the wait's working
 * days join the promise (a policy the repository's units run on the row they read).
 */
function resumeWith(at: Date, holidays: readonly string[]) {
  return (waiting: WaitFacts) => {
    const pausedWorkingDays =
      waiting.pausedWorkingDays + workingDaysBetween(waiting.waitingSince, at, holidays);
    return { pausedWorkingDays, dueOn: dueOnOf({ ...waiting, pausedWorkingDays }, holidays) };
  };
}

export function createSendBacks(deps: {
  /** The application, as the doors check who may answer (docs/decisions/078). */
  records: Pick<ApplicationsRepository, 'find'>;
  /** The requests' reads and the answer's unit (docs/decisions/078). */
  sendBacks: ApplicationsSendBacksRepository;
  storage: FileStorage;
  /** The centre's holidays (Settings), which the paused working days skip. */
  holidays: () => Promise<readonly string[]>;
  notifier: Pick<ApplicationNotifier, 'statusChangeNotices' | 'documentsReceived'>;
  logger: FastifyBaseLogger;
  now?: () => number;
}) {
  const { storage, notifier, logger } = deps;
  const now = deps.now ?? Date.now;

  /** The application for its owner or an operator; anyone else: 404 (before any byte is read). */
  async function visibleTo(user: User, applicationId: string): Promise<Application> {
    const application = await deps.records.find(applicationId);
    if (application && (application.userId === user.id || user.role === 'admin')) {
      return application;
    }
    if (application) {
      securityEvent(logger, {
        event: 'access_denied',
        userId: user.id,
        objectType: 'application',
        objectId: applicationId,
        ownerId: application.userId,
      });
    }
    throw new AppError('NOT_FOUND', sendBackMessages.notFound);
  }

  /** Whether any send-back of the application ever asked for `key`. */
  async function wasAskedFor(applicationId: string, key: string): Promise<boolean> {
    const requests = await deps.sendBacks.requests(applicationId);
    return requests.some((row) => row.documentKey === key);
  }

  return {
    checkKeys,
    visibleTo,
    wasAskedFor,

    /**
     * A status change out of needs_documents (a repository's unit, docs/decisions/078): the
     * paused days and the promise once the wait ends at `at`, under today's holidays, as an
     * answer adds them when the last document comes.
     */
    async resumeAt(at: Date) {
      return resumeWith(at, await deps.holidays());
    },

    /**
     * A file answering a send-back (`documentType` = the requested key), from the citizen
     * online or an operator at the counter. Only for an item of the open send-back not yet
     * received: 404 when the key was never asked for, 409 otherwise. A slot's earlier file
     * stays, marked replaced. When the last item is in, the application returns to
     * in_progress, and the operator who sent it back is told.
     */
    async answer(uploader: User, applicationId: string, form: ReceivedForm) {
      const application = await visibleTo(uploader, applicationId);
      const key = (form.fields.documentType ?? '').trim();
      if (!key) throw new AppError('INVALID', sendBackMessages.documentTypeRequired);
      const requests = await deps.sendBacks.requests(applicationId);
      if (!requests.some((row) => row.documentKey === key)) {
        throw new AppError('NOT_FOUND', sendBackMessages.notRequested);
      }
      const request = openRequest(application, requests, key);
      const upload = form.files.document;
      if (!upload) throw new AppError('INVALID', sendBackMessages.documentRequired);
      checkFileType(upload, requestedDocumentRule(application.serviceType, key));
      const holidays = await deps.holidays();
      const notice: NotifiedApplication = {
        id: application.id,
        reference: application.reference,
        serviceType: application.serviceType,
        ownerId: application.userId,
      };

      // One unit (docs/decisions/078): checked again on what it reads, since another answer
      // may have come meanwhile; a refused unit removes the kept file (keepUploads).
      const outcome = await keepUploads(storage, [upload], async ([file]) => {
        if (!file) throw new Error('the answer was not kept');
        const at = new Date(now());
        const answered = await deps.sendBacks.answer({
          applicationId,
          requestId: request.id,
          attachment: {
            id: newId(),
            applicationId,
            documentType: key,
            storageKey: file.key,
            originalName: file.originalName,
            contentType: file.contentType,
            size: file.size,
            sha256: file.sha256,
            uploadedBy: uploader.id,
            createdAt: at,
          },
          replacesSlot: documentSlots(application.serviceType).includes(key),
          defaultQuotaBytes: DEFAULT_STORAGE_QUOTA_BYTES,
          ids: { history: newId(), event: newId() },
          resume: resumeWith(at, holidays),
          // The citizen and the operator who sent it back are told, with the change.
          notices: ({ owner, sender }) => [
            ...notifier.statusChangeNotices(notice, { status: 'in_progress' })(owner),
            ...notifier.documentsReceived(notice)(sender),
          ],
        });
        if ('refused' in answered) {
          throw answered.refused === 'account_closed'
            ? accountClosed(application.userId, uploader.id)
            : refusal(answered.refused);
        }
        if ('full' in answered) throw storageRefused(answered.full);
        return answered.answered;
      });

      return { message: sendBackMessages.answered, returned: outcome.returned };
    },
  };
}

export type SendBacks = ReturnType<typeof createSendBacks>;
