import type {
  ApplicationEvent,
  Attachment,
  Comment,
  DocumentRequest,
  IdentityAccessEntry,
  InternalNote,
  Payment,
  StatusChange,
} from '../schema.ts';
import type { ApplicationRecord } from './applications.ts';
import type { NoteEntry } from './notes.ts';

/**
 * One application's timeline (docs/decisions/065, 078 step 5), read only: the rows of each table
 * that records something about it, read by the application's own index. The merge, the
 * entries' shapes and what a citizen may see are the service's (`timeline.ts`).
 */
export interface ApplicationsTimelineRepository {
  /**
   * The rows of one application's timeline, in one snapshot (a deferred transaction on SQLite,
   * repeatable read on PostgreSQL): each source newest first (its time, then id descending), at
   * most `limit` rows of each; the identity access log's at most `identityAccessReadLimit`.
   * Internal notes are read only when `notes` asks for them (operators). Names are of the
   * accounts as they are now: null once an account is gone.
   */
  sources(subject: TimelineSubject, options: TimelineOptions): Promise<TimelineSources>;
}

export interface TimelineSubject {
  id: string;
  /** Who filed it (the operator at the counter, or the owner online): their name is read. */
  filerId: string | null;
}

export interface TimelineOptions {
  /** The most rows of each source. */
  limit: number;
  /** Whether the operators' internal notes are read. */
  notes: boolean;
}

/** A row with the name of the account that made it. */
export interface NamedRow<Row> {
  row: Row;
  by: string | null;
}

export interface TimelineSources {
  filerName: string | null;
  history: Array<NamedRow<StatusChange>>;
  /** The send-backs' items (requested_at, then id, descending). */
  requests: DocumentRequest[];
  comments: Array<NamedRow<Comment>>;
  files: Array<NamedRow<Attachment>>;
  payments: Array<NamedRow<Payment>>;
  /** With the name of the operator an assignment event names. */
  events: Array<NamedRow<ApplicationEvent> & { operator: string | null }>;
  /** Empty unless asked for. */
  notes: Array<NamedRow<InternalNote>>;
  identityAccess: IdentityAccessEntry[];
}

/**
 * The timeline's sources an application's detail read already holds (ApplicationsRepository
 * `detail`), taken from it instead of read again in the same snapshot: the same rows, with the
 * same names. The filer's name is the owner's (online) or the counter operator's, both read
 * for the record; the send-back items are all of them oldest first (requested_at, then id),
 * so reversed they are the timeline's order exactly; the notes are all of them, in the
 * timeline's order. The history is the record's (every row, with who changed it) unless it
 * has more rows than `limit`: which rows of a tie at the cut are kept is then the database's,
 * and it is read. Its ties in time go by id compared as JavaScript compares strings.
 */
export function knownTimelineSources(
  read: { record: ApplicationRecord; requests: DocumentRequest[]; notes: NoteEntry[] },
  options: TimelineOptions,
): Partial<TimelineSources> {
  const { application, owner, filerName, history } = read.record;
  return {
    filerName: application.atCounter ? filerName : (owner?.name ?? null),
    requests: [...read.requests].reverse().slice(0, options.limit),
    ...(options.notes
      ? {
          notes: read.notes
            .slice(0, options.limit)
            .map(({ note, authorName }) => ({ row: note, by: authorName })),
        }
      : { notes: [] }),
    ...(history.length <= options.limit
      ? {
          history: history
            .map(({ changedByName, ...row }) => ({ row, by: changedByName }))
            .sort(
              (a, b) =>
                b.row.createdAt.getTime() - a.row.createdAt.getTime() ||
                (a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0),
            ),
        }
      : {}),
  };
}
