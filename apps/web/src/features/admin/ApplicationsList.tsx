import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import {
  Box,
  Button,
  Chip,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { ApplicationStatus, DueFilter, QueueSort, ServiceType } from '@seva/schemas';
import { statusFilterOrder } from '@seva/schemas/application-kinds';
import { IconArrowLeft } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { formatDate } from '../../lib/dates.ts';
import { live } from '../../lib/live.ts';
import { trpc } from '../../lib/trpc.ts';
import { useUrlSearchBox } from '../../lib/url-state.ts';
import { mc } from '../../messages/common-screens.ts';
import { mq } from '../../messages/operator-queue.ts';
import { mo } from '../../messages/operator-screens.ts';
import { mw } from '../../messages/operator-workflow.ts';
import { EmptyPanel, LoadFailed, LoadingLine } from '../../ui/LoadState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { Applicant } from './Applicant.tsx';
import { detailPath, isServiceType, isStatus, SERVICE_TYPES, STATUSES } from './kinds.ts';
import { NoMatch } from './NoMatch.tsx';
import {
  cursorOf,
  isFiltered,
  listInput,
  listState,
  type QueueSearch,
  useQueueUrl,
  waitedText,
} from './queue-url.ts';
import { formatTotal } from './totals.ts';
import { PromisedCell, WorkFilters } from './WorkFilters.tsx';

const PAGE_SIZE = 20;

const t = mo.list;

interface Props {
  /**
   * A per-type list (docs/product.md, Operator review) when set; the all-services list otherwise.
   */
  type?: ServiceType;
  /** The promised-date filter to open with (the overview's overdue link). */
  initialDue?: DueFilter;
}

export function ApplicationsList({ type, initialDue }: Props) {
  const [url, setUrl] = useQueueUrl(initialDue);
  const [search, setSearch] = useUrlSearchBox(url.q, (q) =>
    setUrl({ ...url, q, pages: undefined }),
  );
  const setFilter = (change: Partial<QueueSearch>) =>
    setUrl({ ...url, ...change, pages: undefined });
  const work = {
    due: url.due,
    setDue: (due: DueFilter | undefined) => setFilter({ due }),
    assigned: url.assigned,
    setAssigned: (assigned: string | undefined) => setFilter({ assigned }),
    sort: url.sort,
    setSort: (sort: QueueSort | undefined) => setFilter({ sort }),
  };
  const filters = listInput(url, type);
  const pageStack = url.pages ?? [];
  const pages = {
    cursor: cursorOf(url),
    page: pageStack.length + 1,
    next: (cursor: string | null | undefined) => {
      if (cursor) setUrl({ ...url, pages: [...pageStack, cursor] }, { push: true });
    },
    previous: () => setUrl({ ...url, pages: pageStack.slice(0, -1) }, { push: true }),
  };
  const query = useQuery({
    ...trpc.admin.list.queryOptions({ ...filters, cursor: pages.cursor, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // New work shows without a reload (docs/decisions/070).
    ...live,
  });
  const texts = type ? mo.typeLists[type] : undefined;
  const filtered = isFiltered(url, Boolean(type));
  const status = url.status;
  const setStatus = (value: ApplicationStatus | undefined) => setFilter({ status: value });
  const navigate = useNavigate();
  const router = useRouter();
  const detailSearch = { ...listState(url), from: type ? 'type' : 'all' } as const;
  const open = (row: { serviceType: ServiceType; _id: string }) =>
    navigate({ to: detailPath(row.serviceType, row._id), search: detailSearch });
  const hrefOf = (row: { serviceType: ServiceType; _id: string }) =>
    router.buildLocation({ to: detailPath(row.serviceType, row._id), search: detailSearch }).href;
  const clearFilters = () => {
    setSearch('');
    setUrl({ sort: url.sort }, { push: true });
  };

  return (
    <Stack gap="md">
      {type ? (
        <Group>
          <Button
            component={Link}
            to="/admin-dashboard"
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            px="xs"
          >
            {t.back}
          </Button>
        </Group>
      ) : null}
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <ScreenTitle>{texts?.title ?? t.allTitle}</ScreenTitle>
        {query.data ? (
          <Text c="dimmed" data-testid="services-total" aria-live="polite">
            {type
              ? t.count(query.data.total, formatTotal(query.data.total, query.data.totalIsCapped))
              : t.totalServices(formatTotal(query.data.total, query.data.totalIsCapped))}
          </Text>
        ) : null}
      </Group>

      <Paper withBorder p="sm" radius="md">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SearchField
              label={t.search}
              placeholder={t.searchPlaceholder}
              value={search}
              onSearch={setSearch}
              busy={query.isFetching && Boolean(search)}
              style={{ flex: '1 1 220px' }}
            />
            {type ? null : (
              <Select
                label={t.typeFilter}
                data={[
                  { value: 'all', label: t.all },
                  ...SERVICE_TYPES.map((value) => ({
                    value,
                    label: mo.types[value],
                  })),
                ]}
                value={url.type ?? 'all'}
                onChange={(value) => setFilter({ type: isServiceType(value) ? value : undefined })}
                allowDeselect={false}
                w={{ base: '100%', xs: 160 }}
              />
            )}
            {type ? null : (
              <Select
                label={t.statusFilter}
                data={[
                  { value: 'all', label: t.all },
                  ...STATUSES.map((value) => ({
                    value,
                    label: mc.applications.status[value],
                  })),
                ]}
                value={status ?? 'all'}
                onChange={(value) => setStatus(isStatus(value) ? value : undefined)}
                allowDeselect={false}
                w={{ base: '100%', xs: 160 }}
              />
            )}
          </Group>
          <WorkFilters work={work} />
          {type ? (
            <Chip.Group
              value={status ?? 'all'}
              onChange={(value) => setStatus(isStatus(value) ? value : undefined)}
            >
              <Group gap="xs" role="radiogroup" aria-label={t.statusFilter}>
                {(['all', ...statusFilterOrder] as const).map((value) => (
                  <Chip key={value} value={value} type="radio" size="sm">
                    {mo.statusFilter[value]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          ) : null}
        </Stack>
      </Paper>

      {query.isPending ? (
        <LoadingLine text={t.loading} />
      ) : query.isError ? (
        <LoadFailed
          message={texts?.loadFailed ?? t.loadFailed}
          retry={{ label: t.retry, onRetry: query.refetch }}
        />
      ) : query.data.data.length === 0 && filtered ? (
        // A filter or search found nothing: say so, never that the queue is empty.
        <NoMatch text={mq.noMatch} onClear={clearFilters} />
      ) : query.data.data.length === 0 ? (
        // The old portal's empty texts for a truly empty list: a per-type list's own, else the queue's.
        <EmptyPanel testId="services-empty">{texts?.empty ?? t.empty}</EmptyPanel>
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table
            highlightOnHover
            verticalSpacing="sm"
            style={{ whiteSpace: 'nowrap' }}
            aria-label={texts?.title ?? t.allTitle}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.applicant}</Table.Th>
                {type ? null : <Table.Th visibleFrom="sm">{t.serviceType}</Table.Th>}
                <Table.Th visibleFrom="xs" w={130}>
                  {t.status}
                </Table.Th>
                <Table.Th visibleFrom="md">{t.appliedOn}</Table.Th>
                <Table.Th visibleFrom="xs">{mq.waited}</Table.Th>
                <Table.Th visibleFrom="sm">{mw.queue.promisedBy}</Table.Th>
                <Table.Th visibleFrom="lg">{mw.queue.assignedTo}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t.actions}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.data.map((row) => (
                <Table.Tr
                  key={row._id}
                  data-reference={row.referenceNumber}
                  // The whole row opens the item; Enter on the focused row too.
                  tabIndex={0}
                  aria-label={mq.openRow(row.referenceNumber)}
                  style={{ cursor: 'pointer' }}
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest('a, button')) return;
                    open(row);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && event.target === event.currentTarget) open(row);
                  }}
                >
                  <Table.Td maw={0} w="100%">
                    <Applicant
                      name={row.applicantName || row.user.name}
                      detail={row.referenceNumber}
                      extra={
                        <Group gap={6} mt={2} hiddenFrom="sm">
                          {type ? null : (
                            <Text size="xs" c="dimmed">
                              {mo.types[row.serviceType]}
                            </Text>
                          )}
                          <Box hiddenFrom="xs">
                            <StatusBadge status={row.status} size="sm" />
                          </Box>
                        </Group>
                      }
                    />
                  </Table.Td>
                  {type ? null : <Table.Td visibleFrom="sm">{mo.types[row.serviceType]}</Table.Td>}
                  <Table.Td visibleFrom="xs">
                    {/* max-content: the badge clips its label, so the cell would shrink it away */}
                    <Box w="max-content">
                      <StatusBadge status={row.status} size="sm" />
                    </Box>
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{formatDate(row.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td visibleFrom="xs">
                    <Text size="sm" data-testid="waited">
                      {waitedText(row.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <PromisedCell promisedBy={row.promisedBy} status={row.status} />
                  </Table.Td>
                  <Table.Td visibleFrom="lg">
                    <Text size="sm">{row.assignedTo?.name ?? mw.queue.nobody}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      component="a"
                      href={hrefOf(row)}
                      onClick={(event: React.MouseEvent) => {
                        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                        event.preventDefault();
                        open(row);
                      }}
                      size="xs"
                      variant="light"
                      aria-label={t.viewDetailsOf(row.referenceNumber)}
                    >
                      {t.viewDetails}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}

      <Pager pages={pages} list={query} texts={t} />
    </Stack>
  );
}
