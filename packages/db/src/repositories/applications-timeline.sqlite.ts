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
import type { ApplicationsTimelineRepository } from './applications-timeline.ts';
import { identityAccessReadLimit } from './identity-access-log.ts';

export function createSqliteApplicationsTimelineRepository(db: Db): ApplicationsTimelineRepository {
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

  return {
    async sources(subject, options) {
      const bounded = { id: subject.id, limit: options.limit };
      // One read transaction, so the sources agree with each other: DEFERRED, since an
      // IMMEDIATE begin would take the write lock for reads.
      return db.transaction(
        () => ({
          filerName: subject.filerId ? (nameOf.get({ id: subject.filerId })?.name ?? null) : null,
          history: historyOf.all(bounded),
          requests: requestsOf.all(bounded),
          comments: commentsOf.all(bounded),
          files: filesOf.all(bounded),
          payments: paymentsOf.all(bounded),
          events: eventsOf.all(bounded),
          notes: options.notes ? notesOf.all(bounded) : [],
          identityAccess: accessOf.all({ id: subject.id }),
        }),
        { behavior: 'deferred' },
      );
    },
  };
}
