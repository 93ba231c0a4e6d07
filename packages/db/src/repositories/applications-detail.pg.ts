import { asc, eq, or, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { alias } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { PgDb } from '../postgres.ts';
import * as schema from '../schema.pg.ts';
import {
  applications,
  attachments,
  comments,
  itrDetails,
  jobCardDetails,
  panCardDetails,
  rtpsDetails,
  statusHistory,
  users,
} from '../schema.pg.ts';
import type { ApplicationDetailRead, ApplicationRecord, StoredDetails } from './applications.ts';
import { requestsOf } from './applications-send-backs.pg.ts';
import {
  readTimelineSources,
  type TimelineReaders,
  timelineReads,
} from './applications-timeline.pg.ts';
import { knownTimelineSources, type TimelineOptions } from './applications-timeline.ts';
import { notesOfApplication } from './notes.pg.ts';
import { paymentsOfApplication } from './payments.pg.ts';

// The detail of one application, the screen operators open all day (docs/decisions/086): the
// same reads as `record` and the timeline's `sources`, in one repeatable-read snapshot, but
// each statement built once per connection and prepared under its name, so neither Drizzle
// builds its SQL nor PostgreSQL parses and plans it again on every call. The people it names
// (owner, filer, assignee) come in one statement.

/** What the record tells of a person it names (`ApplicationRecord['owner']`). */
export const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  language: users.language,
};

const id = sql.placeholder('id');
const limit = sql.placeholder('limit');
const changer = alias(users, 'changer');

function statements(db: Pick<PgDb, 'select'>) {
  return {
    application: db
      .select()
      .from(applications)
      .where(eq(applications.id, id))
      .prepare('seva_detail_application'),
    people: db
      .select(personColumns)
      .from(users)
      .where(
        or(
          eq(users.id, sql.placeholder('owner')),
          eq(users.id, sql.placeholder('filer')),
          eq(users.id, sql.placeholder('assignee')),
        ),
      )
      .prepare('seva_detail_people'),
    PanCard: db
      .select()
      .from(panCardDetails)
      .where(eq(panCardDetails.applicationId, id))
      .prepare('seva_detail_pan_card'),
    RTPS: db
      .select()
      .from(rtpsDetails)
      .where(eq(rtpsDetails.applicationId, id))
      .prepare('seva_detail_rtps'),
    JobCard: db
      .select()
      .from(jobCardDetails)
      .where(eq(jobCardDetails.applicationId, id))
      .prepare('seva_detail_job_card'),
    ITR: db
      .select()
      .from(itrDetails)
      .where(eq(itrDetails.applicationId, id))
      .prepare('seva_detail_itr'),
    files: db
      .select()
      .from(attachments)
      .where(eq(attachments.applicationId, id))
      .orderBy(asc(attachments.createdAt))
      .prepare('seva_detail_files'),
    comments: db
      .select()
      .from(comments)
      .where(eq(comments.applicationId, id))
      .orderBy(asc(comments.createdAt))
      .prepare('seva_detail_comments'),
    history: db
      .select({ change: statusHistory, changedByName: changer.name })
      .from(statusHistory)
      .leftJoin(changer, eq(changer.id, statusHistory.changedBy))
      .where(eq(statusHistory.applicationId, id))
      .orderBy(asc(statusHistory.createdAt))
      .prepare('seva_detail_history'),
    requests: requestsOf(db, id).prepare('seva_detail_requests'),
    notes: notesOfApplication(db, id).prepare('seva_detail_notes'),
    payments: paymentsOfApplication(db, id).prepare('seva_detail_payments'),
    timeline: {
      filerName: timelineReads.filerName(db, id).prepare('seva_timeline_filer'),
      history: timelineReads.history(db, id, limit).prepare('seva_timeline_history'),
      requests: timelineReads.requests(db, id, limit).prepare('seva_timeline_requests'),
      comments: timelineReads.comments(db, id, limit).prepare('seva_timeline_comments'),
      files: timelineReads.files(db, id, limit).prepare('seva_timeline_files'),
      payments: timelineReads.payments(db, id, limit).prepare('seva_timeline_payments'),
      events: timelineReads.events(db, id, limit).prepare('seva_timeline_events'),
      notes: timelineReads.notes(db, id, limit).prepare('seva_timeline_notes'),
      identityAccess: timelineReads.identityAccess(db, id).prepare('seva_timeline_identity_access'),
    },
  };
}

type Statements = ReturnType<typeof statements>;

/** Each connection's statements, built on its first detail (the pool keeps the same objects). */
const built = new WeakMap<pg.PoolClient, Statements>();

