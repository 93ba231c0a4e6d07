import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ServiceType } from '@seva/schemas';
import { IconAlarm } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { mo } from '../../messages/operator-screens.ts';
import { mw } from '../../messages/operator-workflow.ts';
import { SERVICE_TYPES } from './kinds.ts';
import { formatTotal } from './totals.ts';

const t = mw.overview;

/** The overview's overdue applications per type, and the way to the overdue queue. */
export function OverdueCounts({ counts }: { counts: Record<ServiceType, number> }) {
  const navigate = useNavigate();
  const total = SERVICE_TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={t.overdueTitle}
      data-testid="overview-overdue"
      style={total > 0 ? { borderLeft: '4px solid var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <IconAlarm size={20} aria-hidden color="var(--mantine-color-red-6)" />
            <Title order={3} size="h4">
              {t.overdueTitle}
            </Title>
          </Group>
          {total > 0 ? (
            <Button
              onClick={() =>
                navigate({ to: '/admin-dashboard/services', search: { due: 'overdue' } })
              }
              size="xs"
              variant="light"
              color="red"
            >
              {t.showOverdue}
            </Button>
          ) : null}
        </Group>
        {total === 0 ? (
          <Text size="sm" c="dimmed">
            {t.overdueNone}
          </Text>
        ) : (
          <Group gap="lg" wrap="wrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {SERVICE_TYPES.map((type) => (
              <li key={type} data-testid={`overdue-${type}`}>
                <Text size="sm" fw={(counts[type] ?? 0) > 0 ? 600 : undefined}>
                  {t.overdueLink(mo.types[type], formatTotal(counts[type] ?? 0))}
                </Text>
              </li>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
