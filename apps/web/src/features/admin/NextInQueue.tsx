import { Button, Group, Text } from '@mantine/core';
import type { ServiceType } from '@seva/schemas';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { mq } from '../../messages/operator-queue.ts';
import { detailPath, typeListPath } from './kinds.ts';
import { cursorOf, listInput, listState, type QueueSearch, useQueueUrl } from './queue-url.ts';

const PAGE_SIZE = 20;

/** The list a detail page was opened from, with its filters and page (docs/decisions/070). */
export function useQueueOrigin(type: ServiceType) {
  const [url] = useQueueUrl();
  const router = useRouter();
  const list = listState(url);
  const path = url.from === 'all' ? '/admin-dashboard/services' : typeListPath(type);
  const fixedType = url.from === 'type' ? type : undefined;
  const href = router.buildLocation({ to: path, search: list }).href;
  return { url, list, path, fixedType, href, fromQueue: Boolean(url.from) };
}

/** Back to the list the operator came from, on the same filtered page. */
export function BackToQueue({ type, label }: { type: ServiceType; label: string }) {
  const origin = useQueueOrigin(type);
  const navigate = useNavigate();
  return (
    <Button
      component={Link}
      to={origin.path}
      onClick={(event: React.MouseEvent) => {
        if (!origin.fromQueue || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate({ to: origin.path, search: origin.list });
      }}
      variant="subtle"
      px="xs"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {label}
    </Button>
  );
}

/**
 * 'Next in queue': the row after this one in the same filtered, sorted page of the queue it
 * was opened from (the list's own cached query), or the first of the following page.
 */
export function NextInQueue({ type, id }: { type: ServiceType; id: string }) {
  const origin = useQueueOrigin(type);
  const navigate = useNavigate();
  const input = listInput(origin.url, origin.fixedType);
  const cursor = cursorOf(origin.url);
  const page = useQuery({
    ...trpc.admin.list.queryOptions({ ...input, cursor, limit: PAGE_SIZE }),
    enabled: origin.fromQueue,
  });
  const rows = page.data?.data ?? [];
  const at = rows.findIndex((row) => row._id === id);
  const last = at === rows.length - 1;
  const following = useQuery({
    ...trpc.admin.list.queryOptions({
      ...input,
      cursor: page.data?.nextCursor ?? undefined,
      limit: PAGE_SIZE,
    }),
    enabled: origin.fromQueue && last && Boolean(page.data?.nextCursor),
  });
  if (!origin.fromQueue || !page.data) return null;
  let next: { serviceType: ServiceType; _id: string } | undefined;
  let pages: QueueSearch['pages'] = origin.url.pages;
  if (at >= 0 && !last) next = rows[at + 1];
  else if (last && following.data?.data[0] && page.data.nextCursor) {
    next = following.data.data[0];
    pages = [...(origin.url.pages ?? []), page.data.nextCursor];
  } else if (at < 0) next = rows.find((row) => row._id !== id);
  if (!next) {
    return last && !page.data.nextCursor ? (
      <Text size="sm" c="dimmed">
        {mq.endOfQueue}
      </Text>
    ) : null;
  }
  const target = next;
  return (
    <Group>
      <Button
        variant="light"
        rightSection={<IconArrowRight size={18} aria-hidden />}
        data-testid="next-in-queue"
        onClick={() =>
          navigate({
            to: detailPath(target.serviceType, target._id),
            search: { ...origin.list, pages, from: origin.url.from },
          })
        }
      >
        {mq.nextInQueue}
      </Button>
    </Group>
  );
}