function statementsOn(client: pg.PoolClient): Statements {
  let found = built.get(client);
  if (!found) {
    found = statements(drizzle({ client, schema, casing: 'snake_case' }));
    built.set(client, found);
  }
  return found;
}

async function detailsOf(
  on: Statements,
  serviceType: ApplicationRecord['application']['serviceType'],
  applicationId: string,
): Promise<StoredDetails | null> {
  switch (serviceType) {
    case 'PanCard': {
      const [row] = await on.PanCard.execute({ id: applicationId });
      return row ? { serviceType, row } : null;
    }
    case 'RTPS': {
      const [row] = await on.RTPS.execute({ id: applicationId });
      return row ? { serviceType, row } : null;
    }
    case 'JobCard': {
      const [row] = await on.JobCard.execute({ id: applicationId });
      return row ? { serviceType, row } : null;
    }
    case 'ITR': {
      const [row] = await on.ITR.execute({ id: applicationId });
      return row ? { serviceType, row } : null;
    }
  }
}

/** What the repository's `record` answers, on the snapshot's statements. */
async function recordOn(on: Statements, applicationId: string): Promise<ApplicationRecord | null> {
  const [application] = await on.application.execute({ id: applicationId });
  if (!application) return null;
  const filerId = application.atCounter ? application.filedBy : null;
  const people = await on.people.execute({
    owner: application.userId,
    filer: filerId ?? application.userId,
    assignee: application.assignedTo ?? application.userId,
  });
  const person = (personId: string | null) =>
    personId ? (people.find((row) => row.id === personId) ?? null) : null;
  const details = await detailsOf(on, application.serviceType, applicationId);
  const files = await on.files.execute({ id: applicationId });
  const notes = await on.comments.execute({ id: applicationId });
  const history = await on.history.execute({ id: applicationId });
  return {
    application,
    owner: person(application.userId),
    filerName: person(filerId)?.name ?? null,
    assigneeName: person(application.assignedTo)?.name ?? null,
    details,
    attachments: files,
    comments: notes,
    history: history.map((row) => ({ ...row.change, changedByName: row.changedByName })),
  };
}

/** The timeline's sources read by the connection's prepared statements. */
const preparedTimeline = (on: Statements['timeline']): TimelineReaders => ({
  filerName: (filerId) => on.filerName.execute({ id: filerId }),
  history: (id, limit) => on.history.execute({ id, limit }),
  requests: (id, limit) => on.requests.execute({ id, limit }),
  comments: (id, limit) => on.comments.execute({ id, limit }),
  files: (id, limit) => on.files.execute({ id, limit }),
  payments: (id, limit) => on.payments.execute({ id, limit }),
  events: (id, limit) => on.events.execute({ id, limit }),
  notes: (id, limit) => on.notes.execute({ id, limit }),
  identityAccess: (id) => on.identityAccess.execute({ id }),
});

/** `read` on one connection's statements, in one repeatable-read, read-only snapshot. */
async function inSnapshot<T>(pool: pg.Pool, read: (on: Statements) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    try {
      const answer = await read(statementsOn(client));
      await client.query('COMMIT');
      return answer;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollback: Error) => {
        broken = rollback;
      });
      throw error;
    }
  } finally {
    // A connection that could not roll back is closed rather than handed to the next caller.
    client.release(broken);
  }
}

/** The repository's `record` on PostgreSQL. */
export function readRecord(
  pool: pg.Pool,
  applicationId: string,
): Promise<ApplicationRecord | null> {
  return inSnapshot(pool, (on) => recordOn(on, applicationId));
}

/** The repository's `detail` on PostgreSQL. */
export function readDetail(
  pool: pg.Pool,
  applicationId: string,
  options: TimelineOptions,
): Promise<ApplicationDetailRead | null> {
  return inSnapshot(pool, async (on) => {
    const record = await recordOn(on, applicationId);
    if (!record) return null;
    const { application } = record;
    const requests = await on.requests.execute({ id: applicationId });
    // Operators' only: for a citizen they are not even read.
    const notes = options.notes ? await on.notes.execute({ id: applicationId }) : [];
    const payments = await on.payments.execute({ id: applicationId });
    const timeline = await readTimelineSources(
      preparedTimeline(on.timeline),
      {
        id: applicationId,
        filerId: application.atCounter ? application.filedBy : application.userId,
      },
      options,
      knownTimelineSources({ record, requests, notes }, options),
    );
    return { record, timeline, payments, requests, notes };
  });
}
