import { createFileRoute } from '@tanstack/react-router';
import { Overview } from '../../../features/admin/Overview.tsx';

/** The overview (docs/product.md, Operator review): counts, type cards, recent applications. */
export const Route = createFileRoute('/_admin/admin-dashboard/')({
  component: Overview,
});
