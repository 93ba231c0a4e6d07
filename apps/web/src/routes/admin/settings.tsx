import { createFileRoute, redirect } from '@tanstack/react-router';

/** The old portal's link target, moved under /admin-dashboard (docs/product.md). */
export const Route = createFileRoute('/admin/settings')({
  beforeLoad: () => {
    throw redirect({ to: '/admin-dashboard/settings', replace: true });
  },
});
