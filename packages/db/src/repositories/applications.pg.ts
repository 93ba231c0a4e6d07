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
import { alias } from 'drizzle-orm/pg-core';
import type { PgDb } from '../postgres.ts';
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
} from '../schema.pg.ts';
import {
  type ApplicationsRepository,
  closedStatuses,
  itrNumbersGone,
  type Notices,
  type StatusMoveRefusal,
  type StoredDetails,
} from './applications.ts';
import { personColumns, readDetail, readRecord } from './applications-detail.pg.ts';
import { enqueueNotification, findNoticeRecipient } from './notifications.pg.ts';

type Reader = Pick<PgDb, 'select'>;

export function createPgApplicationsRepository(db: PgDb): ApplicationsRepository {
  async function find(on: Reader, id: string) {
    const [row] = await on.select().from(applications).where(eq(applications.id, id));
    return row ?? null;
  }

  async function personOf(on: Reader, id: string) {
    const [row] = await on.select(personColumns).from(users).where(eq(users.id, id));
    return row ?? null;
  }

  // A citizen's list, read on every visit to their dashboard: each statement built once and
  // prepared by name on each connection (docs/decisions/086). The details and comments are
  // found by the owner, so the statements do not depend on how many applications there are.
  const owner = sql.placeholder('owner');
  const ownedBy = eq(applications.userId, owner);
  const owned = {
    applications: db
      .select()
      .from(applications)
      .where(ownedBy)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .prepare('seva_owner_applications'),
    PanCard: db
      .select(getTableColumns(panCardDetails))
      .from(panCardDetails)
      .innerJoin(applications, eq(applications.id, panCardDetails.applicationId))
      .where(ownedBy)
      .prepare('seva_owner_pan_card'),
    RTPS: db
      .select(getTableColumns(rtpsDetails))
      .from(rtpsDetails)
      .innerJoin(applications, eq(applications.id, rtpsDetails.applicationId))
      .where(ownedBy)
      .prepare('seva_owner_rtps'),
    JobCard: db
      .select(getTableColumns(jobCardDetails))
      .from(jobCardDetails)
      .innerJoin(applications, eq(applications.id, jobCardDetails.applicationId))
      .where(ownedBy)
      .prepare('seva_owner_job_card'),
    ITR: db
      .select(getTableColumns(itrDetails))
      .from(itrDetails)
      .innerJoin(applications, eq(applications.id, itrDetails.applicationId))
      .where(ownedBy)
      .prepare('seva_owner_itr'),
    comments: db
      .select(getTableColumns(comments))
      .from(comments)
      .innerJoin(applications, eq(applications.id, comments.applicationId))
      .where(ownedBy)
      .orderBy(asc(comments.createdAt))
      .prepare('seva_owner_comments'),
  };

  /** The application as it now is, for a refusal. */
  async function freshOf(id: string): Promise<StatusMoveRefusal['fresh']> {
    const holder = alias(users, 'holder');
    const [row] = await db
      .select({
        status: applications.status,
        assignedTo: applications.assignedTo,
        assignedAt: applications.assignedAt,
        assigneeName: holder.name,
      })
      .from(applications)
      .leftJoin(holder, eq(holder.id, applications.assignedTo))
      .where(eq(applications.id, id));
    return row ?? { status: null, assignedTo: null, assignedAt: null, assigneeName: null };
  }

  /** The application touched, the row added, the notices queued: false when it is gone. */
  function added(
    id: string,
    at: Date,
    notices: Notices,
    add: (tx: Pick<PgDb, 'insert'>) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      const [touched] = await tx
        .update(applications)
        .set({ updatedAt: at })
        .where(eq(applications.id, id))
        .returning({ ownerId: applications.userId });
      if (!touched) return false;
      await add(tx);
      const owner = (await findNoticeRecipient(tx, touched.ownerId)) ?? null;
      for (const notice of notices(owner)) await enqueueNotification(tx, notice);
      return true;
    });
  }

  return {
    find(id) {
      return find(db, id);
    },

    record(id) {
      // One snapshot, so the rows agree with each other: the detail's statements, prepared.
      return readRecord(db.$client, id);
    },

    detail(id, options) {
      // One snapshot, its statements prepared once per connection (applications-detail.pg.ts).
      return readDetail(db.$client, id, options);
    },

    async ofOwner(userId) {
      const at = { owner: userId };
      const rows = await owned.applications.execute(at);
      if (rows.length === 0) return [];
      // Only the detail tables of the types this citizen has.
      const has = (test: (row: Application) => boolean) => rows.some(test);
      const [panRows, rtpsRows, jobCardRows, itrRows, notes] = await Promise.all([
        has((row) => row.serviceType === 'PanCard') ? owned.PanCard.execute(at) : [],
        has((row) => row.serviceType === 'RTPS') ? owned.RTPS.execute(at) : [],
        has((row) => row.serviceType === 'JobCard') ? owned.JobCard.execute(at) : [],
        has((row) => row.serviceType === 'ITR') ? owned.ITR.execute(at) : [],
        owned.comments.execute(at),
      ]);
      const stored = new Map<string, StoredDetails>();
      for (const row of panRows) stored.set(row.applicationId, { serviceType: 'PanCard', row });
      for (const row of rtpsRows) stored.set(row.applicationId, { serviceType: 'RTPS', row });
      for (const row of jobCardRows) stored.set(row.applicationId, { serviceType: 'JobCard', row });
      for (const row of itrRows) stored.set(row.applicationId, { serviceType: 'ITR', row });
      const byApplication = new Map<string, typeof notes>();
      for (const note of notes) {
        byApplication.set(note.applicationId, [
          ...(byApplication.get(note.applicationId) ?? []),
          note,
        ]);
      }
      return rows.map((application) => ({
        application,
        details: stored.get(application.id) ?? null,
        comments: byApplication.get(application.id) ?? [],
      }));
    },

    async attachment(applicationId, attachmentId) {
      const [row] = await db
        .select()
        .from(attachments)
        .where(and(eq(attachments.id, attachmentId), eq(attachments.applicationId, applicationId)));
      return row ?? null;
    },

    async closedBefore(cutoff, limit) {
      const rows = await db
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
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async changeStatus(change) {
      const { id, operatorId, holder, at } = change;
      try {
        await db.transaction(async (tx) => {
          // Only the holder changes it; an unassigned one becomes the operator's (decision 067).
          if (holder !== null && holder !== operatorId) {
            throw new Refused('assigned_elsewhere', (await personOf(tx, holder))?.name ?? null);
          }
          // Conditional on the holder seen: a change that raced another waits for its row lock,
          // then finds the holder changed and is refused whole.
          const holderIs: SQL =
            holder === null ? isNull(applications.assignedTo) : eq(applications.assignedTo, holder);
          const claimed = await tx
            .update(applications)
            .set(
              holder === null ? { assignedTo: operatorId, assignedAt: at } : { assignedTo: holder },
            )
            .where(and(eq(applications.id, id), holderIs))
            .returning({ id: applications.id });
          if (claimed.length !== 1) throw new Refused('stale', null);
          if (holder === null) {
            await tx.insert(applicationEvents).values({
              id: change.ids.assigned,
              applicationId: id,
              type: 'assigned',
              actorId: operatorId,
              operatorId,
              createdAt: at,
            });
          }
          const [row] = await tx
            .update(applications)
            .set({ status: change.to, updatedAt: at })
            .where(and(eq(applications.id, id), eq(applications.status, change.from)))
            .returning();
          if (!row) throw new Refused('moved', null);
          await tx.insert(statusHistory).values({
            id: change.historyId,
            applicationId: id,
            fromStatus: change.from,
            toStatus: change.to,
            reason: change.reason,
            changedBy: operatorId,
            createdAt: at,
          });
          if (change.rejectionComment !== null) {
            await tx.insert(comments).values({
              id: change.ids.comment,
              applicationId: id,
              authorId: operatorId,
              text: change.rejectionComment,
              createdAt: at,
            });
          }
          if (change.from === 'needs_documents') {
            // The clock starts again: the wait's working days join the promise.
            if (row.waitingSince) {
              const resumed = change.resume({ ...row, waitingSince: row.waitingSince });
              await tx
                .update(applications)
                .set({ ...resumed, waitingSince: null })
                .where(eq(applications.id, id));
            }
            if (change.to === 'in_progress') {
              await tx.insert(applicationEvents).values({
                id: change.ids.returned,
                applicationId: id,
                type: 'returned',
                actorId: operatorId,
                createdAt: at,
              });
            }
          }
          if (change.to === 'needs_documents') {
            if (change.requests.length > 0) {
              await tx.insert(documentRequests).values(
                change.requests.map((request) => ({
                  id: request.id,
                  applicationId: id,
                  sendBackId: change.historyId,
                  documentKey: request.key,
                  label: request.label,
                  requestedBy: operatorId,
                  requestedAt: at,
                })),
              );
            }
            await tx.update(applications).set({ waitingSince: at }).where(eq(applications.id, id));
          }
          // The citizen's notices commit with the change (decision 075).
          const owner = (await findNoticeRecipient(tx, row.userId)) ?? null;
          for (const notice of change.notices(owner)) await enqueueNotification(tx, notice);
        });
        return null;
      } catch (error) {
        // Rolled back: the application as it now is goes with the answer.
        if (error instanceof Refused) {
          return { reason: error.reason, holderName: error.holderName, fresh: await freshOf(id) };
        }
        throw error;
      }
    },

    addComment(comment, notices) {
      return added(comment.applicationId, comment.createdAt, notices, async (tx) => {
        await tx.insert(comments).values(comment);
      });
    },

    addResult(attachment, notices) {
      return added(attachment.applicationId, attachment.createdAt, notices, async (tx) => {
        await tx.insert(attachments).values(attachment);
      });
    },

    async holding(id) {
      const fresh = await freshOf(id);
      return fresh.status === null ? null : fresh;
    },

    async moveHolder(move) {
      const { id, from, to, at } = move;
      const moved = await db.transaction(async (tx) => {
        const changed = await tx
          .update(applications)
          .set({ assignedTo: to, assignedAt: to === null ? null : at, updatedAt: at })
          .where(
            and(
              eq(applications.id, id),
              from === null ? isNull(applications.assignedTo) : eq(applications.assignedTo, from),
            ),
          )
          .returning({ id: applications.id });
        if (changed.length !== 1) return false;
        await tx.insert(applicationEvents).values({
          id: move.event.id,
          applicationId: id,
          type: move.event.type,
          actorId: move.event.actorId,
          operatorId: move.event.type === 'assigned' ? to : from,
          createdAt: at,
        });
        return true;
      });
      return moved ? null : freshOf(id);
    },

    async account(id) {
      const [row] = await db
        .select({ id: users.id, name: users.name, role: users.role, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    operators() {
      // Names in byte order, as SQLite compares them.
      return db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
        .orderBy(sql`${users.name} collate "C"`, asc(users.id));
    },

    purgeIdentity(ids, at, identityTermPrefix) {
      return db.transaction(async (tx) => {
        if (ids.length === 0) return { purged: [], storageKeys: [] };
        // The rows are locked first: a purge of the same ids in another process waits, then
        // finds them purged and leaves them (read committed re-checks the condition).
        const locked = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(and(inArray(applications.id, [...ids]), isNull(applications.identityPurgedAt)))
          .orderBy(asc(applications.id))
          .for('update');
        const purged = locked.map((row) => row.id);
        if (purged.length === 0) return { purged, storageKeys: [] };
        const files = await tx
          .delete(attachments)
          .where(inArray(attachments.applicationId, purged))
          .returning({ key: attachments.storageKey });
        await tx
          .update(panCardDetails)
          .set({ aadharNumber: null, aadharNumberSealed: null, aadharNumberLast4: null })
          .where(inArray(panCardDetails.applicationId, purged));
        await tx
          .update(itrDetails)
          .set(itrNumbersGone)
          .where(inArray(itrDetails.applicationId, purged));
        await tx
          .delete(applicationSearchTerms)
          .where(
            and(
              inArray(applicationSearchTerms.applicationId, purged),
              like(applicationSearchTerms.term, `${identityTermPrefix}%`),
            ),
          );
        await tx
          .update(applications)
          .set({ identityPurgedAt: at })
          .where(inArray(applications.id, purged));
        return { purged, storageKeys: files.map((file) => file.key) };
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
