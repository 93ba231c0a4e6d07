import { desc, eq, type Placeholder } from 'drizzle-orm';
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

type Id = string | Placeholder;
type Limit = number | Placeholder;
type Reader = Pick<PgDb, 'select'>;

/**
 * Each source's read, newest first, at most `limit` rows: with values, or with placeholders to
 * prepare once (applications-detail.pg.ts).
 */
export const timelineReads = {
  filerName: (on: Reader, filerId: Id) =>
    on.select({ name: users.name }).from(users).where(eq(users.id, filerId)),
  history: (on: Reader, id: Id, limit: Limit) =>
    on
      .select({ row: statusHistory, by: users.name })
      .from(statusHistory)
      .leftJoin(users, eq(users.id, statusHistory.changedBy))
      .where(eq(statusHistory.applicationId, id))
      .orderBy(desc(statusHistory.createdAt), desc(statusHistory.id))
      .limit(limit),
  requests: (on: Reader, id: Id, limit: Limit) =>
    on
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.applicationId, id))
      .orderBy(desc(documentRequests.requestedAt), desc(documentRequests.id))
      .limit(limit),
  comments: (on: Reader, id: Id, limit: Limit) =>
    on
      .select({ row: comments, by: users.name })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(eq(comments.applicationId, id))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit),
  files: (on: Reader, id: Id, limit: Limit) =>
    on
      .select({ row: attachments, by: users.name })
      .from(attachments)
      .leftJoin(users, eq(users.id, attachments.uploadedBy))
      .where(eq(attachments.applicationId, id))
      .orderBy(desc(attachments.createdAt), desc(attachments.id))
      .limit(limit),
  payments: (on: Reader, id: Id, limit: Limit) =>
    on
      .select({ row: payments, by: users.name })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.recordedBy))
      .where(eq(payments.applicationId, id))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit),
  events: (on: Reader, id: Id, limit: Limit) =>
    on
      .select({ row: applicationEvents, by: actor.name, operator: given.name })
      .from(applicationEvents)
      .leftJoin(actor, eq(actor.id, applicationEvents.actorId))
      .leftJoin(given, eq(given.id, applicationEvents.operatorId))
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
      .limit(limit),
  notes: (on: Reader, id: Id, limit: Limit) =>
    on
      .select({ row: internalNotes, by: users.name })
      .from(internalNotes)
      .leftJoin(users, eq(users.id, internalNotes.authorId))
      .where(eq(internalNotes.applicationId, id))
      .orderBy(desc(internalNotes.createdAt), desc(internalNotes.id))
      .limit(limit),
  identityAccess: (on: Reader, id: Id) =>
    on
      .select()
      .from(identityAccessLog)
      .where(eq(identityAccessLog.applicationId, id))
      .orderBy(desc(identityAccessLog.createdAt), desc(identityAccessLog.id))
      .limit(identityAccessReadLimit),
};

/** How each source is read: by the builders above on a transaction, or prepared. */
export interface TimelineReaders {
  filerName(filerId: string): Promise<Array<{ name: string }>>;
  history(id: string, limit: number): Promise<TimelineSources['history']>;
  requests(id: string, limit: number): Promise<TimelineSources['requests']>;
  comments(id: string, limit: number): Promise<TimelineSources['comments']>;
  files(id: string, limit: number): Promise<TimelineSources['files']>;
  payments(id: string, limit: number): Promise<TimelineSources['payments']>;
  events(id: string, limit: number): Promise<TimelineSources['events']>;
  notes(id: string, limit: number): Promise<TimelineSources['notes']>;
  identityAccess(id: string): Promise<TimelineSources['identityAccess']>;
}

/** The builders on `tx` (the caller's snapshot), one read after another on its connection. */
const onTransaction = (tx: Reader): TimelineReaders => ({
  filerName: (filerId) => timelineReads.filerName(tx, filerId),
  history: (id, limit) => timelineReads.history(tx, id, limit),
  requests: (id, limit) => timelineReads.requests(tx, id, limit),
  comments: (id, limit) => timelineReads.comments(tx, id, limit),
  files: (id, limit) => timelineReads.files(tx, id, limit),
  payments: (id, limit) => timelineReads.payments(tx, id, limit),
  events: (id, limit) => timelineReads.events(tx, id, limit),
  notes: (id, limit) => timelineReads.notes(tx, id, limit),
  identityAccess: (id) => timelineReads.identityAccess(tx, id),
});

/**
 * The timeline's rows by `read`; the sources in `known`, which the caller read in the same
 * snapshot, are not read again (applications-timeline.ts, `knownTimelineSources`).
 */
export async function readTimelineSources(
  read: TimelineReaders,
  subject: TimelineSubject,
  options: TimelineOptions,
  known: Partial<TimelineSources> = {},
): Promise<TimelineSources> {
  const { id } = subject;
  const { limit } = options;
  return {
    filerName:
      known.filerName !== undefined
        ? known.filerName
        : subject.filerId
          ? ((await read.filerName(subject.filerId))[0]?.name ?? null)
          : null,
    history: known.history ?? (await read.history(id, limit)),
    requests: known.requests ?? (await read.requests(id, limit)),
    comments: known.comments ?? (await read.comments(id, limit)),
    files: known.files ?? (await read.files(id, limit)),
    payments: known.payments ?? (await read.payments(id, limit)),
    events: known.events ?? (await read.events(id, limit)),
    notes: known.notes ?? (options.notes ? await read.notes(id, limit) : []),
    identityAccess: known.identityAccess ?? (await read.identityAccess(id)),
  };
}

export function createPgApplicationsTimelineRepository(db: PgDb): ApplicationsTimelineRepository {
  return {
    sources(subject, options) {
      // One snapshot, so the sources agree with each other; the reads go one after another on
      // the transaction's connection.
      return db.transaction((tx) => readTimelineSources(onTransaction(tx), subject, options), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
    },
  };
}
