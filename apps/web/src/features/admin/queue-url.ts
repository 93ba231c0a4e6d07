import type { DueFilter } from '@seva/schemas';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { mq } from '../../messages/operator-queue.ts';
import { compact, parseQueueSearch, type QueueSearch } from './queue-search.ts';

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
  const raw = useSearch({ strict: false });
  const key = JSON.stringify(raw);
  // biome-ignore lint/correctness/useExhaustiveDependencies: parsed again only when the URL changes
  const url = useMemo(() => {
    const parsed = parseQueueSearch(raw);
    return initialDue && !parsed.due ? { ...parsed, due: initialDue } : parsed;
  }, [key, initialDue]);
  const navigate = useNavigate();
  const setUrl = useCallback(
    (next: QueueSearch, options: { push?: boolean } = {}) => {
      void navigate({ to: '.', search: compact(next), replace: !options.push });
    },
    [navigate],
  );
  return [url, setUrl] as const;
}

const HOUR = 3_600_000;

/** How long an item has waited since it was filed ('3 days'). */
export function waitedText(createdAt: string, now: number = Date.now()): string {
  const waited = Math.max(0, now - Date.parse(createdAt));
  return mq.waitedFor(Math.floor(waited / (24 * HOUR)), Math.floor(waited / HOUR));
}
