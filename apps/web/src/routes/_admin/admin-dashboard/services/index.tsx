import type { DueFilter } from '@seva/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsList } from '../../../../features/admin/ApplicationsList.tsx';

/**
 * docs/product.md, Operator review: the all-services list (every type, filters, search, paging).
 */
export const Route = createFileRoute('/_admin/admin-dashboard/services/')({
  // `?due=overdue|soon` opens the queue filtered (the overview's overdue link). The rest of the
  // queue's state (filters, search, order, page) is passed on raw and parsed with Zod in the
  // lazy list code (features/admin/queue-search.ts, docs/decisions/070).
  validateSearch: (
    search: Record<string, unknown>,
  ): { due?: DueFilter } & Record<string, unknown> => {
    const { due, ...rest } = search;
    return due === 'overdue' || due === 'soon' ? { ...rest, due } : rest;
  },
  component: AllServices,
});

function AllServices() {
  return <ApplicationsList />;
}
