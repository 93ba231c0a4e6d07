import type { DueFilter } from '@seva/schemas';
import { useCallback } from 'react';
import { useUrlState } from '../../lib/url-state.ts';
import { mq } from '../../messages/operator-queue.ts';
import { parseQueueSearch, type QueueSearch } from './queue-search.ts';

export {
  cursorOf,
  isFiltered,
  listInput,
  listState,
  type QueueSearch,
  sortOf,
} from './queue-search.ts';

/**
 * The queue's state read from and written to the URL (docs/decisions/070). A filter change
 * replaces the entry; a page change, or clearing the filters, pushes one (Back undoes it).
 */
export function useQueueUrl(initialDue?: DueFilter) {
  const parse = useCallback(
    (raw: unknown) => {
      const parsed = parseQueueSearch(raw);
      return initialDue && !parsed.due ? { ...parsed, due: initialDue } : parsed;
    },
    [initialDue],
  );
  return useUrlState<QueueSearch>(parse);
}

const HOUR = 3_600_000;

/** How long an item has waited since it was filed ('3 days'). */
export function waitedText(createdAt: string, now: number = Date.now()): string {
  const waited = Math.max(0, now - Date.parse(createdAt));
  return mq.waitedFor(Math.floor(waited / (24 * HOUR)), Math.floor(waited / HOUR));
}
