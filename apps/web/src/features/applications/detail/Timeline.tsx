import { Group, Stack, Text } from '@mantine/core';
import type { StatusChangeView } from '@seva/schemas';
import { formatDateTime } from '../../../lib/dates.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

export interface TimelineTexts {
  /** The first step, before any status: the citizen's submission. */
  submitted: string;
  /** Who made a change. */
  by: (name: string) => string;
  empty: string;
}

/**
 * An application's status history, oldest first, as both detail pages show it: the submission,
 * then each move from → to, with when and by whom. Applications from before the history kept
 * their submission get it from `createdAt`.
 */
export function Timeline({
  history,
  createdAt,
  texts,
}: {
  history: readonly StatusChangeView[];
  createdAt: string;
  texts: TimelineTexts;
}) {
  const hasSubmission = history.some((change) => !change.fromStatus);
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {hasSubmission ? null : (
        <li>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm">{texts.submitted}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(createdAt)}
            </Text>
          </Group>
        </li>
      )}
      {history.map((change) => (
        <li key={change._id} data-testid="status-change">
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Group gap={6}>
              {change.fromStatus ? (
                <>
                  <StatusBadge status={change.fromStatus} size="sm" />
                  <Text span size="sm" aria-hidden>
                    →
                  </Text>
                </>
              ) : (
                <Text span size="sm">
                  {texts.submitted}
                </Text>
              )}
              <StatusBadge status={change.toStatus} size="sm" />
            </Group>
            <Text size="xs" c="dimmed">
              {formatDateTime(change.createdAt)}
              {change.changedBy ? ` · ${texts.by(change.changedBy)}` : ''}
            </Text>
          </Group>
        </li>
      ))}
      {history.length === 0 ? (
        <li>
          <Text size="sm" c="dimmed">
            {texts.empty}
          </Text>
        </li>
      ) : null}
    </Stack>
  );
}
