import {
  type Application,
  applicationEvents,
  applications,
  attachments,
  type Db,
  type DocumentRequest,
  documentRequests,
  statusHistory,
  type User,
  type WaitFacts,
} from '@seva/db';
import {
  documentSlots,
  RESULT_DOCUMENT_TYPE,
  type RequestedDocumentInput,
  type RequestedDocumentView,
  requestedDocumentRule,
} from '@seva/schemas';
import { indiaDate, promisedDate } from '@seva/schemas/fees';
import { bilingual } from '@seva/schemas/texts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { securityEvent } from '../../lib/security-events.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { StorageQuota } from '../../lib/storage-quota.ts';
import { checkFileType, keepUploads, type ReceivedForm } from '../../lib/uploads.ts';
import { dueOnOf, recomputeDueOn } from './due-dates.ts';
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

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
function byKeyOrder(serviceType: Application['serviceType']) {
  const slots = documentSlots(serviceType);
  const rank = (key: string) => {
    const index = slots.indexOf(key);
    return index === -1 ? slots.length : index;
  };
  return (a: { key: string; label: string }, b: { key: string; label: string }) =>
    rank(a.key) - rank(b.key) || a.label.localeCompare(b.label);
}

/** The latest send-back of an application: its items, oldest request first. */
function latestRequests(reader: Reader, applicationId: string) {
  const latest = reader
    .select({ sendBackId: documentRequests.sendBackId })
    .from(documentRequests)
    .where(eq(documentRequests.applicationId, applicationId))
    .orderBy(desc(documentRequests.requestedAt))
    .limit(1)
    .get();
  if (!latest) return [];
  return reader
    .select()
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.applicationId, applicationId),
        eq(documentRequests.sendBackId, latest.sendBackId),
      ),
    )
    .all();
}

/**
 * What the detail answer says about send-backs: the latest one's items (received or not), and
 * for each file that answered any send-back the name it was asked for under.
 */
export function prepareSendBackReader(db: Db) {
  const answersOf = db
    .select({ attachmentId: documentRequests.attachmentId, label: documentRequests.label })
    .from(documentRequests)
    .where(eq(documentRequests.applicationId, sql.placeholder('id')))
    .prepare();
  return (application: Pick<Application, 'id' | 'serviceType'>) => {
    const requestedDocuments: RequestedDocumentView[] = latestRequests(db, application.id)
      .map((row) => ({ key: row.documentKey, label: row.label, received: row.receivedAt !== null }))
      .sort(byKeyOrder(application.serviceType));
    const requestedAs = new Map<string, string>();
    for (const row of answersOf.all({ id: application.id })) {
      if (row.attachmentId) requestedAs.set(row.attachmentId, row.label);
    }
    return { requestedDocuments, requestedAs };
  };
}
export type SendBackFacts = ReturnType<ReturnType<typeof prepareSendBackReader>>;

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

