import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsList } from '../../../../features/admin/ApplicationsList.tsx';

/**
 * docs/product.md, Operator review: the all-services list (every type, filters, search, paging).
 */
export const Route = createFileRoute('/_admin/admin-dashboard/services/')({
  component: () => <ApplicationsList />,
});
