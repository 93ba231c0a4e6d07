import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { m } from '../messages/index.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { NavItems } from './NavItems.tsx';
import { SkipLink } from './SkipLink.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

const loadMobileNav = () => import('./MobileNav.tsx');
const MobileNav = lazy(loadMobileNav);
const NARROW = '(max-width: 47.99em)';

/**
 * The top bar (docs/product.md, Public site); below 768 px the links move into a drawer behind a
 * burger.
 */
export function TopBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // Fetch the drawer ahead of the first tap, once the page is idle, on phones only.
    if (!window.matchMedia(NARROW).matches) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500));
    idle(() => void loadMobileNav());
  }, []);

  return (
    <Box
      component="header"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      bg="var(--mantine-color-body)"
    >
      <SkipLink />
      <Container size="lg" px="sm">
        <Group h={60} justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" fw={800} fz={24} underline="never" c="inherit">
            {m.brand}
          </Anchor>
          <Group gap={6} wrap="nowrap">
            <LanguageSwitch />
            <ThemeToggle />
            <Group component="nav" aria-label={m.nav.mainNavigation} gap={4} visibleFrom="sm">
              <NavItems vertical={false} />
            </Group>
            <Burger
              hiddenFrom="sm"
              opened={opened}
              onClick={() => {
                setWanted(true);
                toggle();
              }}
              aria-label={opened ? m.nav.closeMenu : m.nav.openMenu}
              aria-expanded={opened}
              size="md"
            />
          </Group>
        </Group>
      </Container>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </Box>
  );
}
