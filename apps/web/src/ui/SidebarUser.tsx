import { Avatar, Group, Text } from '@mantine/core';
import type { SessionUser } from '@seva/schemas';
import { initialOf } from '../lib/session.ts';

export function SidebarUser({ user }: { user: SessionUser }) {
  return (
    <Group gap="sm" wrap="nowrap" mb="md">
      <Avatar radius="xl" size="lg" color="indigo" variant="filled" aria-hidden>
        {initialOf(user.name)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text fw={600} truncate data-testid="sidebar-name">
          {user.name}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {user.email}
        </Text>
      </div>
    </Group>
  );
}
