import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, Button, Divider, NavLink, Stack, VisuallyHidden } from '@mantine/core';
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
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { LOCALE } from '../lib/language.ts';
import { live } from '../lib/live.ts';
import { trpc } from '../lib/trpc.ts';
import { useLogout } from '../lib/use-logout.ts';
import { m } from '../messages/index.ts';
import { mo } from '../messages/operator-screens.ts';
import { SidebarUser } from './SidebarUser.tsx';

const icon = { size: 20, 'aria-hidden': true } as const;
const numberFormat = new Intl.NumberFormat(LOCALE);

/**
 * A count beside a link (docs/decisions/072): the number shown, and read out after the
 * link's name as words ("Services, 3 overdue"); nothing when there is nothing to do.
 */
function CountBadge({
  count,
  says,
  color,
  name,
}: {
  count: number | undefined;
  says: (count: string) => string;
  color: string;
  name: string;
}) {
  if (!count) return null;
  const text = numberFormat.format(count);
  return (
    <>
      <Badge size="sm" color={color} aria-hidden data-testid={`badge-${name}`}>
        {text}
      </Badge>
      <VisuallyHidden>{`, ${says(text)}`}</VisuallyHidden>
    </>
  );
}

/** The operator's sidebar: Dashboard, Services, Users, Settings, Logout and Support. */
export function AdminSidebar({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { logout, isPending } = useLogout();
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const link = { onClick: onNavigate, className: 'seva-nav-link' } as const;
  // Polled like the lists (docs/decisions/070), so the counts follow new work.
  const badges = useQuery({ ...trpc.admin.badges.queryOptions(), ...live }).data;
  const nav = mo.navigation;

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
        rightSection={
          <CountBadge count={badges?.overdue} says={nav.overdueCount} color="red" name="overdue" />
        }
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
        rightSection={
          <CountBadge
            count={badges?.unpaidOrders}
            says={nav.unpaidCount}
            color="orange"
            name="unpaid"
          />
        }
        active={under('/admin-dashboard/orders')}
      />
      <NavLink
        {...link}
        component={Link}
        to="/admin-dashboard/inbox"
        label={mo.navigation.inbox}
        leftSection={<IconInbox {...icon} />}
        rightSection={
          <CountBadge
            count={badges?.unhandledMessages}
            says={nav.unhandledCount}
            color="blue"
            name="unhandled"
          />
        }
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
