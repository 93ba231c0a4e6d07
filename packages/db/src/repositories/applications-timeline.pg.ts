import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PgDb } from '../postgres.ts';
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
} from '../schema.pg.ts';
import type {
  ApplicationsTimelineRepository,
  TimelineOptions,
  TimelineSources,
  TimelineSubject,
} from './applications-timeline.ts';
import { identityAccessReadLimit } from './identity-access-log.ts';

const actor = alias(users, 'actor');
const given = alias(users, 'given');

/**
 * The timeline's rows on `tx` (the caller's snapshot), one read after another on its
 * connection; the sources in `known`, which the caller read in the same snapshot, are not read
 * again (applications-timeline.ts, `knownTimelineSources`).
 */
export async function readTimelineSources(
  tx: Pick<PgDb, 'select'>,
  subject: TimelineSubject,
  options: TimelineOptions,
  known: Partial<TimelineSources> = {},
): Promise<TimelineSources> {
  const { id } = subject;
  const { limit } = options;
  const filerName =
    known.filerName !== undefined
      ? known.filerName
      : subject.filerId
        ? ((
            await tx.select({ name: users.name }).from(users).where(eq(users.id, subject.filerId))
          )[0]?.name ?? null)
        : null;
  const history =
    known.history ??
    (await tx
      .select({ row: statusHistory, by: users.name })
      .from(statusHistory)
      .leftJoin(users, eq(users.id, statusHistory.changedBy))
      .where(eq(statusHistory.applicationId, id))
      .orderBy(desc(statusHistory.createdAt), desc(statusHistory.id))
      .limit(limit));
  const requests =
    known.requests ??
    (await tx
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.applicationId, id))
      .orderBy(desc(documentRequests.requestedAt), desc(documentRequests.id))
      .limit(limit));
  const notes =
    known.comments ??
    (await tx
      .select({ row: comments, by: users.name })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(eq(comments.applicationId, id))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit));
  const files =
    known.files ??
    (await tx
      .select({ row: attachments, by: users.name })
      .from(attachments)
      .leftJoin(users, eq(users.id, attachments.uploadedBy))
      .where(eq(attachments.applicationId, id))
      .orderBy(desc(attachments.createdAt), desc(attachments.id))
      .limit(limit));
  const paid =
    known.payments ??
    (await tx
      .select({ row: payments, by: users.name })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.recordedBy))
      .where(eq(payments.applicationId, id))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit));
  const events =
    known.events ??
    (await tx
      .select({ row: applicationEvents, by: actor.name, operator: given.name })
      .from(applicationEvents)
      .leftJoin(actor, eq(actor.id, applicationEvents.actorId))
      .leftJoin(given, eq(given.id, applicationEvents.operatorId))
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
      .limit(limit));
  const internal =
    known.notes ??
    (options.notes
      ? await tx
          .select({ row: internalNotes, by: users.name })
          .from(internalNotes)
          .leftJoin(users, eq(users.id, internalNotes.authorId))
          .where(eq(internalNotes.applicationId, id))
          .orderBy(desc(internalNotes.createdAt), desc(internalNotes.id))
          .limit(limit)
      : []);
  const identityAccess =
    known.identityAccess ??
    (await tx
      .select()
      .from(identityAccessLog)
      .where(eq(identityAccessLog.applicationId, id))
      .orderBy(desc(identityAccessLog.createdAt), desc(identityAccessLog.id))
      .limit(identityAccessReadLimit));
  return {
    filerName,
    history,
    requests,
    comments: notes,
    files,
    payments: paid,
    events,
    notes: internal,
    identityAccess,
  };
}

export function createPgApplicationsTimelineRepository(db: PgDb): ApplicationsTimelineRepository {
  return {
    sources(subject, options) {
      // One snapshot, so the sources agree with each other; the reads go one after another on
      // the transaction's connection.
      return db.transaction((tx) => readTimelineSources(tx, subject, options), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
    },
  };
}
