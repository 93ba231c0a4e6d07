import { Button, Divider, NavLink, Stack } from '@mantine/core';
import type { SessionUser } from '@seva/schemas';
import {
  type ServiceType,
  serviceTypeOfDetailSlug,
  serviceTypeSlugs,
  serviceTypes,
} from '@seva/schemas/service-types';
import {
  IconBriefcase,
  IconFileCertificate,
  IconFileText,
  IconId,
  IconLayoutList,
  IconLogout,
  IconPhotoScan,
  IconShoppingBag,
  IconUser,
} from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useLogout } from '../lib/use-logout.ts';
import { mc } from '../messages/common-screens.ts';
import { m } from '../messages/index.ts';
import { SidebarUser } from './SidebarUser.tsx';

const icon = { size: 20, 'aria-hidden': true } as const;

/** An application's detail page, reached from My Services: /dashboard/services/{word}/{id}. */
function isDetailPage(pathname: string): boolean {
  const [, dashboard, services, word, id, rest] = pathname.replace(/\/$/, '').split('/');
  return (
    dashboard === 'dashboard' &&
    services === 'services' &&
    serviceTypeOfDetailSlug(word ?? '') !== undefined &&
    id !== undefined &&
    id !== 'list' &&
    rest === undefined
  );
}

/** One group per type: the old portal had PAN Card and ITR Service; RTPS and Job Card match. */
const groupLooks: Record<ServiceType, { label: string; icon: typeof IconId }> = {
  PanCard: { label: m.dashboard.panCard, icon: IconId },
  RTPS: { label: mc.applications.sidebar.rtps, icon: IconFileCertificate },
  JobCard: { label: mc.applications.sidebar.jobCard, icon: IconBriefcase },
  ITR: { label: m.dashboard.itrService, icon: IconFileText },
};
const groups = serviceTypes.map((type) => ({
  type: serviceTypeSlugs[type].form,
  ...groupLooks[type],
}));

/**
 * A collapsible group (PAN Card, RTPS, Job Card, ITR Service): a real button, reachable by Tab,
 * that tells screen readers whether its links are shown (docs/decisions/069). Mantine's NavLink
 * would render an anchor without href, which the keyboard skips.
 */
function SidebarGroup({
  label,
  leftSection,
  defaultOpened,
  children,
}: {
  label: string;
  leftSection: ReactNode;
  defaultOpened: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(defaultOpened);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={leftSection}
      className="seva-nav-link"
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
    >
      {children}
    </NavLink>
  );
}

/** The citizen's sidebar (docs/product.md, Public site). */
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
        activeOptions={{ exact: true }}
        label={m.dashboard.myServices}
        leftSection={<IconLayoutList {...icon} />}
        active={at('/dashboard/services') || isDetailPage(pathname)}
      />
      {groups.map((group) => (
        <SidebarGroup
          key={group.type}
          label={group.label}
          leftSection={<group.icon {...icon} />}
          defaultOpened={pathname.startsWith(`/dashboard/services/${group.type}`)}
        >
          <NavLink
            {...link}
            component={Link}
            to={`/dashboard/services/${group.type}`}
            activeOptions={{ exact: true }}
            label={m.dashboard.apply}
            active={at(`/dashboard/services/${group.type}`)}
          />
          <NavLink
            {...link}
            component={Link}
            to={`/dashboard/services/${group.type}/list`}
            activeOptions={{ exact: true }}
            label={m.dashboard.myApplications}
            active={at(`/dashboard/services/${group.type}/list`)}
          />
        </SidebarGroup>
      ))}
      <NavLink
        {...link}
        component={Link}
        to="/dashboard/orders"
        label={m.dashboard.myOrders}
        leftSection={<IconShoppingBag {...icon} />}
        active={pathname.startsWith('/dashboard/orders')}
      />
      <NavLink
        {...link}
        component={Link}
        to="/document-tester"
        label={m.dashboard.myDocuments}
        leftSection={<IconPhotoScan {...icon} />}
        active={at('/document-tester')}
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
    </Stack>
  );
}
