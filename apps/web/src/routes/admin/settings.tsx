import { createFileRoute, redirect } from '@tanstack/react-router';

/** PRODUCT 7: the seeds' link target moved under /admin-dashboard. */
export const Route = createFileRoute('/admin/settings')({
  beforeLoad: () => {
    throw redirect({ to: '/admin-dashboard/settings', replace: true });
  },
});
