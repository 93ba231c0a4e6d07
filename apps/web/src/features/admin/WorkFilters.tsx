import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Combobox.css';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import type { ApplicationStatus, DueFilter, QueueSort } from '@seva/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TIME_ZONE } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { mq } from '../../messages/operator-queue.ts';
import { mw } from '../../messages/operator-workflow.ts';
import { promisedDay } from '../applications/detail/fee.ts';

const t = mw.queue;

/** Today in India, `yyyy-mm-dd`: what "overdue" is measured against, as on the server. */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Past its promised date while pending or in progress (waiting for the citizen is paused). */
export function isOverdue(
  promisedBy: string | null,
  status: ApplicationStatus,
  today: string = indiaToday(),
): boolean {
  return (
    promisedBy !== null && promisedBy < today && (status === 'pending' || status === 'in_progress')
  );
}

const dueValues = ['all', 'overdue', 'soon'] as const;
const isDue = (value: string | null): value is DueFilter => value === 'overdue' || value === 'soon';
const isSort = (value: string | null): value is QueueSort =>
  value === 'newest' || value === 'oldest' || value === 'due';

/**
 * The queue's promised-date, holder and order filters (docs/decisions/067), kept in the URL by
 * the list (docs/decisions/070). The server sorts by promised date by itself when a date filter
 * is on; otherwise the one waiting longest comes first.
 */
export interface WorkFilterState {
  due: DueFilter | undefined;
  setDue: (due: DueFilter | undefined) => void;
  assigned: string | undefined;
  setAssigned: (assigned: string | undefined) => void;
  sort: QueueSort | undefined;
  setSort: (sort: QueueSort | undefined) => void;
}

export function WorkFilters({ work }: { work: WorkFilterState }) {
  // The operators are asked for once the list is opened, not with every queue.
  const [wantOperators, setWantOperators] = useState(false);
  const operators = useQuery({
    ...trpc.admin.operators.queryOptions(),
    enabled: wantOperators,
  });
  const width = { base: '100%', xs: 170 };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t.dueFilter}
        data={dueValues.map((value) => ({
          value,
          label: value === 'all' ? t.dueAll : value === 'overdue' ? t.overdue : t.soon,
        }))}
        value={work.due ?? 'all'}
        onChange={(value) => work.setDue(isDue(value) ? value : undefined)}
        allowDeselect={false}
        w={width}
      />
      <Select
        label={t.assignedFilter}
        data={[
          { value: 'all', label: t.assignedAll },
          { value: 'me', label: t.mine },
          { value: 'none', label: t.unassigned },
          ...(operators.data?.data ?? []).map((operator) => ({
            value: operator._id,
            label: operator.name,
          })),
        ]}
        value={work.assigned ?? 'all'}
        onChange={(value) => work.setAssigned(value && value !== 'all' ? value : undefined)}
        allowDeselect={false}
        searchable
        onDropdownOpen={() => setWantOperators(true)}
        w={width}
      />
      <Select
        label={t.sort}
        data={[
          { value: 'oldest', label: mq.sortOldest },
          { value: 'newest', label: t.sortNewest },
          { value: 'due', label: t.sortDue },
        ]}
        value={work.sort ?? (work.due ? 'due' : 'oldest')}
        onChange={(value) => work.setSort(isSort(value) ? value : undefined)}
        allowDeselect={false}
        w={width}
      />
    </Group>
  );
}

/** The promised date of a queue row, marked when it is overdue. */
export function PromisedCell({
  promisedBy,
  status,
}: {
  promisedBy: string | null;
  status: ApplicationStatus;
}) {
  if (!promisedBy) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{promisedDay(promisedBy)}</Text>
      {isOverdue(promisedBy, status) ? (
        <Badge color="red" variant="light" size="xs">
          {t.overdueBadge}
        </Badge>
      ) : null}
    </Stack>
  );
}
