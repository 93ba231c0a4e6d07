import { Stack, Text, Title } from '@mantine/core';
import type { StatusChangeView } from '@seva/schemas';
import { formatDateTime } from '../../lib/dates.ts';
import { mo } from '../../messages/operator-screens.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

const t = mo.history;

type Change = Omit<StatusChangeView, '_id'>;

function Status({ status }: { status: Change['fromStatus'] }) {
  if (!status)
    return (
      <Text span size="sm">
        {t.created}
      </Text>
    );
  return <StatusBadge status={status} size="sm" />;
}

/**
 * Who moved the application, when, from → to (docs/product.md, Applications: statuses). Oldest
 * first.
 */
export function StatusHistory({ history }: { history: readonly Change[] }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t.title}
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {history.map((change) => (
            <li key={`${change.createdAt}-${change.toStatus}`} data-testid="status-change">
              <Text
                size="sm"
                component="div"
                style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Status status={change.fromStatus} />
                <span aria-hidden>→</span>
                <Status status={change.toStatus} />
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(change.createdAt)} · {t.by(change.changedBy ?? t.unknown)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
