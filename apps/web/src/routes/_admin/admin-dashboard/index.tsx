import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/auth/session.ts';
import { m } from '../../../messages/index.ts';

/** Placeholder overview; counts, type cards and recent applications come in the next issues. */
export const Route = createFileRoute('/_admin/admin-dashboard/')({
  component: AdminOverview,
});

function AdminOverview() {
  const { user } = useSession();
  return (
    <Stack gap="xs">
      <Title order={2}>{m.admin.title}</Title>
      <Text>{m.dashboard.welcome(user?.name ?? '')}</Text>
    </Stack>
  );
}
