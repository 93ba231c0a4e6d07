import '@mantine/core/styles/Table.css';
import { Button, Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OrderView } from '@seva/schemas';
import { IconEye, IconShoppingBag, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { mos } from '../../messages/order-screens.ts';
import { Loading } from '../../ui/Loading.tsx';
import { LoadFailed } from '../../ui/LoadState.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { useCancelOrder } from './CancelOrder.tsx';
import { formatRupees } from './format.ts';
import { PaidBadge } from './PaidBadge.tsx';
import { orderPath } from './paths.ts';

const t = mos.list;

function Actions({ order, onCancel }: { order: OrderView; onCancel: (order: OrderView) => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={orderPath(order._id)}
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={t.viewOf(order.reference)}
      >
        {t.view}
      </Button>
      {order.status === 'pending' ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconX size={14} aria-hidden />}
          aria-label={t.cancelOf(order.reference)}
          onClick={() => onCancel(order)}
        >
          {t.cancel}
        </Button>
      ) : null}
    </Group>
  );
}

function OrderCards({
  orders,
  onCancel,
}: {
  orders: OrderView[];
  onCancel: (o: OrderView) => void;
}) {
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <Card
          key={order._id}
          withBorder
          padding="sm"
          data-testid="order-row"
          data-reference={order.reference}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {order.product.title}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {order.reference}
              </Text>
            </div>
            <StatusBadge status={order.status} size="sm" />
          </Group>
          <Group justify="space-between" mt={8} gap="xs">
            <Text size="sm">
              {t.quantityOf(order.quantity, formatRupees(order.unitPrice))} ={' '}
              <Text span fw={700}>
                {formatRupees(order.amount)}
              </Text>
            </Text>
            <PaidBadge paid={order.paid} />
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            {t.date}: {formatDateTime(order.createdAt)}
          </Text>
          <Group mt="sm">
            <Actions order={order} onCancel={onCancel} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function OrderTable({
  orders,
  onCancel,
}: {
  orders: OrderView[];
  onCancel: (o: OrderView) => void;
}) {
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={860}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={t.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.reference}</Table.Th>
              <Table.Th>{t.product}</Table.Th>
              <Table.Th ta="right">{t.quantity}</Table.Th>
              <Table.Th ta="right">{t.amount}</Table.Th>
              <Table.Th>{t.status}</Table.Th>
              <Table.Th>{t.payment}</Table.Th>
              <Table.Th>{t.date}</Table.Th>
              <Table.Th>{t.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order._id} data-testid="order-row" data-reference={order.reference}>
                <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {order.reference}
                </Table.Td>
                <Table.Td>{order.product.title}</Table.Td>
                <Table.Td ta="right">{order.quantity}</Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(order.amount)}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={order.status} size="sm" />
                </Table.Td>
                <Table.Td>
                  <PaidBadge paid={order.paid} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(order.createdAt)}
                </Table.Td>
                <Table.Td>
                  <Actions order={order} onCancel={onCancel} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * My Orders (docs/product.md, Orders and the catalogue): newest first; a pending order can be
 * cancelled by its owner.
 */
export function MyOrders() {
  const list = useQuery(trpc.orders.mine.queryOptions());
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const cancel = useCancelOrder();

  return (
    <Stack gap="md">
      <ScreenTitle fz={{ base: 20, sm: 24 }}>{t.title}</ScreenTitle>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed message={t.loadFailed} retry={{ label: t.retry, onRetry: list.refetch }} />
      ) : list.data.data.length === 0 ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="sm">
            <IconShoppingBag
              size={40}
              stroke={1.4}
              aria-hidden
              color="var(--mantine-color-dimmed)"
            />
            <Text c="dimmed" ta="center" data-testid="orders-empty">
              {t.empty}
            </Text>
            <Button component={Link} to="/services" variant="light">
              {t.browse}
            </Button>
          </Stack>
        </Paper>
      ) : narrow ? (
        <OrderCards orders={list.data.data} onCancel={cancel.ask} />
      ) : (
        <OrderTable orders={list.data.data} onCancel={cancel.ask} />
      )}
      {cancel.dialog}
    </Stack>
  );
}
