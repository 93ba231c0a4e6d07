import { Drawer, Stack } from '@mantine/core';
import { m } from '../messages/index.ts';
import { NavItems } from './NavItems.tsx';

/** The public navigation as a drawer below 768 px. Lazy: the drawer pulls in ~15 kB gzip. */
export default function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="80%"
      title={m.nav.menuTitle}
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': m.nav.closeMenu }}
    >
      <Stack component="nav" aria-label={m.nav.mainNavigation} gap="xs">
        <NavItems vertical onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
