import {
  type Application,
  applicationEvents,
  attachments,
  comments,
  type Db,
  documentRequests,
  internalNotes,
  payments,
  statusHistory,
  users,
} from '@seva/db';
import type { TimelineEntry } from '@seva/schemas';
import { RESULT_DOCUMENT_TYPE } from '@seva/schemas/application-kinds';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { type IdentityAccessLog, identityAccessView } from '../../lib/identity-access-log.ts';
import { documentUrl } from './shapes.ts';

/**
 * One timeline per application (docs/decisions/065-one-timeline.md): the rows of each table
 * that records something about it, read by the application's own index, newest first and at
 * most PER_SOURCE each, merged newest first. Operators get all of it; the citizen never gets
 * internal notes or assignment changes, and for them those tables are not even read.
 */

/** The most rows read from each table for one timeline. */
export const PER_SOURCE = 200;

export type TimelineAudience = 'operator' | 'citizen';

/**
 * When two entries share a millisecond, the order things happen in within one request: the
 * filing first, then its files, its status, a comment, a payment, an assignment, a note, and
 * an operator's opening of a document last.
 */
const rank: Record<TimelineEntry['type'], number> = {
  filed: 0,
  document_added: 1,
  documents_received: 2,
  status_changed: 3,
  sent_back: 3,
  returned: 4,
  comment: 5,
  payment: 6,
  assignment: 7,
  note: 8,
  identity_access: 9,
};

const placeholder = sql.placeholder('id');