export function createSendBacks(deps: {
  db: Db;
  storage: FileStorage;
  storageQuota: StorageQuota;
  /** The centre's holidays, read on its SQLite database until send-backs are units (decision 078). */
  fees: { holidays(): string[] };
  notifier: ApplicationNotifier;
  logger: FastifyBaseLogger;
  now?: () => number;
}) {
  const { db, storage, storageQuota, fees, notifier, logger } = deps;
  const now = deps.now ?? Date.now;

  /** The clock starts again: the wait's working days join the promise, due_on moves on. */
  function stopWaiting(tx: Tx, applicationId: string, at: Date) {
    const row = tx.select().from(applications).where(eq(applications.id, applicationId)).get();
    if (!row?.waitingSince) return;
    const holidays = fees.holidays();
    const paused = row.pausedWorkingDays + workingDaysBetween(row.waitingSince, at, holidays);
    tx.update(applications)
      .set({ pausedWorkingDays: paused, waitingSince: null })
      .where(eq(applications.id, applicationId))
      .run();
    recomputeDueOn(tx, applicationId, holidays);
  }

  function notice(tx: Tx, applicationId: string): NotifiedApplication | null {
    const row = tx
      .select({
        id: applications.id,
        reference: applications.reference,
        serviceType: applications.serviceType,
        ownerId: applications.userId,
      })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .get();
    return row ?? null;
  }

  /** Who sent it back (the status change's author), to be told when the answers are in. */
  function sender(tx: Tx, sendBackId: string): string | null {
    return (
      tx
        .select({ id: statusHistory.changedBy })
        .from(statusHistory)
        .where(eq(statusHistory.id, sendBackId))
        .get()?.id ?? null
    );
  }

  /** The application for its owner or an operator; anyone else: 404 (before any byte is read). */
  function visibleTo(user: User, applicationId: string): Application {
    const application = db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
      .get();
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
  function wasAskedFor(applicationId: string, key: string): boolean {
    return (
      db
        .select({ id: documentRequests.id })
        .from(documentRequests)
        .where(
          and(
            eq(documentRequests.applicationId, applicationId),
            eq(documentRequests.documentKey, key),
          ),
        )
        .get() !== undefined
    );
  }

  return {
    checkKeys,
    visibleTo,
    wasAskedFor,

    /**
     * A status change out of needs_documents (a repository's unit, docs/decisions/078): the
     * paused days and the promise once the wait ends at `at`, under today's holidays, as
     * `stopWaiting` adds them when the last document comes.
     */
    resumeAt(at: Date) {
      const holidays = fees.holidays();
      return (waiting: WaitFacts) => {
        const pausedWorkingDays =
          waiting.pausedWorkingDays + workingDaysBetween(waiting.waitingSince, at, holidays);
        return { pausedWorkingDays, dueOn: dueOnOf({ ...waiting, pausedWorkingDays }, holidays) };
      };
    },

    /**
     * A file answering a send-back (`documentType` = the requested key), from the citizen
     * online or an operator at the counter. Only for an item of the open send-back not yet
     * received: 404 when the key was never asked for, 409 otherwise. A slot's earlier file
     * stays, marked replaced. When the last item is in, the application returns to
     * in_progress, and the operator who sent it back is told.
     */
    async answer(uploader: User, applicationId: string, form: ReceivedForm) {
      const application = visibleTo(uploader, applicationId);
      const key = (form.fields.documentType ?? '').trim();
      if (!key) throw new AppError('INVALID', sendBackMessages.documentTypeRequired);
      if (!wasAskedFor(applicationId, key)) {
        throw new AppError('NOT_FOUND', sendBackMessages.notRequested);
      }
      const request = openRequest(db, application, key);
      const upload = form.files.document;
      if (!upload) throw new AppError('INVALID', sendBackMessages.documentRequired);
      checkFileType(upload, requestedDocumentRule(application.serviceType, key));

      const outcome = await keepUploads(storage, [upload], ([file]) => {
        if (!file) throw new Error('the answer was not kept');
        const at = new Date(now());
        return db.transaction((tx) => {
          const current = tx
            .select()
            .from(applications)
            .where(eq(applications.id, applicationId))
            .get();
          if (!current) throw new AppError('NOT_FOUND', sendBackMessages.notFound);
          // Checked again: another upload may have answered it since.
          const still = openRequest(tx, current, key);
          if (still.id !== request.id)
            throw new AppError('CONFLICT', sendBackMessages.changedMeanwhile);
          storageQuota.reserve(tx, current.userId, [file]);
          const attachmentId = newId();
          if (documentSlots(current.serviceType).includes(key)) {
            tx.update(attachments)
              .set({ replacedAt: at, replacedBy: attachmentId })
              .where(
                and(
                  eq(attachments.applicationId, applicationId),
                  eq(attachments.documentType, key),
                  isNull(attachments.replacedAt),
                ),
              )
              .run();
          }
          tx.insert(attachments)
            .values({
              id: attachmentId,
              applicationId,
              documentType: key,
              storageKey: file.key,
              originalName: file.originalName,
              contentType: file.contentType,
              size: file.size,
              sha256: file.sha256,
              uploadedBy: uploader.id,
              createdAt: at,
            })
            .run();
          const marked = tx
            .update(documentRequests)
            .set({ attachmentId, receivedAt: at })
            .where(and(eq(documentRequests.id, request.id), isNull(documentRequests.receivedAt)))
            .run();
          if (marked.changes !== 1)
            throw new AppError('CONFLICT', sendBackMessages.changedMeanwhile);
          tx.update(applications)
            .set({ updatedAt: at })
            .where(eq(applications.id, applicationId))
            .run();
          const outstanding = tx
            .select({ id: documentRequests.id })
            .from(documentRequests)
            .where(
              and(
                eq(documentRequests.sendBackId, request.sendBackId),
                isNull(documentRequests.receivedAt),
              ),
            )
            .get();
          if (outstanding) return { returned: false, sendBackId: request.sendBackId };
          returnToWork(tx, applicationId, uploader, at);
          // The citizen and the operator who sent it back are told, with the change.
          const application = notice(tx, applicationId);
          const operatorId = sender(tx, request.sendBackId);
          if (application) {
            notifier.statusChanged(tx, application, 'in_progress');
            if (operatorId) notifier.documentsReceived(tx, application, operatorId);
          }
          return { returned: true, sendBackId: request.sendBackId };
        });
      });

      return { message: sendBackMessages.answered, returned: outcome.returned };
    },
  };

  /**
   * Every item is in: back to in_progress by the rule, not by a person (the history row has
   * no author; the event names who brought the last document).
   */
  function returnToWork(tx: Tx, applicationId: string, uploader: User, at: Date) {
    const moved = tx
      .update(applications)
      .set({ status: 'in_progress', updatedAt: at })
      .where(and(eq(applications.id, applicationId), eq(applications.status, 'needs_documents')))
      .run();
    if (moved.changes !== 1) throw new AppError('CONFLICT', sendBackMessages.changedMeanwhile);
    tx.insert(statusHistory)
      .values({
        id: newId(),
        applicationId,
        fromStatus: 'needs_documents',
        toStatus: 'in_progress',
        changedBy: null,
        createdAt: at,
      })
      .run();
    tx.insert(applicationEvents)
      .values({
        id: newId(),
        applicationId,
        type: 'documents_received',
        actorId: uploader.id,
        createdAt: at,
      })
      .run();
    stopWaiting(tx, applicationId, at);
  }
}

/** The open item for `key`: of the latest send-back, while the application waits, not yet in. */
function openRequest(reader: Reader, application: Application, key: string) {
  if (application.status !== 'needs_documents') {
    throw new AppError('CONFLICT', sendBackMessages.notWaiting);
  }
  const item = latestRequests(reader, application.id).find((row) => row.documentKey === key);
  if (!item) throw new AppError('NOT_FOUND', sendBackMessages.notRequested);
  if (item.receivedAt !== null) throw new AppError('CONFLICT', sendBackMessages.alreadyReceived);
  return item;
}

export type SendBacks = ReturnType<typeof createSendBacks>;
