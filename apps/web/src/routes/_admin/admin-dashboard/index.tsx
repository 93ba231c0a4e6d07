import { createFileRoute } from '@tanstack/react-router';
import { Overview } from '../../../features/admin/Overview.tsx';

/** PRODUCT 7: counts by status and type, the 'Select a Service Type' cards, recent applications. */
export const Route = createFileRoute('/_admin/admin-dashboard/')({
  component: Overview,
});
