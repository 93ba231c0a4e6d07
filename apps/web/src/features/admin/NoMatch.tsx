import { Button, Paper, Stack, Text } from '@mantine/core';
import { mq } from '../../messages/operator-queue.ts';

/**
 * A filter or search that found nothing (docs/decisions/070): says so and offers to clear the
 * filters, never that the list is empty. The seeds' empty texts stay for truly empty lists.
 */
export function NoMatch({
  text,
  onClear,
  testId = 'services-empty',
}: {
  text: string;
  onClear: () => void;
  testId?: string;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="sm" align="center">
        <Text ta="center" c="dimmed" data-testid={testId}>
          {text}
        </Text>
        <Button variant="light" onClick={onClear}>
          {mq.clearFilters}
        </Button>
      </Stack>
    </Paper>
  );
}
