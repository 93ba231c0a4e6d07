import { Button, Divider, NavLink, Stack } from '@mantine/core';
import type { SessionUser } from '@seva/schemas';
import { IconFileText, IconId, IconLayoutList, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLogout } from '../features/auth/use-logout.ts';
import { m } from '../messages/index.ts';
import { SidebarUser } from './SidebarUser.tsx';

const icon = { size: 20, 'aria-hidden': true } as const;

/** Seed §2 "Dashboard layout": the citizen's sidebar. */
export function DashboardSidebar({
  user,
  onNavigate,
}: {
  user: SessionUser;
  onNavigate: () => void;
}) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { logout, isPending } = useLogout();
  const at = (path: string) => pathname === path || pathname === `${path}/`;
  const link = { onClick: onNavigate, className: 'seva-nav-link' } as const;

  return (
    <Stack gap={4}>
      <SidebarUser user={user} />
      <NavLink
        {...link}
        component={Link}
        to="/dashboard/profile"
        label={m.dashboard.profile}
        leftSection={<IconUser {...icon} />}
        active={at('/dashboard') || at('/dashboard/profile')}
      />
      <NavLink
        {...link}
        component={Link}
        to="/dashboard/services"
        label={m.dashboard.myServices}
        leftSection={<IconLayoutList {...icon} />}
        active={at('/dashboard/services')}
      />
      <NavLink
        label={m.dashboard.panCard}
        leftSection={<IconId {...icon} />}
        className="seva-nav-link"
        defaultOpened={pathname.startsWith('/dashboard/services/pan-card')}
      >
        <NavLink
          {...link}
          component={Link}
          to="/dashboard/services/pan-card"
          label={m.dashboard.apply}
          active={at('/dashboard/services/pan-card')}
        />
        <NavLink
          {...link}
          component={Link}
          to="/dashboard/services/pan-card/list"
          label={m.dashboard.myApplications}
          active={at('/dashboard/services/pan-card/list')}
        />
      </NavLink>
      <NavLink
        label={m.dashboard.itrService}
        leftSection={<IconFileText {...icon} />}
        className="seva-nav-link"
        defaultOpened={pathname.startsWith('/dashboard/services/itr')}
      >
        <NavLink
          {...link}
          component={Link}
          to="/dashboard/services/itr"
          label={m.dashboard.apply}
          active={at('/dashboard/services/itr')}
        />
        <NavLink
          {...link}
          component={Link}
          to="/dashboard/services/itr/list"
          label={m.dashboard.myApplications}
          active={at('/dashboard/services/itr/list')}
        />
      </NavLink>
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
    </Stack>
  );
}
