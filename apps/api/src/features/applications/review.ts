import type { ApplicationsQueueRepository, ApplicationsRepository, User } from '@seva/db';
import {
  type AddCommentInput,
  type AdminListInput,
  type ApplicationStatus,
  applicationStatuses,
  type ChangeStatusInput,
  canMove,
  RESULT_DOCUMENT_TYPE,
  resultDocumentRule,
  serviceTypes,
} from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { AppError } from '../../errors.ts';
import type { DiskSpace, DiskSpaceStatus } from '../../lib/disk-space.ts';
import { newId } from '../../lib/ids.ts';
import { encodeCursor, encodeOldestCursor } from '../../lib/paging.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { checkFileType, keepUploads, type ReceivedForm } from '../../lib/uploads.ts';
import type { ApplicationNotifier } from '../applications/notifications.ts';
import { type ApplicationsService, applicationMessages } from '../applications/service.ts';
import type { Backups } from '../backups/service.ts';
import { statusChangeRefused } from './assignment.ts';
import { indiaToday } from './due-dates.ts';
import { encodeDueCursor, queueQueryOf } from './queue.ts';
import type { SendBacks } from './send-back.ts';

export const reviewMessages = bilingual({
  statusUpdated: 'Status updated successfully!',
  commentAdded: 'Comment added successfully!',
  documentUploaded: 'Document uploaded successfully!',
  documentRequired: 'Please select a document to upload',
  invalidDocumentType: 'Invalid document type',
} as const);

/** Above this, a broad search's total reads "1,000+". */
export const BROAD_COUNT_CAP = 1000;

const MB = 1024 * 1024;

/** The overview's warning while uploads are paused for want of disk space (docs/decisions/015). */
function lowDiskSpace(status: DiskSpaceStatus) {
  if (!status.low) return null;
  return {
    freeMb: Math.floor(status.freeBytes / MB),
    minFreeMb: Math.floor(status.minFreeBytes / MB),
  };
}

const statusLabel = (status: string) => status.replace('_', ' ');

/** A move the allowed path does not have: 409, saying why. */
function refuseMove(from: ApplicationStatus, to: ApplicationStatus) {
  if (canMove(from, to)) return;
  throw new AppError(
    'CONFLICT',
    from === to
      ? `The application is already ${statusLabel(from)}`
      : `Cannot change status from ${statusLabel(from)} to ${statusLabel(to)}`,
  );
}

