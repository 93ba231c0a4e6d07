import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { OutboxItem } from '@seva/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { mn } from '../../messages/notifications.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';

const t = mn.outbox;

const statusColors: Record<OutboxItem['status'], string> = {
  waiting: 'yellow',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  expired: 'gray',
};

/** Only these can be sent again by hand; the server says the same (`outboxMessages`). */
const retryable = (item: OutboxItem) => item.status === 'failed' || item.status === 'waiting';

/** A row that went out is gone from the table, its button with it: the focus stays near. */
function keepFocusNear(heading: HTMLElement | null) {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) heading?.focus();
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/**
 * Settings → Notifications (docs/product.md 36–37, issue 17 item 4): how SMS go out, what went
 * out in the last day, and the notifications still waiting or failed, each with 'Retry now'.
 * The table scrolls sideways inside itself on a phone.
 */
export function OutboxSection() {
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const afterRetry = useRef(false);
  const overview = useQuery(trpc.admin.outbox.overview.queryOptions());
  useEffect(() => {
    if (!afterRetry.current || !overview.data) return;
    afterRetry.current = false;
    keepFocusNear(heading.current);
  }, [overview.data]);
  const retry = useMutation(
    trpc.admin.outbox.retry.mutationOptions({
      onSuccess: (result) => {
        afterRetry.current = true;
        queryClient.setQueryData(trpc.admin.outbox.overview.queryKey(), result.outbox);
        toastSuccess(result.message);
      },
      onError: async (error) => {
        toastError(messageOf(error, t.retryFailed));
        // It may have gone out, or expired, meanwhile: show what is true now.
        await queryClient.invalidateQueries(trpc.admin.outbox.overview.pathFilter());
        keepFocusNear(heading.current);
      },
    }),
  );

  let body: ReactNode;
  if (overview.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t.loading}</Text>
      </Group>
    );
  } else if (overview.isError) {
    body = (
      <Alert color="red" role="alert">
        {t.loadFailed}
      </Alert>
    );
  } else {
    const { sms, sent24h, waiting, failed, items } = overview.data;
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label={t.sms} value={t.transports[sms]} testId="outbox-sms" />
          <Figure
            label={t.sent24h}
            value={t.sentByChannel(sent24h.email, sent24h.sms)}
            testId="outbox-sent"
          />
          <Figure label={t.waiting} value={String(waiting)} testId="outbox-waiting" />
          <Figure label={t.failed} value={String(failed)} testId="outbox-failed" />
        </SimpleGrid>
        {items.length === 0 ? (
          <Text c="dimmed" data-testid="outbox-empty">
            {t.empty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={860} data-testid="outbox-scroll">
            <Table verticalSpacing="xs" aria-label={t.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.kind}</Table.Th>
                  <Table.Th>{t.channel}</Table.Th>
                  <Table.Th>{t.recipient}</Table.Th>
                  <Table.Th>{t.status}</Table.Th>
                  <Table.Th ta="right">{t.attempts}</Table.Th>
                  <Table.Th>{t.nextAttempt}</Table.Th>
                  <Table.Th>{t.error}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t.retry}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => {
                  const kind = mn.kinds[item.kind];
                  const busy = retry.isPending && retry.variables?.id === item._id;
                  // Never disabled while busy: a disabled button drops the keyboard's focus.
                  return (
                    <Table.Tr key={item._id} data-testid="outbox-row" data-status={item.status}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {kind}
                        </Text>
                      </Table.Td>
                      <Table.Td>{t.channels[item.channel]}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.recipient}</Table.Td>
                      <Table.Td>
                        <Badge
                          size="sm"
                          variant="light"
                          color={statusColors[item.status]}
                          style={{ flexShrink: 0, minWidth: 'max-content' }}
                        >
                          {t.statuses[item.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">{item.attempts}</Table.Td>
                      <Table.Td>{formatDateTime(item.nextAttemptAt) ?? t.none}</Table.Td>
                      <Table.Td>
                        <Text size="sm" c={item.lastError ? undefined : 'dimmed'}>
                          {item.lastError ?? t.none}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        {retryable(item) ? (
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={t.retryOf(kind, item.recipient)}
                            aria-busy={busy || undefined}
                            data-testid="outbox-retry"
                            onClick={() => {
                              if (!retry.isPending) retry.mutate({ id: item._id });
                            }}
                          >
                            {t.retry}
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="outbox-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={3} size="h4" id="outbox-title" ref={heading} tabIndex={-1}>
            {t.title}
          </Title>
          <Group gap="xs">
            {overview.isFetching && !overview.isPending ? <Loader size="xs" aria-hidden /> : null}
            <Button
              size="xs"
              variant="default"
              data-testid="outbox-refresh"
              onClick={() => void overview.refetch()}
            >
              {t.refresh}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}
