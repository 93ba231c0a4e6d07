import type { Application, TimelineOptions, TimelineSources } from '@seva/db';
import type { TimelineEntry } from '@seva/schemas';
import { RESULT_DOCUMENT_TYPE } from '@seva/schemas/application-kinds';
import { identityAccessView } from '../../lib/identity-access-log.ts';
import { byKeyOrder } from './send-back.ts';
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

/** How the detail reads the timeline's rows for this audience. */
export function timelineOptions(audience: TimelineAudience): TimelineOptions {
  // Internal notes are operators' only: for a citizen they are not even read.
  return { limit: PER_SOURCE, notes: audience === 'operator' };
}

function filed(application: Application, filerName: string | null): TimelineEntry {
  return {
    id: `filed-${application.id}`,
    type: 'filed',
    at: application.createdAt.toISOString(),
    by: filerName,
    atCounter: application.atCounter,
  };
}

function statusEntries(application: Application, sources: TimelineSources): TimelineEntry[] {
  const requests = new Map<string, Array<{ key: string; label: string; received: boolean }>>();
  for (const request of [...sources.requests].reverse()) {
    const list = requests.get(request.sendBackId) ?? [];
    list.push({
      key: request.documentKey,
      label: request.label,
      received: request.receivedAt !== null,
    });
    requests.set(request.sendBackId, list);
  }
  // A send-back's items in the form's order, as the detail lists them: one order on both
  // databases (the rows of one send-back share their time).
  for (const list of requests.values()) list.sort(byKeyOrder(application.serviceType));
  // The first status (from nothing to pending) is the filing itself.
  return sources.history.flatMap(({ row, by }): TimelineEntry[] => {
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

function documentEntries(
  application: Application,
  sources: TimelineSources,
  audience: TimelineAudience,
): TimelineEntry[] {
  const rows = sources.files;
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

function eventEntries(sources: TimelineSources, audience: TimelineAudience): TimelineEntry[] {
  return sources.events.flatMap(({ row, by, operator }): TimelineEntry[] => {
    const base = { id: `event-${row.id}`, at: row.createdAt.toISOString(), by };
    if (row.type === 'documents_received') return [{ ...base, type: 'documents_received' }];
    if (row.type === 'returned') return [{ ...base, type: 'returned' }];
    // Who works it is the centre's business: operators only.
    if (audience === 'citizen') return [];
    return [{ ...base, type: 'assignment', change: row.type, operator }];
  });
}

function paymentEntries(sources: TimelineSources): TimelineEntry[] {
  const rows = sources.payments;
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

function operatorEntries(sources: TimelineSources): TimelineEntry[] {
  return sources.notes.map(({ row, by }) => ({
    id: `note-${row.id}`,
    type: 'note',
    at: row.createdAt.toISOString(),
    by,
    text: row.text,
  }));
}

/** The application's timeline for this audience, newest first, from its rows (one snapshot). */
export function timelineOf(
  application: Application,
  sources: TimelineSources,
  audience: TimelineAudience,
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    filed(application, sources.filerName),
    ...statusEntries(application, sources),
    ...documentEntries(application, sources, audience),
    ...sources.comments.map(
      ({ row, by }): TimelineEntry => ({
        id: `comment-${row.id}`,
        type: 'comment',
        at: row.createdAt.toISOString(),
        by,
        text: row.text,
      }),
    ),
    ...paymentEntries(sources),
    ...eventEntries(sources, audience),
    ...(audience === 'operator' ? operatorEntries(sources) : []),
    ...sources.identityAccess.map(identityAccessView),
  ];
  return entries.sort(
    (a, b) => b.at.localeCompare(a.at) || rank[b.type] - rank[a.type] || b.id.localeCompare(a.id),
  );
}