export function createApplicationReview(deps: {
  /** The operators' queue: its pages, totals and counts (docs/decisions/078). */
  queue: ApplicationsQueueRepository;
  /** The applications' reads and units: a status change is one (docs/decisions/078). */
  records: Pick<ApplicationsRepository, 'find' | 'changeStatus' | 'addComment' | 'addResult'>;
  /** The centre's holidays (Settings), which the `soon` filter skips. */
  holidays: () => Promise<readonly string[]>;
  storage: FileStorage;
  diskSpace: Pick<DiskSpace, 'status'>;
  /** The last backup's state, which the overview shows beside the counts (decision 058). */
  backups: Pick<Backups, 'status'>;
  applications: ApplicationsService;
  notifier: ApplicationNotifier;
  /** Send-backs for documents and their answers (docs/decisions/066). */
  sendBacks: SendBacks;
  now?: () => number;
}) {
  const { queue, storage, notifier, sendBacks } = deps;
  const now = deps.now ?? Date.now;

  /** What a notice needs of the application; 404 when there is none. */
  async function noticeOf(id: string) {
    const row = await deps.records.find(id);
    if (!row) throw new AppError('NOT_FOUND', applicationMessages.notFound);
    return {
      id: row.id,
      reference: row.reference,
      serviceType: row.serviceType,
      ownerId: row.userId,
    };
  }

  return {
    /** One page of the queue, newest first, and the total count for the same filter. */
    async list(input: AdminListInput, viewer?: Pick<User, 'id'>) {
      const query = await queueQueryOf(input, viewer, {
        now: now(),
        holidays: deps.holidays,
        identityTerm: deps.applications.identitySearchTerm,
        broadCountCap: BROAD_COUNT_CAP,
      });
      const { rows, more, total, totalIsCapped } = await queue.page(query);
      const last = rows.at(-1);
      return {
        data: rows.map((row) => ({
          _id: row.id,
          referenceNumber: row.reference,
          serviceType: row.serviceType,
          status: row.status,
          applicantName: row.applicantName,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          user: {
            _id: row.user.id,
            name: row.user.name,
            email: row.user.email,
            mobile: row.user.mobile,
          },
          promisedBy: row.dueOn,
          assignedTo: row.assignee ? { _id: row.assignee.id, name: row.assignee.name } : null,
        })),
        total,
        totalIsCapped,
        nextCursor:
          more && last
            ? query.order.by === 'due'
              ? encodeDueCursor(last.dueOn, last.id)
              : query.order.by === 'oldest'
                ? encodeOldestCursor(last.createdAt, last.id)
                : encodeCursor(last.createdAt, last.id)
            : null,
      };
    },

    /** Running applications past their promised date, all types (the sidebar's count). */
    async overdueTotal(): Promise<number> {
      const rows = await queue.overdueByType(indiaToday(now()));
      return rows.reduce((sum, row) => sum + row.n, 0);
    },

    /** The operators' overview: counts, the latest, disk and backup warnings (both doors). */
    async overview() {
      const counted = await queue.counts(indiaToday(now()));
      const counts = <K extends string>(
        keys: readonly K[],
        rows: Array<{ key: string; n: number }>,
      ) =>
        Object.fromEntries(
          keys.map((key) => [key, rows.find((row) => row.key === key)?.n ?? 0]),
        ) as Record<K, number>;
      return {
        byStatus: counts(
          applicationStatuses,
          counted.byStatus.map((row) => ({ key: row.status, n: row.n })),
        ),
        byType: counts(
          serviceTypes,
          counted.byType.map((row) => ({ key: row.serviceType, n: row.n })),
        ),
        total: counted.byStatus.reduce((sum, row) => sum + row.n, 0),
        overdueByType: counts(
          serviceTypes,
          counted.overdueByType.map((row) => ({ key: row.serviceType, n: row.n })),
        ),
        recent: (await this.list({ limit: 8, search: undefined })).data,
        lowDiskSpace: lowDiskSpace(deps.diskSpace.status()),
        backup: await deps.backups.status(),
      };
    },

    /**
     * Moves an application along the allowed path, records it, and tells the citizen. Checks
     * first (`refuseMove`), then one transaction (`moveStatus`), then the e-mails.
     */
    async changeStatus(admin: User, id: string, input: ChangeStatusInput) {
      const current = await deps.records.find(id);
      if (!current) throw new AppError('NOT_FOUND', applicationMessages.notFound);
      const from = current.status;
      refuseMove(from, input.status);
      if (input.documents) sendBacks.checkKeys(input.documents);
      const at = new Date(now());
      const documents = input.documents ?? [];
      const notice = {
        id: current.id,
        reference: current.reference,
        serviceType: current.serviceType,
        ownerId: current.userId,
      };
      // One unit: only the assigned operator (an unassigned one becomes theirs, decision 067),
      // the move, its history, a send-back's requests or a wait's end (decision 066), and the
      // citizen's notices, which commit with the change (decision 075).
      const refused = await deps.records.changeStatus({
        id,
        operatorId: admin.id,
        from,
        to: input.status,
        holder: current.assignedTo,
        reason: input.reason || null,
        at,
        historyId: newId(),
        ids: { assigned: newId(), returned: newId(), comment: newId() },
        rejectionComment:
          input.status === 'rejected' && input.reason ? `Rejected: ${input.reason}` : null,
        requests:
          input.status === 'needs_documents'
            ? documents.map((document) => ({
                id: newId(),
                key: document.key,
                label: document.label,
              }))
            : [],
        resume: await sendBacks.resumeAt(at),
        notices: notifier.statusChangeNotices(
          notice,
          input.status === 'needs_documents'
            ? {
                status: input.status,
                message: input.reason ?? '',
                labels: documents.map((document) => document.label),
              }
            : {
                status: input.status,
                reason: input.status === 'rejected' ? input.reason : undefined,
              },
        ),
      });
      if (refused) throw statusChangeRefused(refused);
      return {
        message: reviewMessages.statusUpdated,
        service: await deps.applications.get(admin, id),
      };
    },

    async addComment(admin: User, id: string, input: AddCommentInput) {
      const current = await noticeOf(id);
      const at = new Date(now());
      const added = await deps.records.addComment(
        { id: newId(), applicationId: id, authorId: admin.id, text: input.comment, createdAt: at },
        notifier.commentAdded(current, input.comment),
      );
      if (!added) throw new AppError('NOT_FOUND', applicationMessages.notFound);
      return {
        message: reviewMessages.commentAdded,
        service: await deps.applications.get(admin, id),
      };
    },

    /**
     * `POST /api/services/{id}/documents`: an answer to a send-back when `documentType` is a
     * requested key (the owner online, or an operator at the counter; docs/decisions/066),
     * else the operator's result document.
     */
    async addDocument(user: User, id: string, form: ReceivedForm) {
      const key = form.fields.documentType?.trim();
      const answering =
        user.role !== 'admin' ||
        (key !== undefined &&
          key !== RESULT_DOCUMENT_TYPE &&
          (await sendBacks.wasAskedFor(id, key)));
      if (!answering) return this.addResultDocument(user, id, form);
      const { message } = await sendBacks.answer(user, id, form);
      return { message, service: await deps.applications.get(user, id) };
    },

    /** The operator's result document: same content checks and limits as citizens' uploads. */
    async addResultDocument(admin: User, id: string, form: ReceivedForm) {
      const current = await noticeOf(id);
      if ((form.fields.documentType ?? 'additional_document') !== 'additional_document') {
        throw new AppError('INVALID', reviewMessages.invalidDocumentType);
      }
      const upload = form.files.document;
      if (!upload) throw new AppError('INVALID', reviewMessages.documentRequired);
      checkFileType(upload, resultDocumentRule);
      await keepUploads(storage, [upload], async ([file]) => {
        if (!file) throw new Error('the result document was not kept');
        const at = new Date(now());
        const added = await deps.records.addResult(
          {
            id: newId(),
            applicationId: id,
            documentType: 'additional_document',
            storageKey: file.key,
            originalName: file.originalName,
            contentType: file.contentType,
            size: file.size,
            sha256: file.sha256,
            uploadedBy: admin.id,
            createdAt: at,
          },
          notifier.resultReady(current, file.originalName),
        );
        // Gone meanwhile: the kept file is removed again.
        if (!added) throw new AppError('NOT_FOUND', applicationMessages.notFound);
      });
      return {
        message: reviewMessages.documentUploaded,
        service: await deps.applications.get(admin, id),
      };
    },
  };
}

export type ApplicationReview = ReturnType<typeof createApplicationReview>;
