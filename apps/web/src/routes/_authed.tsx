import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../features/auth/guard.ts';
import { useSession } from '../lib/session.ts';
import { m } from '../messages/index.ts';
import { DashboardSidebar } from '../ui/DashboardSidebar.tsx';
import { Loading } from '../ui/Loading.tsx';
import { Shell } from '../ui/Shell.tsx';

/** Citizen pages (role user) under /dashboard. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: (args) => requireRole(args, ['user']),
  component: DashboardLayout,
});

function DashboardLayout() {
  const { user } = useSession();
  // Only between logout and leaving the page.
  if (!user) return <Loading />;
  return (
    <Shell
      user={user}
      title={m.dashboard.welcome(user.name)}
      subtitle={m.dashboard.overview}
      navLabel={m.dashboard.sidebar}
      sidebar={(onNavigate) => <DashboardSidebar user={user} onNavigate={onNavigate} />}
    />
  );
}
