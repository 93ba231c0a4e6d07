import { AppShell, Burger, Drawer, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SessionUser } from '@seva/schemas';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { m } from '../messages/index.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { UserMenu } from './UserMenu.tsx';

interface ShellProps {
  user: SessionUser;
  title: string;
  subtitle?: string;
  navLabel: string;
  /** The sidebar; `onNavigate` closes the phone drawer after a link is followed. */
  sidebar: (onNavigate: () => void) => ReactNode;
}

/**
 * The dashboards' frame (docs/product.md, Public site): header plus a sidebar that is open on wide
 * screens and collapsible; below 768 px (Mantine `sm`) it becomes a drawer with an overlay.
 */
export function Shell({ user, title, subtitle, navLabel, sidebar }: ShellProps) {
  const [desktopOpened, desktop] = useDisclosure(true);
  const [mobileOpened, mobile] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 68 }}
      navbar={{
        width: 270,
        breakpoint: 'sm',
        collapsed: { mobile: true, desktop: !desktopOpened },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              hiddenFrom="sm"
              opened={mobileOpened}
              onClick={mobile.toggle}
              aria-label={m.dashboard.toggleSidebar}
              aria-expanded={mobileOpened}
            />
            <Burger
              visibleFrom="sm"
              opened={false}
              onClick={desktop.toggle}
              aria-label={m.dashboard.toggleSidebar}
              aria-expanded={desktopOpened}
            />
            <div style={{ minWidth: 0 }} data-testid="shell-title">
              {/*
                Not the H1: each screen has its own (ScreenTitle, docs/decisions/069). On a phone
                nothing here is cut off: the greeting may take two lines, and the second line
                (a general subtitle) is left to wider screens, where it fits.
              */}
              <Text
                component="p"
                fw={700}
                fz={{ base: 'sm', sm: 'lg' }}
                lh={1.25}
                lineClamp={2}
                m={0}
                style={{ overflowWrap: 'anywhere' }}
              >
                {title}
              </Text>
              {subtitle ? (
                <Text size="sm" c="dimmed" truncate visibleFrom="sm">
                  {subtitle}
                </Text>
              ) : null}
            </div>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ThemeToggle />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar component="nav" aria-label={navLabel}>
        <AppShell.Section grow component={ScrollArea} p="md">
          {sidebar(() => {})}
        </AppShell.Section>
      </AppShell.Navbar>
      <Drawer
        opened={mobileOpened}
        onClose={mobile.close}
        size={280}
        hiddenFrom="sm"
        withCloseButton={false}
        padding="md"
      >
        <nav aria-label={navLabel}>{sidebar(mobile.close)}</nav>
      </Drawer>
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
