import type { Application } from '../schema.ts';
import type { Keyset } from './keyset.ts';

/**
 * The operators' queue of applications (docs/decisions/070, 067, 071): one page with its
 * total, the overdue counts and the overview's counts. Read only; the applications feature's
 * writes go through their own units (docs/decisions/078, step 5).
 */
export interface ApplicationsQueueRepository {
  /**
   * One page of the queue in the asked order, after the order's key, and the total for the
   * same filter. A promised-date filter alone (with a type or status at most) is added up from
   * the tallies the database keeps by trigger (decision 071); a search whose every word is
   * common counts only up to `broadCountCap` and says so.
   */
  page(query: QueueQuery): Promise<QueuePage>;

  /** Running applications promised before `today` (`yyyy-mm-dd`), per type, from the tallies. */
  overdueByType(today: string): Promise<TypeCount[]>;

  /** The overview's counts: every application per status and per type, and overdue per type. */
  counts(today: string): Promise<QueueCounts>;
}

/** The statuses whose promise is running, as the tallies' triggers count them. */
export const runningStatuses = ['pending', 'in_progress'] as const satisfies ReadonlyArray<
  Application['status']
>;

/** Where a promised-date page stopped: the (due_on, id) of its last row (null due_on as ''). */
export interface DueKeyset {
  dueOn: string;
  id: string;
}

export type QueueOrder =
  /** created_at, then id, both descending. */
  | { by: 'newest'; after: Keyset | null }
  /** created_at, then id, both ascending. */
  | { by: 'oldest'; after: Keyset | null }
  /** due_on (rows without one first), then id, ascending. */
  | { by: 'due'; after: DueKeyset | null };

export interface QueueQuery {
  serviceType?: Application['serviceType'];
  status?: Application['status'];
  /**
   * Running and promised before `before` (overdue), or running and promised from `from` to
   * `until`, both included (due soon). Dates are `yyyy-mm-dd`, India's calendar.
   */
  due?: { before: string } | { from: string; until: string };
  /** An operator's id, or null for unassigned ones; any when left out. */
  assignedTo?: string | null;
  /**
   * Each word must start some search term of the application. `identityTerm` (a whole
   * identity number's blind-index term) replaces the words when some term starts with it.
   */
  search?: { words: string[]; identityTerm: string | null };
  order: QueueOrder;
  limit: number;
  /** A broad search's total stops here (and `totalIsCapped` says so). */
  broadCountCap: number;
}

/** One application of the queue with its citizen and the operator it is assigned to. */
export interface QueueRow {
  id: string;
  reference: string;
  serviceType: Application['serviceType'];
  status: Application['status'];
  applicantName: string | null;
  createdAt: Date;
  updatedAt: Date;
  dueOn: string | null;
  user: { id: string; name: string; email: string | null; mobile: string | null };
  assignee: { id: string; name: string } | null;
}

export interface QueuePage {
  rows: QueueRow[];
  /** Whether a page follows the last row. */
  more: boolean;
  total: number;
  totalIsCapped: boolean;
}

/** How many of one type (the tallies keep the type as plain text). */
export interface TypeCount {
  serviceType: string;
  n: number;
}

export interface QueueCounts {
  byStatus: Array<{ status: Application['status']; n: number }>;
  byType: TypeCount[];
  overdueByType: TypeCount[];
}

/**
 * A search drives from its most selective word when that word matches fewer terms than this;
 * when every word matches at least this many, the search is broad.
 */
export const SELECTIVE_SEARCH = 2000;
