import {
  applicationEvents,
  applicationSearchTerms,
  applications,
  attachments,
  comments,
  type Db,
  statusHistory,
  type User,
  users,
} from '@seva/db';
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
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import type { DiskSpace, DiskSpaceStatus } from '../../lib/disk-space.ts';
import { newId } from '../../lib/ids.ts';
import {
  afterCursor,
  afterOldestCursor,
  decodeCursor,
  decodeOldestCursor,
  encodeCursor,
  encodeOldestCursor,
} from '../../lib/paging.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { checkFileType, keepUploads, type ReceivedForm } from '../../lib/uploads.ts';
import type { ApplicationNotifier } from '../applications/notifications.ts';
import { searchWords } from '../applications/search-terms.ts';
import { type ApplicationsService, applicationMessages } from '../applications/service.ts';
import type { Backups } from '../backups/service.ts';
import { claimForStatusChange } from './assignment.ts';
import {
  assignee,
  overdueByType,
  pageByDue,
  queueConditions,
  queueSortOf,
  tallyTotal,
} from './queue.ts';
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
  db: Db;
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
  const { db, storage, notifier, sendBacks } = deps;
  const now = deps.now ?? Date.now;

  function ownerView(id: string) {
    const row = db.select().from(applications).where(eq(applications.id, id)).get();
    if (!row) throw new AppError('NOT_FOUND', applicationMessages.notFound);
    return {
      ...row,
      notice: {
        id: row.id,
        reference: row.reference,
        serviceType: row.serviceType,
        ownerId: row.userId,
      },
    };
  }

  /** Application ids with a term starting with the word (an index range on the terms). */
  const termRange = (word: string) =>
    and(gte(applicationSearchTerms.term, word), lt(applicationSearchTerms.term, `${word}\uffff`));

  /** How many terms a word matches, counted only up to a cap (an index range, so cheap). */
  function matchesUpTo(word: string, cap: number): number {
    const limited = db
      .select({ one: applicationSearchTerms.applicationId })
      .from(applicationSearchTerms)
      .where(termRange(word))
      .limit(cap)
      .as('limited');
    return db.select({ n: count() }).from(limited).get()?.n ?? 0;
  }

  /** The applications a word matches, each once: where a selective search starts. */
  const hitsOf = (word: string) =>
    db
      .selectDistinct({ applicationId: applicationSearchTerms.applicationId })
      .from(applicationSearchTerms)
      .where(termRange(word))
      .as('hits');
  type Hits = ReturnType<typeof hitsOf>;

  /**
   * The search drives from its most selective word (a small id set, `driver`); the other
   * words are checked per candidate. When every word is common, the newest-first scan finds a
   * page quickly and each word is checked per row.
   */
  function searchConditions(search: string | undefined): {
    conditions: SQL[];
    broad: boolean;
    driver: string | null;
  } {
    // A whole Aadhaar, PAN or account number is found by its blind index (decision 060);
    // when none has it, the words are searched as usual (ten digits may be a mobile number).
    const identity = deps.applications.identitySearchTerm(search ?? '');
    const words = identity && matchesUpTo(identity, 1) > 0 ? [identity] : searchWords(search ?? '');
    if (words.length === 0) return { conditions: [], broad: false, driver: null };
    const SELECTIVE = 2000;
    const ranked = words
      .map((word) => ({ word, n: matchesUpTo(word, SELECTIVE) }))
      .sort((a, b) => a.n - b.n);
    const exists = (word: string) =>
      sql`exists (select 1 from ${applicationSearchTerms} where ${applicationSearchTerms.applicationId} = ${applications.id} and ${termRange(word)})`;
    const [driver, ...others] = ranked;
    if (!driver) return { conditions: [], broad: false, driver: null };
    if (driver.n >= SELECTIVE)
      return { conditions: ranked.map(({ word }) => exists(word)), broad: true, driver: null };
    return {
      conditions: others.map(({ word }) => exists(word)),
      broad: false,
      driver: driver.word,
    };
  }

  function filterOf(
    input: Pick<AdminListInput, 'type' | 'status' | 'search' | 'due' | 'assigned'>,
    viewer?: Pick<User, 'id'>,
  ) {
    const conditions: SQL[] = queueConditions(db, input, viewer, now());
    if (input.type) conditions.push(eq(applications.serviceType, input.type));
    if (input.status) conditions.push(eq(applications.status, input.status));
    const search = searchConditions(input.search);
    conditions.push(...search.conditions);
    const hits = search.driver ? hitsOf(search.driver) : null;
    if (hits) conditions.push(eq(applications.id, hits.applicationId));
    return {
      filter: conditions.length > 0 ? and(...conditions) : undefined,
      broad: search.broad,
      hits,
    };
  }

  /**
   * The exact total, except for a search whose every word is common (say "kumar"): counting
   * all of those would scan the whole table, so it stops at BROAD_COUNT_CAP and says so.
   */
  function totalOf(
    filter: SQL | undefined,
    broad: boolean,
    hits: Hits | null,
  ): { total: number; totalIsCapped: boolean } {
    if (hits) {
      return {
        total:
          db.select({ n: count() }).from(hits).crossJoin(applications).where(filter).get()?.n ?? 0,
        totalIsCapped: false,
      };
    }
    if (!broad) {
      return {
        total: db.select({ n: count() }).from(applications).where(filter).get()?.n ?? 0,
        totalIsCapped: false,
      };
    }
    const limited = db
      .select({ id: applications.id })
      .from(applications)
      .where(filter)
      .limit(BROAD_COUNT_CAP + 1)
      .as('limited');
    const n = db.select({ n: count() }).from(limited).get()?.n ?? 0;
    return { total: Math.min(n, BROAD_COUNT_CAP), totalIsCapped: n > BROAD_COUNT_CAP };
  }

  /**
   * One status change inside its transaction: the row moved (only if nobody moved it since it
   * was read), the history row with its reason, and what entering or leaving a status brings.
   */
  function moveStatus(
    tx: Tx,
    admin: User,
    id: string,
    from: ApplicationStatus,
    input: ChangeStatusInput,
    at: Date,
  ) {
    const moved = tx
      .update(applications)
      .set({ status: input.status, updatedAt: at })
      .where(and(eq(applications.id, id), eq(applications.status, from)))
      .run();
    // Someone else moved it between our read and this write.
    if (moved.changes !== 1)
      throw new AppError('CONFLICT', 'The application was changed by someone else. Please reload.');
    const historyId = newId();
    tx.insert(statusHistory)
      .values({
        id: historyId,
        applicationId: id,
        fromStatus: from,
        toStatus: input.status,
        reason: input.reason || null,
        changedBy: admin.id,
        createdAt: at,
      })
      .run();
    if (input.status === 'rejected' && input.reason) {
      tx.insert(comments)
        .values({
          id: newId(),
          applicationId: id,
          authorId: admin.id,
          text: `Rejected: ${input.reason}`,
          createdAt: at,
        })
        .run();
    }
    if (from === 'needs_documents') {
      sendBacks.leave(tx, id, at);
      if (input.status === 'in_progress') {
        tx.insert(applicationEvents)
          .values({
            id: newId(),
            applicationId: id,
            type: 'returned',
            actorId: admin.id,
            createdAt: at,
          })
          .run();
      }
    }
    if (input.status === 'needs_documents') {
      sendBacks.enter(tx, admin, id, historyId, input.documents ?? [], at);
    }
  }

  return {
    /** One page of the queue, newest first, and the total count for the same filter. */
    list(input: AdminListInput, viewer?: Pick<User, 'id'>) {
      const { filter, broad, hits } = filterOf(input, viewer);
      const sort = queueSortOf(input);
      // A promised-date page has its own cursor (pageByDue).
      const after =
        sort === 'newest'
          ? afterCursor(applications.createdAt, applications.id, decodeCursor(input.cursor))
          : sort === 'oldest'
            ? afterOldestCursor(
                applications.createdAt,
                applications.id,
                decodeOldestCursor(input.cursor),
              )
            : undefined;
      const columns = {
        id: applications.id,
        reference: applications.reference,
        serviceType: applications.serviceType,
        status: applications.status,
        applicantName: applications.applicantName,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        userId: users.id,
        userName: users.name,
        userEmail: users.email,
        userMobile: users.mobile,
        dueOn: applications.dueOn,
        assigneeId: assignee.id,
        assigneeName: assignee.name,
      };
      // A selective search reads its few matching ids first, each looked up by key: CROSS JOIN
      // keeps that order in SQLite, whose planner would otherwise walk the status or type
      // index through thousands of rows (other databases plan it as an ordinary join).
      const from = () =>
        (hits
          ? db.select(columns).from(hits).crossJoin(applications).$dynamic()
          : db.select(columns).from(applications).$dynamic()
        )
          .innerJoin(users, eq(users.id, applications.userId))
          .leftJoin(assignee, eq(assignee.id, applications.assignedTo));
      // By promised date (docs/decisions/067): each status along its index, merged.
      const dueKey = { id: applications.id, dueOn: applications.dueOn };
      const byDue =
        sort === 'due'
          ? pageByDue(
              input,
              (status, afterDue, limit) =>
                (hits
                  ? db.select(dueKey).from(hits).crossJoin(applications).$dynamic()
                  : db.select(dueKey).from(applications).$dynamic()
                )
                  .where(and(filter, status, afterDue))
                  .orderBy(asc(applications.dueOn), asc(applications.id))
                  .limit(limit)
                  .all(),
              // The page's own rows, by key: no search join needed any more.
              (ids) =>
                db
                  .select(columns)
                  .from(applications)
                  .innerJoin(users, eq(users.id, applications.userId))
                  .leftJoin(assignee, eq(assignee.id, applications.assignedTo))
                  .where(inArray(applications.id, ids))
                  .all(),
            )
          : null;
      const rows =
        byDue?.rows ??
        from()
          .where(and(filter, after))
          .orderBy(
            ...(sort === 'oldest'
              ? [asc(applications.createdAt), asc(applications.id)]
              : [desc(applications.createdAt), desc(applications.id)]),
          )
          .limit(input.limit + 1)
          .all();
      // A promised-date filter alone is added up from the database's tallies (decision 071).
      const tallied = tallyTotal(db, input, now());
      const { total, totalIsCapped } =
        tallied === null ? totalOf(filter, broad, hits) : { total: tallied, totalIsCapped: false };
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return {
        data: page.map((row) => ({
          _id: row.id,
          referenceNumber: row.reference,
          serviceType: row.serviceType,
          status: row.status,
          applicantName: row.applicantName,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          user: {
            _id: row.userId,
            name: row.userName,
            email: row.userEmail,
            mobile: row.userMobile,
          },
          promisedBy: row.dueOn,
          assignedTo:
            row.assigneeId && row.assigneeName
              ? { _id: row.assigneeId, name: row.assigneeName }
              : null,
        })),
        total,
        totalIsCapped,
        nextCursor: byDue
          ? byDue.nextCursor
          : rows.length > input.limit && last
            ? sort === 'oldest'
              ? encodeOldestCursor(last.createdAt, last.id)
              : encodeCursor(last.createdAt, last.id)
            : null,
      };
    },

    /** Running applications past their promised date, all types (the sidebar's count). */
    overdueTotal(): number {
      return overdueByType(db, now()).reduce((sum, row) => sum + row.n, 0);
    },

    /** The operators' overview: counts, the latest, disk and backup warnings (both doors). */
    async overview() {
      const byStatus = db
        .select({ status: applications.status, n: count() })
        .from(applications)
        .groupBy(applications.status)
        .all();
      const byType = db
        .select({ serviceType: applications.serviceType, n: count() })
        .from(applications)
        .groupBy(applications.serviceType)
        .all();
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
          byStatus.map((row) => ({ key: row.status, n: row.n })),
        ),
        byType: counts(
          serviceTypes,
          byType.map((row) => ({ key: row.serviceType, n: row.n })),
        ),
        total: byStatus.reduce((sum, row) => sum + row.n, 0),
        overdueByType: counts(
          serviceTypes,
          overdueByType(db, now()).map((row) => ({ key: row.serviceType, n: row.n })),
        ),
        recent: this.list({ limit: 8, search: undefined }).data,
        lowDiskSpace: lowDiskSpace(deps.diskSpace.status()),
        backup: await deps.backups.status(),
      };
    },

    /**
     * Moves an application along the allowed path, records it, and tells the citizen. Checks
     * first (`refuseMove`), then one transaction (`moveStatus`), then the e-mails.
     */
    async changeStatus(admin: User, id: string, input: ChangeStatusInput) {
      const current = ownerView(id);
      const from = current.status;
      refuseMove(from, input.status);
      if (input.documents) sendBacks.checkKeys(input.documents);
      const at = new Date(now());
      db.transaction((tx) => {
        // Only the assigned operator; an unassigned one becomes theirs (docs/decisions/067).
        claimForStatusChange(tx, admin, current, at);
        moveStatus(tx, admin, id, from, input, at);
        // The citizen's notices commit with the change (docs/decisions/075).
        if (input.status === 'needs_documents') {
          notifier.sentBack(
            tx,
            current.notice,
            input.reason ?? '',
            (input.documents ?? []).map((document) => document.label),
          );
        } else {
          notifier.statusChanged(
            tx,
            current.notice,
            input.status,
            input.status === 'rejected' ? input.reason : undefined,
          );
        }
      });
      return {
        message: reviewMessages.statusUpdated,
        service: await deps.applications.get(admin, id),
      };
    },

    async addComment(admin: User, id: string, input: AddCommentInput) {
      const current = ownerView(id);
      const at = new Date(now());
      db.transaction((tx) => {
        tx.insert(comments)
          .values({
            id: newId(),
            applicationId: id,
            authorId: admin.id,
            text: input.comment,
            createdAt: at,
          })
          .run();
        tx.update(applications).set({ updatedAt: at }).where(eq(applications.id, id)).run();
        notifier.commentAdded(tx, current.notice, input.comment);
      });
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
        (key !== undefined && key !== RESULT_DOCUMENT_TYPE && sendBacks.wasAskedFor(id, key));
      if (!answering) return this.addResultDocument(user, id, form);
      const { message } = await sendBacks.answer(user, id, form);
      return { message, service: await deps.applications.get(user, id) };
    },

    /** The operator's result document: same content checks and limits as citizens' uploads. */
    async addResultDocument(admin: User, id: string, form: ReceivedForm) {
      const current = ownerView(id);
      if ((form.fields.documentType ?? 'additional_document') !== 'additional_document') {
        throw new AppError('INVALID', reviewMessages.invalidDocumentType);
      }
      const upload = form.files.document;
      if (!upload) throw new AppError('INVALID', reviewMessages.documentRequired);
      checkFileType(upload, resultDocumentRule);
      await keepUploads(storage, [upload], ([file]) => {
        if (!file) throw new Error('the result document was not kept');
        const at = new Date(now());
        db.transaction((tx) => {
          tx.insert(attachments)
            .values({
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
            })
            .run();
          tx.update(applications).set({ updatedAt: at }).where(eq(applications.id, id)).run();
          notifier.resultReady(tx, current.notice, file.originalName);
        });
      });
      return {
        message: reviewMessages.documentUploaded,
        service: await deps.applications.get(admin, id),
      };
    },
  };
}

export type ApplicationReview = ReturnType<typeof createApplicationReview>;
