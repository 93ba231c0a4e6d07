import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ContactMessageView } from '@seva/schemas';
import { IconCheck, IconMail, IconRotate } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { useCursorPages } from '../../lib/cursor-pages.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { live } from '../../lib/live.ts';
import { trpc } from '../../lib/trpc.ts';
import { mi } from '../../messages/inbox.ts';
import { EmptyPanel, LoadFailed, LoadingLine } from '../../ui/LoadState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { handledFilter, type InboxFilter, replyLink } from './inbox-filters.ts';

const PAGE_SIZE = 20;

function MessageCard({
  message,
  busy,
  onToggle,
}: {
  message: ContactMessageView;
  busy: boolean;
  onToggle: (message: ContactMessageView) => void;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={message.name}
      data-testid="inbox-message"
      data-handled={message.handled}
      style={message.handled ? undefined : { borderLeft: '4px solid var(--mantine-color-blue-6)' }}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{message.name}</Text>
            <Badge
              size="sm"
              variant={message.handled ? 'light' : 'filled'}
              color={message.handled ? 'gray' : 'blue'}
            >
              {message.handled ? mi.handled : mi.unhandled}
            </Badge>
          </Group>
          <Anchor
            href={replyLink(message.email, mi.replySubject)}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="inbox-email"
          >
            {message.email}
          </Anchor>
        </div>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.createdAt)}
        </Text>
      </Group>
      {/* React escapes text: the message is shown as typed, never as markup; pre-wrap keeps its lines. */}
      <Text
        size="sm"
        mt="sm"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="inbox-text"
      >
        {message.message}
      </Text>
      <Group justify="space-between" align="center" mt="sm" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          {message.handled && message.handledBy
            ? mi.handledBy(message.handledBy.name, formatDateTime(message.handledAt) ?? '')
            : ''}
        </Text>
        <Group gap="xs">
          <Button
            component="a"
            href={replyLink(message.email, mi.replySubject)}
            size="xs"
            variant="default"
            leftSection={<IconMail size={14} aria-hidden />}
            aria-label={mi.replyTo(message.name)}
          >
            {mi.reply}
          </Button>
          <Button
            size="xs"
            variant={message.handled ? 'subtle' : 'light'}
            color={message.handled ? 'gray' : 'green'}
            disabled={busy}
            leftSection={
              message.handled ? (
                <IconRotate size={14} aria-hidden />
              ) : (
                <IconCheck size={14} aria-hidden />
              )
            }
            onClick={() => onToggle(message)}
          >
            {message.handled ? mi.markUnhandled : mi.markHandled}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/**
 * The operators' Inbox (docs/product.md, Contact and Inbox): contact messages newest first, handled
 * or not, paged.
 */
export function Inbox() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<InboxFilter>('unhandled');
  const handled = handledFilter(filter);
  const pages = useCursorPages(filter);
  const query = useQuery({
    ...trpc.admin.inbox.list.queryOptions({ handled, cursor: pages.cursor, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // New messages show without a reload (docs/decisions/070).
    ...live,
  });
  const toggle = useMutation(
    trpc.admin.inbox.setHandled.mutationOptions({
      onSuccess: (result) => toastSuccess(result.message),
      onError: (error) => toastError(messageOf(error, mi.updateFailed)),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.admin.inbox.pathFilter()),
          queryClient.invalidateQueries(trpc.admin.badges.pathFilter()),
        ]),
    }),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <ScreenTitle>{mi.title}</ScreenTitle>
        {query.data ? (
          <Text c="dimmed" aria-live="polite" data-testid="inbox-total">
            {mi.total(query.data.total)}
          </Text>
        ) : null}
      </Group>
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as InboxFilter)}
        aria-label={mi.filter}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
        data={[
          { value: 'unhandled', label: mi.filters.unhandled },
          { value: 'handled', label: mi.filters.handled },
          { value: 'all', label: mi.filters.all },
        ]}
      />
      {query.isPending ? (
        <LoadingLine text={mi.loading} />
      ) : query.isError ? (
        <LoadFailed message={mi.loadFailed} retry={{ label: mi.retry, onRetry: query.refetch }} />
      ) : query.data.data.length === 0 ? (
        <EmptyPanel testId="inbox-empty">
          {filter === 'all' ? mi.empty : filter === 'handled' ? mi.emptyHandled : mi.emptyUnhandled}
        </EmptyPanel>
      ) : (
        <Stack gap="sm">
          {query.data.data.map((message) => (
            <MessageCard
              key={message._id}
              message={message}
              busy={toggle.isPending && toggle.variables?.id === message._id}
              onToggle={(m) => toggle.mutate({ id: m._id, handled: !m.handled })}
            />
          ))}
        </Stack>
      )}
      <Pager pages={pages} list={query} texts={mi} />
    </Stack>
  );
}
