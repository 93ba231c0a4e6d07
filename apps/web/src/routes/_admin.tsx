import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../features/auth/guard.ts';
import { useSession } from '../lib/session.ts';
import { m } from '../messages/index.ts';
import { mo } from '../messages/operator-screens.ts';
import { AdminSidebar } from '../ui/AdminSidebar.tsx';
import { Loading } from '../ui/Loading.tsx';
import { Shell } from '../ui/Shell.tsx';

/** Operator pages (role admin) under /admin-dashboard. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: (args) => requireRole(args, ['admin']),
  component: AdminLayout,
});

function AdminLayout() {
  const { user } = useSession();
  if (!user) return <Loading />;
  return (
    <Shell
      user={user}
      title={m.brand}
      subtitle={mo.navigation.area}
      navLabel={mo.navigation.sidebar}
      sidebar={(onNavigate) => <AdminSidebar user={user} onNavigate={onNavigate} />}
    />
  );
}
