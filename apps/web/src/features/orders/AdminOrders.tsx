import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import {
  Box,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { type OrderStatus, orderStatuses } from '@seva/schemas/order-forms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate } from '../../lib/dates.ts';
import { live } from '../../lib/live.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSearchLink, useUrlSearchBox, useUrlState } from '../../lib/url-state.ts';
import { mc } from '../../messages/common-screens.ts';
import { mos } from '../../messages/order-screens.ts';
import { EmptyPanel, LoadFailed, LoadingLine } from '../../ui/LoadState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { Applicant } from '../admin/Applicant.tsx';
import { NoMatch } from '../admin/NoMatch.tsx';
import { formatRupees } from './format.ts';
import {
  isOrdersFiltered,
  type OrdersSearch,
  ordersListInput,
  parseOrdersSearch,
} from './orders-search.ts';
import { PaidBadge } from './PaidBadge.tsx';
import { adminOrderPath } from './paths.ts';

const PAGE_SIZE = 20;
const t = mos.admin;

const isOrderStatus = (value: unknown): value is OrderStatus =>
  (orderStatuses as readonly unknown[]).includes(value);

/**
 * The operators' Orders queue (docs/product.md, Orders): filters, search by reference or name,
 * keyset pages.
 */
export function AdminOrders() {
  const [url, setUrl] = useUrlState(parseOrdersSearch);
  const [search, setSearch] = useUrlSearchBox(url.q, (q) =>
    setUrl({ ...url, q, pages: undefined }),
  );
  const setFilter = (change: Partial<OrdersSearch>) =>
    setUrl({ ...url, ...change, pages: undefined });
  const pageStack = url.pages ?? [];
  const pages = {
    cursor: pageStack.at(-1),
    page: pageStack.length + 1,
    next: (cursor: string | null | undefined) => {
      if (cursor) setUrl({ ...url, pages: [...pageStack, cursor] }, { push: true });
    },
    previous: () => setUrl({ ...url, pages: pageStack.slice(0, -1) }, { push: true }),
  };
  const query = useQuery({
    ...trpc.admin.orders.list.queryOptions({
      ...ordersListInput(url),
      cursor: pages.cursor,
      limit: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
    // New orders show without a reload (docs/decisions/070).
    ...live,
  });
  const filtered = isOrdersFiltered(url);
  // An order opened from here carries the list's state: its Back returns to this page.
  const detailSearch = url;
  const linkTo = useSearchLink();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <ScreenTitle>{t.title}</ScreenTitle>
        {query.data ? (
          <Text c="dimmed" data-testid="orders-total" aria-live="polite">
            {t.total(query.data.total)}
          </Text>
        ) : null}
      </Group>

      <Paper withBorder p="sm" radius="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchField
            label={t.search}
            placeholder={t.searchPlaceholder}
            value={search}
            onSearch={setSearch}
            busy={query.isFetching && Boolean(search)}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label={t.statusFilter}
            data={[
              { value: 'all', label: t.all },
              ...orderStatuses.map((value) => ({ value, label: mc.applications.status[value] })),
            ]}
            value={url.status ?? 'all'}
            onChange={(value) => setFilter({ status: isOrderStatus(value) ? value : undefined })}
            allowDeselect={false}
            w={{ base: '100%', xs: 160 }}
          />
          <Select
            label={t.paidFilter}
            data={[
              { value: 'all', label: t.all },
              { value: 'paid', label: mos.paid },
              { value: 'unpaid', label: mos.unpaid },
            ]}
            value={url.paid ?? 'all'}
            onChange={(value) =>
              setFilter({ paid: value === 'paid' || value === 'unpaid' ? value : undefined })
            }
            allowDeselect={false}
            w={{ base: '100%', xs: 140 }}
          />
        </Group>
      </Paper>

      {query.isPending ? (
        <LoadingLine text={t.loading} />
      ) : query.isError ? (
        <LoadFailed message={t.loadFailed} retry={{ label: t.retry, onRetry: query.refetch }} />
      ) : query.data.data.length === 0 ? (
        filtered ? (
          <NoMatch
            text={t.noMatches}
            testId="orders-empty"
            onClear={() => {
              setSearch('');
              setUrl({}, { push: true });
            }}
          />
        ) : (
          <EmptyPanel testId="orders-empty">{t.empty}</EmptyPanel>
        )
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table
            highlightOnHover
            verticalSpacing="sm"
            style={{ whiteSpace: 'nowrap' }}
            aria-label={t.title}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.customer}</Table.Th>
                <Table.Th visibleFrom="sm">{t.product}</Table.Th>
                <Table.Th visibleFrom="sm" ta="right">
                  {t.amount}
                </Table.Th>
                <Table.Th visibleFrom="xs">{t.status}</Table.Th>
                <Table.Th visibleFrom="md">{t.payment}</Table.Th>
                <Table.Th visibleFrom="md">{t.date}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t.actions}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.data.map((order) => (
                <Table.Tr key={order._id} data-reference={order.reference}>
                  <Table.Td maw={0} w="100%">
                    <Applicant
                      name={order.applicantName || order.user?.name || ''}
                      detail={order.reference}
                      extra={
                        <Group gap={6} mt={2} hiddenFrom="md" wrap="wrap">
                          <Text size="xs" c="dimmed" hiddenFrom="sm">
                            {order.product.title} · {formatRupees(order.amount)}
                          </Text>
                          <Box hiddenFrom="xs">
                            <StatusBadge status={order.status} size="sm" />
                          </Box>
                          <PaidBadge paid={order.paid} />
                        </Group>
                      }
                    />
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{order.product.title}</Table.Td>
                  <Table.Td visibleFrom="sm" ta="right" fw={600}>
                    {formatRupees(order.amount)}
                  </Table.Td>
                  <Table.Td visibleFrom="xs">
                    <Box w="max-content">
                      <StatusBadge status={order.status} size="sm" />
                    </Box>
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <PaidBadge paid={order.paid} />
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{formatDate(order.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      component="a"
                      {...linkTo(adminOrderPath(order._id), detailSearch)}
                      size="xs"
                      variant="light"
                      aria-label={t.openOf(order.reference)}
                    >
                      {t.open}
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
