import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list's "Loading…" line: a small spinner and the screen's own text. */
export function LoadingLine({ text, size }: { text: string; size?: 'sm' }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text size={size}>{text}</Text>
    </Group>
  );
}

/** A list that could not be loaded: the screen's message and, when it can, a retry button. */
export function LoadFailed({
  message,
  retry,
}: {
  message: string;
  retry?: { label: string; onRetry: () => unknown };
}) {
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">{message}</Text>
        {retry ? (
          <Button size="xs" variant="white" color="red" onClick={() => void retry.onRetry()}>
            {retry.label}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

/** An empty list's panel with its text, centred. */
export function EmptyPanel({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Text ta="center" c="dimmed" data-testid={testId}>
        {children}
      </Text>
    </Paper>
  );
}
