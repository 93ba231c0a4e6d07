import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';
import {
  applicationEvents,
  attachments,
  comments,
  documentRequests,
  identityAccessLog,
  internalNotes,
  payments,
  statusHistory,
  users,
} from '../schema.ts';
import type {
  ApplicationsTimelineRepository,
  TimelineOptions,
  TimelineSources,
  TimelineSubject,
} from './applications-timeline.ts';
import { identityAccessReadLimit } from './identity-access-log.ts';

/**
 * The timeline's reads on `db`'s connection, to run inside the caller's read transaction; the
 * sources in `known`, which the caller read in the same snapshot, are not read again
 * (applications-timeline.ts, `knownTimelineSources`).
 */
export function createSqliteTimelineReads(
  db: Db,
): (
  subject: TimelineSubject,
  options: TimelineOptions,
  known?: Partial<TimelineSources>,
) => TimelineSources {
  // Every detail page reads these: prepared once, newest first and bounded by the placeholders.
  const id = sql.placeholder('id');
  const limit = sql.placeholder('limit');
  const actor = alias(users, 'actor');
  const given = alias(users, 'given');

  const historyOf = db
    .select({ row: statusHistory, by: users.name })
    .from(statusHistory)
    .leftJoin(users, eq(users.id, statusHistory.changedBy))
    .where(eq(statusHistory.applicationId, id))
    .orderBy(desc(statusHistory.createdAt), desc(statusHistory.id))
    .limit(limit)
    .prepare();
  const requestsOf = db
    .select()
    .from(documentRequests)
    .where(eq(documentRequests.applicationId, id))
    .orderBy(desc(documentRequests.requestedAt), desc(documentRequests.id))
    .limit(limit)
    .prepare();
  const commentsOf = db
    .select({ row: comments, by: users.name })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.applicationId, id))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit)
    .prepare();
  const filesOf = db
    .select({ row: attachments, by: users.name })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(eq(attachments.applicationId, id))
    .orderBy(desc(attachments.createdAt), desc(attachments.id))
    .limit(limit)
    .prepare();
  const paymentsOf = db
    .select({ row: payments, by: users.name })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.recordedBy))
    .where(eq(payments.applicationId, id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .prepare();
  const eventsOf = db
    .select({ row: applicationEvents, by: actor.name, operator: given.name })
    .from(applicationEvents)
    .leftJoin(actor, eq(actor.id, applicationEvents.actorId))
    .leftJoin(given, eq(given.id, applicationEvents.operatorId))
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
    .limit(limit)
    .prepare();
  const notesOf = db
    .select({ row: internalNotes, by: users.name })
    .from(internalNotes)
    .leftJoin(users, eq(users.id, internalNotes.authorId))
    .where(eq(internalNotes.applicationId, id))
    .orderBy(desc(internalNotes.createdAt), desc(internalNotes.id))
    .limit(limit)
    .prepare();
  const accessOf = db
    .select()
    .from(identityAccessLog)
    .where(eq(identityAccessLog.applicationId, id))
    .orderBy(desc(identityAccessLog.createdAt), desc(identityAccessLog.id))
    .limit(identityAccessReadLimit)
    .prepare();
  const nameOf = db.select({ name: users.name }).from(users).where(eq(users.id, id)).prepare();

  return (subject, options, known = {}) => {
    const bounded = { id: subject.id, limit: options.limit };
    return {
      filerName:
        known.filerName !== undefined
          ? known.filerName
          : subject.filerId
            ? (nameOf.get({ id: subject.filerId })?.name ?? null)
            : null,
      history: known.history ?? historyOf.all(bounded),
      requests: known.requests ?? requestsOf.all(bounded),
      comments: known.comments ?? commentsOf.all(bounded),
      files: known.files ?? filesOf.all(bounded),
      payments: known.payments ?? paymentsOf.all(bounded),
      events: known.events ?? eventsOf.all(bounded),
      notes: known.notes ?? (options.notes ? notesOf.all(bounded) : []),
      identityAccess: known.identityAccess ?? accessOf.all({ id: subject.id }),
    };
  };
}

export function createSqliteApplicationsTimelineRepository(db: Db): ApplicationsTimelineRepository {
  const read = createSqliteTimelineReads(db);
  return {
    async sources(subject, options) {
      // One read transaction, so the sources agree with each other: DEFERRED, since an
      // IMMEDIATE begin would take the write lock for reads.
      return db.transaction(() => read(subject, options), { behavior: 'deferred' });
    },
  };
}
