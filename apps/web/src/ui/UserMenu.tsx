import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@seva/schemas';
import { IconLogout } from '@tabler/icons-react';
import { initialOf } from '../lib/session.ts';
import { useLogout } from '../lib/use-logout.ts';
import { m } from '../messages/index.ts';

/** The header avatar (first letter of the name); hovering or tapping it offers Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { logout } = useLogout();
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={250} position="bottom-end" shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={m.dashboard.account} data-testid="user-menu">
          <Avatar radius="xl" size={44} color="indigo" variant="filled">
            {initialOf(user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown miw={200}>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate maw={240}>
            {user.name}
          </Text>
          <Text size="xs" truncate maw={240}>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden />} onClick={logout}>
          {m.nav.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
