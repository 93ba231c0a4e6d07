import { Button, Divider, NavLink, Stack } from '@mantine/core';
import type { SessionUser } from '@seva/schemas';
import {
  IconBuildingStore,
  IconHelp,
  IconInbox,
  IconLayoutDashboard,
  IconLayoutList,
  IconLogout,
  IconReceipt,
  IconReportMoney,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLogout } from '../lib/use-logout.ts';
import { m } from '../messages/index.ts';
import { mo } from '../messages/operator-screens.ts';
import { SidebarUser } from './SidebarUser.tsx';

const icon = { size: 20, 'aria-hidden': true } as const;

/** The operator's sidebar: Dashboard, Services, Users, Settings, Logout and Support. */
export function AdminSidebar({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { logout, isPending } = useLogout();
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const link = { onClick: onNavigate, className: 'seva-nav-link' } as const;

  return (
    <Stack gap={4}>
      <SidebarUser user={user} />
      <NavLink
        {...link}
        component={Link}
        to="/admin-dashboard"
        activeOptions={{ exact: true }}
        label={mo.navigation.dashboard}
        leftSection={<IconLayoutDashboard {...icon} />}
        active={pathname === '/admin-dashboard' || pathname === '/admin-dashboard/'}
      />
      <NavLink
        {...link}
        component={Link}
        to="/admin-dashboard/services"
        label={mo.navigation.services}
        leftSection={<IconLayoutList {...icon} />}
        active={under('/admin-dashboard/services') || under('/admin-dashboard/service')}
      />
      <NavLink
        {...link}
        component={Link}
        to="/admin-dashboard/counter"
        label={mo.navigation.counter}
        leftSection={<IconBuildingStore {...icon} />}
        active={under('/admin-dashboard/counter')}
      />
      <NavLink
        {...link}
        component={Link}
        to="/admin-dashboard/orders"
        label={mo.navigation.orders}
        leftSection={<IconReceipt {...icon} />}
        active={under('/admin-dashboard/orders')}
      />
      <NavLink
        {...link}
        component={Link}
        to="/admin-dashboard/inbox"
        label={mo.navigation.inbox}
        leftSection={<IconInbox {...icon} />}
        active={under('/admin-dashboard/inbox')}
      />
      <NavLink
        {...link}
        component={Link}
        to="/admin-dashboard/users"
        label={mo.navigation.users}
        leftSection={<IconUsers {...icon} />}
        active={under('/admin-dashboard/users')}
      />
      <NavLink
        {...link}
        component={Link}
        to="/admin-dashboard/register"
        label={mo.navigation.register}
        leftSection={<IconReportMoney {...icon} />}
        active={under('/admin-dashboard/register')}
      />
      <NavLink
        {...link}
        component={Link}
        to="/admin-dashboard/settings"
        label={mo.navigation.settings}
        leftSection={<IconSettings {...icon} />}
        active={under('/admin-dashboard/settings')}
      />
      <Divider my="sm" />
      <Button
        variant="subtle"
        color="red"
        justify="flex-start"
        fw={500}
        fz="sm"
        px={12}
        leftSection={<IconLogout {...icon} />}
        loading={isPending}
        onClick={() => {
          onNavigate();
          logout();
        }}
      >
        {m.nav.logout}
      </Button>
      <NavLink
        {...link}
        // Help for operators (docs/decisions/070), not the public contact form.
        href="/admin-dashboard/help"
        label={mo.navigation.support}
        leftSection={<IconHelp {...icon} />}
      />
    </Stack>
  );
}
