import {
  applicationStatusSchema,
  dueFilterSchema,
  queueSortSchema,
  serviceTypeSchema,
} from '@seva/schemas';
import { z } from 'zod';
import { compactSearch } from '../../lib/url-state.ts';

/**
 * The queue's state in the URL (docs/decisions/070-operator-queue.md): filters, search, order
 * and the page (the stack of cursors that opened it), so Back from a detail page returns to
 * the same page and a link can be shared. Anything unreadable is dropped, never an error.
 * Parsed in the lazy list code: the routes' own validateSearch stays in the entry chunk and
 * only passes the raw values on.
 */
export const queueSearchSchema = z.object({
  type: serviceTypeSchema.optional().catch(undefined),
  status: applicationStatusSchema.optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  due: dueFilterSchema.optional().catch(undefined),
  assigned: z.string().trim().min(1).max(64).optional().catch(undefined),
  sort: queueSortSchema.optional().catch(undefined),
  pages: z.array(z.string().min(1).max(300)).max(100).optional().catch(undefined),
  /** On a detail page: which list it was opened from (Back and Next in queue return there). */
  from: z.enum(['all', 'type']).optional().catch(undefined),
});
export type QueueSearch = z.infer<typeof queueSearchSchema>;

export function parseQueueSearch(raw: unknown): QueueSearch {
  const parsed = queueSearchSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
}

/** The default order: the one waiting longest first; the promised date when a date filter is on. */
export function sortOf(search: Pick<QueueSearch, 'sort' | 'due'>) {
  return search.sort ?? (search.due ? 'due' : 'oldest');
}

/** The list's own state, without the detail page's `from`. */
export function listState(search: QueueSearch): QueueSearch {
  const { from: _from, ...list } = search;
  return compactSearch(list);
}

/** Whether anything narrows the list (then an empty page is "no match", not an empty queue). */
export function isFiltered(search: QueueSearch, fixedType?: boolean): boolean {
  return Boolean(
    (!fixedType && search.type) || search.status || search.q || search.due || search.assigned,
  );
}

/** The list's query input for this URL (without the page). */
export function listInput(search: QueueSearch, fixedType?: QueueSearch['type']) {
  return {
    type: fixedType ?? search.type,
    status: search.status,
    search: search.q || undefined,
    due: search.due,
    assigned: search.assigned,
    sort: sortOf(search),
  };
}

/** The current page's cursor: the last of the stack (page 1 has none). */
export const cursorOf = (search: QueueSearch) => search.pages?.at(-1);
