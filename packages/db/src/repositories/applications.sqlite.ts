import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  like,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';
import {
  type Application,
  applicationEvents,
  applicationSearchTerms,
  applications,
  attachments,
  comments,
  documentRequests,
  itrDetails,
  jobCardDetails,
  panCardDetails,
  rtpsDetails,
  statusHistory,
  users,
} from '../schema.ts';
import {
  type ApplicationRecord,
  type ApplicationsRepository,
  closedStatuses,
  itrNumbersGone,
  type Notices,
  type StatusMoveRefusal,
  type StoredDetails,
} from './applications.ts';
import { prepareRequestsOf } from './applications-send-backs.sqlite.ts';
import { createSqliteTimelineReads } from './applications-timeline.sqlite.ts';
import { knownTimelineSources } from './applications-timeline.ts';
import { prepareNotesOfApplication } from './notes.sqlite.ts';
import { enqueueNotification, findNoticeRecipient } from './notifications.sqlite.ts';
import { paymentsOfApplication } from './payments.sqlite.ts';

type Reader = Pick<Db, 'select'>;

/** SQLite allows 32,766 bound values; lists are read in chunks far below it. */
const CHUNK = 500;

export function createSqliteApplicationsRepository(db: Db): ApplicationsRepository {
  // A citizen's list, read on every visit to their dashboard: prepared once, as on PostgreSQL
  // (docs/decisions/086, 087). The details and comments are found by the owner.
  const owner = sql.placeholder('owner');
  const ownedBy = eq(applications.userId, owner);
  const owned = {
    applications: db
      .select()
      .from(applications)
      .where(ownedBy)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .prepare(),
    PanCard: db
      .select(getTableColumns(panCardDetails))
      .from(panCardDetails)
      .innerJoin(applications, eq(applications.id, panCardDetails.applicationId))
      .where(ownedBy)
      .prepare(),
    RTPS: db
      .select(getTableColumns(rtpsDetails))
      .from(rtpsDetails)
      .innerJoin(applications, eq(applications.id, rtpsDetails.applicationId))
      .where(ownedBy)
      .prepare(),
    JobCard: db
      .select(getTableColumns(jobCardDetails))
      .from(jobCardDetails)
      .innerJoin(applications, eq(applications.id, jobCardDetails.applicationId))
      .where(ownedBy)
      .prepare(),
    ITR: db
      .select(getTableColumns(itrDetails))
      .from(itrDetails)
      .innerJoin(applications, eq(applications.id, itrDetails.applicationId))
      .where(ownedBy)
      .prepare(),
    comments: db
      .select(getTableColumns(comments))
      .from(comments)
      .innerJoin(applications, eq(applications.id, comments.applicationId))
      .where(ownedBy)
      .orderBy(asc(comments.createdAt))
      .prepare(),
  };

  // The detail page is the hottest read: its statements are prepared once.
  const one = sql.placeholder('id');
  const byId = db.select().from(applications).where(eq(applications.id, one)).prepare();
  const personOf = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, one))
    .prepare();
  const filesOf = db
    .select()
    .from(attachments)
    .where(eq(attachments.applicationId, one))
    .orderBy(asc(attachments.createdAt))
    .prepare();
  const commentsOf = db
    .select()
    .from(comments)
    .where(eq(comments.applicationId, one))
    .orderBy(asc(comments.createdAt))
    .prepare();
  const changer = alias(users, 'changer');
  const historyOf = db
    .select({ change: statusHistory, changedByName: changer.name })
    .from(statusHistory)
    .leftJoin(changer, eq(changer.id, statusHistory.changedBy))
    .where(eq(statusHistory.applicationId, one))
    .orderBy(asc(statusHistory.createdAt))
    .prepare();
  const details = {
    PanCard: db
      .select()
      .from(panCardDetails)
      .where(eq(panCardDetails.applicationId, one))
      .prepare(),
    RTPS: db.select().from(rtpsDetails).where(eq(rtpsDetails.applicationId, one)).prepare(),
    JobCard: db
      .select()
      .from(jobCardDetails)
      .where(eq(jobCardDetails.applicationId, one))
      .prepare(),
    ITR: db.select().from(itrDetails).where(eq(itrDetails.applicationId, one)).prepare(),
  };

  function detailsOf(application: Application): StoredDetails | null {
    const id = { id: application.id };
    switch (application.serviceType) {
      case 'PanCard': {
        const row = details.PanCard.get(id);
        return row ? { serviceType: 'PanCard', row } : null;
      }
      case 'RTPS': {
        const row = details.RTPS.get(id);
        return row ? { serviceType: 'RTPS', row } : null;
      }
      case 'JobCard': {
        const row = details.JobCard.get(id);
        return row ? { serviceType: 'JobCard', row } : null;
      }
      case 'ITR': {
        const row = details.ITR.get(id);
        return row ? { serviceType: 'ITR', row } : null;
      }
    }
  }

  /** The application as it now is, for a refusal. */
  function freshOf(tx: Reader, id: string): StatusMoveRefusal['fresh'] {
    const assignee = alias(users, 'holder');
    const row = tx
      .select({
        status: applications.status,
        assignedTo: applications.assignedTo,
        assignedAt: applications.assignedAt,
        assigneeName: assignee.name,
      })
      .from(applications)
      .leftJoin(assignee, eq(assignee.id, applications.assignedTo))
      .where(eq(applications.id, id))
      .get();
    return row ?? { status: null, assignedTo: null, assignedAt: null, assigneeName: null };
  }

  /** The application touched, the row added, the notices queued: false when it is gone. */
  function added(id: string, at: Date, notices: Notices, add: (tx: Pick<Db, 'insert'>) => void) {
    return db.transaction((tx) => {
      const [touched] = tx
        .update(applications)
        .set({ updatedAt: at })
        .where(eq(applications.id, id))
        .returning({ ownerId: applications.userId })
        .all();
      if (!touched) return false;
      add(tx);
      const owner = findNoticeRecipient(tx, touched.ownerId) ?? null;
      for (const notice of notices(owner)) enqueueNotification(tx, notice);
      return true;
    });
  }

  const nameOf = (id: string | null) => (id ? (personOf.get({ id })?.name ?? null) : null);

  /** What `record` answers, read inside the caller's transaction. */
  function recordOf(id: string): ApplicationRecord | null {
    const application = byId.get({ id });
    if (!application) return null;
    return {
      application,
      owner: personOf.get({ id: application.userId }) ?? null,
      filerName: application.atCounter ? nameOf(application.filedBy) : null,
      assigneeName: nameOf(application.assignedTo),
      details: detailsOf(application),
      attachments: filesOf.all({ id }),
      comments: commentsOf.all({ id }),
      history: historyOf
        .all({ id })
        .map((row) => ({ ...row.change, changedByName: row.changedByName })),
    };
  }

  // The rest of the detail's reads (`detail`), prepared once too.
  const requestsOf = prepareRequestsOf(db);
  const notesOf = prepareNotesOfApplication(db);
  const timelineOf = createSqliteTimelineReads(db);

  return {
    async find(id) {
      return byId.get({ id }) ?? null;
    },

    async record(id) {
      // One read transaction, so the rows agree with each other: DEFERRED, since an IMMEDIATE
      // begin would take the write lock for reads.
      return db.transaction(() => recordOf(id), { behavior: 'deferred' });
    },

    async detail(id, options) {
      // One read transaction for the whole answer (DEFERRED, as `record`); what two parts share
      // is read once (knownTimelineSources).
      return db.transaction(
        () => {
          const record = recordOf(id);
          if (!record) return null;
          const { application } = record;
          const requests = requestsOf.all({ id });
          // Operators' only: for a citizen they are not even read.
          const notes = options.notes ? notesOf.all({ id }) : [];
          const payments = paymentsOfApplication(db, id);
          const timeline = timelineOf(
            { id, filerId: application.atCounter ? application.filedBy : application.userId },
            options,
            knownTimelineSources({ record, requests, notes }, options),
          );
          return { record, timeline, payments, requests, notes };
        },
        { behavior: 'deferred' },
      );
    },

    async ofOwner(userId) {
      const at = { owner: userId };
      const rows = owned.applications.all(at);
      if (rows.length === 0) return [];
      // Only the detail tables of the types this citizen has.
      const has = (test: (row: Application) => boolean) => rows.some(test);
      const stored = new Map<string, StoredDetails>();
      if (has((row) => row.serviceType === 'PanCard'))
        for (const row of owned.PanCard.all(at))
          stored.set(row.applicationId, { serviceType: 'PanCard', row });
      if (has((row) => row.serviceType === 'RTPS'))
        for (const row of owned.RTPS.all(at))
          stored.set(row.applicationId, { serviceType: 'RTPS', row });
      if (has((row) => row.serviceType === 'JobCard'))
        for (const row of owned.JobCard.all(at))
          stored.set(row.applicationId, { serviceType: 'JobCard', row });
      if (has((row) => row.serviceType === 'ITR'))
        for (const row of owned.ITR.all(at))
          stored.set(row.applicationId, { serviceType: 'ITR', row });
      const notes = new Map<string, (typeof comments.$inferSelect)[]>();
      for (const note of owned.comments.all(at)) {
        notes.set(note.applicationId, [...(notes.get(note.applicationId) ?? []), note]);
      }
      return rows.map((application) => ({
        application,
        details: stored.get(application.id) ?? null,
        comments: notes.get(application.id) ?? [],
      }));
    },

    async attachment(applicationId, attachmentId) {
      return (
        db
          .select()
          .from(attachments)
          .where(
            and(eq(attachments.id, attachmentId), eq(attachments.applicationId, applicationId)),
          )
          .get() ?? null
      );
    },

    async closedBefore(cutoff, limit) {
      return db
        .selectDistinct({ id: applications.id })
        .from(applications)
        .innerJoin(
          statusHistory,
          and(
            eq(statusHistory.applicationId, applications.id),
            eq(statusHistory.toStatus, applications.status),
          ),
        )
        .where(
          and(
            inArray(applications.status, [...closedStatuses]),
            isNull(applications.identityPurgedAt),
            lte(statusHistory.createdAt, cutoff),
          ),
        )
        .limit(limit)
        .all()
        .map((row) => row.id);
    },

    async changeStatus(change) {
      const { id, operatorId, holder, at } = change;
      try {
        db.transaction((tx) => {
          const refuse = (
            reason: StatusMoveRefusal['reason'],
            holderName: string | null = null,
          ) => {
            throw new Refused(reason, holderName);
          };
          // Only the holder changes it; an unassigned one becomes the operator's (decision 067).
          if (holder !== null && holder !== operatorId) {
            refuse('assigned_elsewhere', nameOf(holder));
          }
          const holderIs: SQL =
            holder === null ? isNull(applications.assignedTo) : eq(applications.assignedTo, holder);
          const claimed = tx
            .update(applications)
            .set(
              holder === null ? { assignedTo: operatorId, assignedAt: at } : { assignedTo: holder },
            )
            .where(and(eq(applications.id, id), holderIs))
            .run();
          if (claimed.changes !== 1) refuse('stale');
          if (holder === null) {
            tx.insert(applicationEvents)
              .values({
                id: change.ids.assigned,
                applicationId: id,
                type: 'assigned',
                actorId: operatorId,
                operatorId,
                createdAt: at,
              })
              .run();
          }
          const moved = tx
            .update(applications)
            .set({ status: change.to, updatedAt: at })
            .where(and(eq(applications.id, id), eq(applications.status, change.from)))
            .run();
          if (moved.changes !== 1) refuse('moved');
          tx.insert(statusHistory)
            .values({
              id: change.historyId,
              applicationId: id,
              fromStatus: change.from,
              toStatus: change.to,
              reason: change.reason,
              changedBy: operatorId,
              createdAt: at,
            })
            .run();
          if (change.rejectionComment !== null) {
            tx.insert(comments)
              .values({
                id: change.ids.comment,
                applicationId: id,
                authorId: operatorId,
                text: change.rejectionComment,
                createdAt: at,
              })
              .run();
          }
          const row = tx.select().from(applications).where(eq(applications.id, id)).get();
          if (!row) refuse('stale');
          if (change.from === 'needs_documents') {
            // The clock starts again: the wait's working days join the promise.
            if (row?.waitingSince) {
              const resumed = change.resume({ ...row, waitingSince: row.waitingSince });
              tx.update(applications)
                .set({ ...resumed, waitingSince: null })
                .where(eq(applications.id, id))
                .run();
            }
            if (change.to === 'in_progress') {
              tx.insert(applicationEvents)
                .values({
                  id: change.ids.returned,
                  applicationId: id,
                  type: 'returned',
                  actorId: operatorId,
                  createdAt: at,
                })
                .run();
            }
          }
          if (change.to === 'needs_documents') {
            for (const request of change.requests) {
              tx.insert(documentRequests)
                .values({
                  id: request.id,
                  applicationId: id,
                  sendBackId: change.historyId,
                  documentKey: request.key,
                  label: request.label,
                  requestedBy: operatorId,
                  requestedAt: at,
                })
                .run();
            }
            tx.update(applications).set({ waitingSince: at }).where(eq(applications.id, id)).run();
          }
          // The citizen's notices commit with the change (decision 075).
          const owner = row ? (findNoticeRecipient(tx, row.userId) ?? null) : null;
          for (const notice of change.notices(owner)) enqueueNotification(tx, notice);
        });
        return null;
      } catch (error) {
        // Rolled back: the application as it now is goes with the answer.
        if (error instanceof Refused) {
          return { reason: error.reason, holderName: error.holderName, fresh: freshOf(db, id) };
        }
        throw error;
      }
    },

    async addComment(comment, notices) {
      return added(comment.applicationId, comment.createdAt, notices, (tx) =>
        tx.insert(comments).values(comment).run(),
      );
    },

    async addResult(attachment, notices) {
      return added(attachment.applicationId, attachment.createdAt, notices, (tx) =>
        tx.insert(attachments).values(attachment).run(),
      );
    },

    async holding(id) {
      const fresh = freshOf(db, id);
      return fresh.status === null ? null : fresh;
    },

    async moveHolder(move) {
      const { id, from, to, at } = move;
      const moved = db.transaction((tx) => {
        const changed = tx
          .update(applications)
          .set({ assignedTo: to, assignedAt: to === null ? null : at, updatedAt: at })
          .where(
            and(
              eq(applications.id, id),
              from === null ? isNull(applications.assignedTo) : eq(applications.assignedTo, from),
            ),
          )
          .run();
        if (changed.changes !== 1) return false;
        tx.insert(applicationEvents)
          .values({
            id: move.event.id,
            applicationId: id,
            type: move.event.type,
            actorId: move.event.actorId,
            operatorId: move.event.type === 'assigned' ? to : from,
            createdAt: at,
          })
          .run();
        return true;
      });
      return moved ? null : freshOf(db, id);
    },

    async account(id) {
      return (
        db
          .select({
            id: users.id,
            name: users.name,
            role: users.role,
            disabledAt: users.disabledAt,
          })
          .from(users)
          .where(eq(users.id, id))
          .get() ?? null
      );
    },

    async operators() {
      return db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
        .orderBy(asc(users.name), asc(users.id))
        .all();
    },

    async purgeIdentity(ids, at, identityTermPrefix) {
      return db.transaction((tx) => {
        const purged: string[] = [];
        for (let i = 0; i < ids.length; i += CHUNK) {
          for (const row of tx
            .select({ id: applications.id })
            .from(applications)
            .where(
              and(
                inArray(applications.id, ids.slice(i, i + CHUNK)),
                isNull(applications.identityPurgedAt),
              ),
            )
            .all())
            purged.push(row.id);
        }
        const storageKeys: string[] = [];
        for (let i = 0; i < purged.length; i += CHUNK) {
          const chunk = purged.slice(i, i + CHUNK);
          for (const row of tx
            .select({ key: attachments.storageKey })
            .from(attachments)
            .where(inArray(attachments.applicationId, chunk))
            .all())
            storageKeys.push(row.key);
          tx.delete(attachments).where(inArray(attachments.applicationId, chunk)).run();
          tx.update(panCardDetails)
            .set({ aadharNumber: null, aadharNumberSealed: null, aadharNumberLast4: null })
            .where(inArray(panCardDetails.applicationId, chunk))
            .run();
          tx.update(itrDetails)
            .set(itrNumbersGone)
            .where(inArray(itrDetails.applicationId, chunk))
            .run();
          tx.delete(applicationSearchTerms)
            .where(
              and(
                inArray(applicationSearchTerms.applicationId, chunk),
                like(applicationSearchTerms.term, `${identityTermPrefix}%`),
              ),
            )
            .run();
          tx.update(applications)
            .set({ identityPurgedAt: at })
            .where(inArray(applications.id, chunk))
            .run();
        }
        return { purged, storageKeys };
      });
    },
  };
}

/** A refused change, thrown to roll its transaction back and caught to answer it. */
class Refused extends Error {
  constructor(
    readonly reason: StatusMoveRefusal['reason'],
    readonly holderName: string | null,
  ) {
    super(reason);
  }
}