export function createTimeline(db: Db, accessLog: IdentityAccessLog) {
  const actor = alias(users, 'actor');
  const given = alias(users, 'given');

  const historyOf = db
    .select({ row: statusHistory, by: users.name })
    .from(statusHistory)
    .leftJoin(users, eq(users.id, statusHistory.changedBy))
    .where(eq(statusHistory.applicationId, placeholder))
    .orderBy(desc(statusHistory.createdAt))
    .limit(PER_SOURCE)
    .prepare();
  const requestsOf = db
    .select()
    .from(documentRequests)
    .where(eq(documentRequests.applicationId, placeholder))
    .orderBy(desc(documentRequests.requestedAt))
    .limit(PER_SOURCE)
    .prepare();
  const commentsOf = db
    .select({ row: comments, by: users.name })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.applicationId, placeholder))
    .orderBy(desc(comments.createdAt))
    .limit(PER_SOURCE)
    .prepare();
  const filesOf = db
    .select({ row: attachments, by: users.name })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(eq(attachments.applicationId, placeholder))
    .orderBy(desc(attachments.createdAt))
    .limit(PER_SOURCE)
    .prepare();
  const paymentsOf = db
    .select({ row: payments, by: users.name })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.recordedBy))
    .where(eq(payments.applicationId, placeholder))
    .orderBy(desc(payments.createdAt))
    .limit(PER_SOURCE)
    .prepare();
  const eventsOf = db
    .select({ row: applicationEvents, by: actor.name, operator: given.name })
    .from(applicationEvents)
    .leftJoin(actor, eq(actor.id, applicationEvents.actorId))
    .leftJoin(given, eq(given.id, applicationEvents.operatorId))
    .where(eq(applicationEvents.applicationId, placeholder))
    .orderBy(desc(applicationEvents.createdAt))
    .limit(PER_SOURCE)
    .prepare();
  const notesOf = db
    .select({ row: internalNotes, by: users.name })
    .from(internalNotes)
    .leftJoin(users, eq(users.id, internalNotes.authorId))
    .where(eq(internalNotes.applicationId, placeholder))
    .orderBy(desc(internalNotes.createdAt))
    .limit(PER_SOURCE)
    .prepare();
  const nameOf = db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, placeholder))
    .prepare();

  function filed(application: Application): TimelineEntry {
    const filer = application.atCounter ? application.filedBy : application.userId;
    return {
      id: `filed-${application.id}`,
      type: 'filed',
      at: application.createdAt.toISOString(),
      by: filer ? (nameOf.get({ id: filer })?.name ?? null) : null,
      atCounter: application.atCounter,
    };
  }

  function statusEntries(id: string): TimelineEntry[] {
    const requests = new Map<string, Array<{ key: string; label: string; received: boolean }>>();
    for (const request of requestsOf.all({ id }).reverse()) {
      const list = requests.get(request.sendBackId) ?? [];
      list.push({
        key: request.documentKey,
        label: request.label,
        received: request.receivedAt !== null,
      });
      requests.set(request.sendBackId, list);
    }
    // The first status (from nothing to pending) is the filing itself.
    return historyOf.all({ id }).flatMap(({ row, by }): TimelineEntry[] => {
      if (row.fromStatus === null) return [];
      const base = { id: `status-${row.id}`, at: row.createdAt.toISOString(), by };
      const asked = requests.get(row.id);
      if (asked || (row.toStatus as string) === 'needs_documents') {
        return [
          {
            ...base,
            type: 'sent_back',
            from: row.fromStatus,
            reason: row.reason,
            documents: asked ?? [],
          },
        ];
      }
      return [
        {
          ...base,
          type: 'status_changed',
          from: row.fromStatus,
          to: row.toStatus,
          reason: row.reason,
        },
      ];
    });
  }

  function documentEntries(application: Application, audience: TimelineAudience): TimelineEntry[] {
    const rows = filesOf.all({ id: application.id });
    // A newer file names the one it replaced on that one's row (replacedBy).
    const replaced = new Map<string, string>();
    for (const { row } of rows) if (row.replacedBy) replaced.set(row.replacedBy, row.id);
    const fileAt = (attachmentId: string) => documentUrl(application.id, attachmentId);
    // The files sent with the application are part of its filing.
    return rows
      .filter(({ row }) => row.createdAt.getTime() > application.createdAt.getTime())
      .map(({ row, by }) => {
        const earlier = audience === 'operator' ? replaced.get(row.id) : undefined;
        return {
          id: `document-${row.id}`,
          type: 'document_added',
          at: row.createdAt.toISOString(),
          by,
          documentType: row.documentType,
          attachmentId: row.id,
          path: fileAt(row.id),
          result: row.documentType === RESULT_DOCUMENT_TYPE,
          replacedAt: row.replacedAt?.toISOString() ?? null,
          replaces: earlier ? { attachmentId: earlier, path: fileAt(earlier) } : null,
        };
      });
  }

  function eventEntries(id: string, audience: TimelineAudience): TimelineEntry[] {
    return eventsOf.all({ id }).flatMap(({ row, by, operator }): TimelineEntry[] => {
      const base = { id: `event-${row.id}`, at: row.createdAt.toISOString(), by };
      if (row.type === 'documents_received') return [{ ...base, type: 'documents_received' }];
      if (row.type === 'returned') return [{ ...base, type: 'returned' }];
      // Who works it is the centre's business: operators only.
      if (audience === 'citizen') return [];
      return [{ ...base, type: 'assignment', change: row.type, operator }];
    });
  }

  function paymentEntries(id: string): TimelineEntry[] {
    const rows = paymentsOf.all({ id });
    const numbers = new Map(rows.map(({ row }) => [row.id, row.receiptNumber]));
    return rows.map(({ row, by }) => ({
      id: `payment-${row.id}`,
      type: 'payment',
      at: row.createdAt.toISOString(),
      by,
      receiptNumber: row.receiptNumber,
      amount: row.amount,
      method: row.method,
      reverses: row.reversesId ? (numbers.get(row.reversesId) ?? null) : null,
      reason: row.reason,
    }));
  }

  function operatorEntries(id: string): TimelineEntry[] {
    return notesOf.all({ id }).map(({ row, by }) => ({
      id: `note-${row.id}`,
      type: 'note',
      at: row.createdAt.toISOString(),
      by,
      text: row.text,
    }));
  }

  function accessEntries(id: string): TimelineEntry[] {
    return accessLog.ofApplication(id).map(identityAccessView);
  }

  return {
    /** The application's timeline for this audience, newest first. */
    of(application: Application, audience: TimelineAudience): TimelineEntry[] {
      const id = application.id;
      const entries: TimelineEntry[] = [
        filed(application),
        ...statusEntries(id),
        ...documentEntries(application, audience),
        ...commentsOf.all({ id }).map(
          ({ row, by }): TimelineEntry => ({
            id: `comment-${row.id}`,
            type: 'comment',
            at: row.createdAt.toISOString(),
            by,
            text: row.text,
          }),
        ),
        ...paymentEntries(id),
        ...eventEntries(id, audience),
        ...(audience === 'operator' ? operatorEntries(id) : []),
        ...accessEntries(id),
      ];
      return entries.sort(
        (a, b) =>
          b.at.localeCompare(a.at) || rank[b.type] - rank[a.type] || b.id.localeCompare(a.id),
      );
    },
  };
}

export type Timeline = ReturnType<typeof createTimeline>;
