import type { DueFilter } from '@seva/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsList } from '../../../../features/admin/ApplicationsList.tsx';

/**
 * docs/product.md, Operator review: the all-services list (every type, filters, search, paging).
 */
export const Route = createFileRoute('/_admin/admin-dashboard/services/')({
  // `?due=overdue|soon` opens the queue filtered (the overview's overdue link).
  validateSearch: (search: Record<string, unknown>): { due?: DueFilter } =>
    search.due === 'overdue' || search.due === 'soon' ? { due: search.due } : {},
  component: AllServices,
});

function AllServices() {
  const { due } = Route.useSearch();
  return <ApplicationsList key={due ?? 'all'} initialDue={due} />;
}
