import '@mantine/core/styles/Grid.css';
import { Alert, Button, Grid, Group, Paper, Stack } from '@mantine/core';
import { orderForms, orderTransitions } from '@seva/schemas/order-forms';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { httpStatusOf } from '../../lib/api-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSearchLink, useUrlState } from '../../lib/url-state.ts';
import { mw } from '../../messages/operator-workflow.ts';
import { mos } from '../../messages/order-screens.ts';
import { Loading } from '../../ui/Loading.tsx';
import { NotesPanel } from '../notes/NotesPanel.tsx';
import { MarkPaid } from './MarkPaid.tsx';
import {
  Field,
  OrderDetails,
  OrderFiles,
  OrderHeader,
  OrderHistory,
  OrderSummary,
  Section,
} from './OrderSections.tsx';
import { OrderStatusPanel } from './OrderStatusPanel.tsx';
import { parseOrdersSearch } from './orders-search.ts';
import { useSchemas } from './use-schemas.ts';

const t = mos.admin;

function Back() {
  // The list's state the order was opened with (filters, search, page): Back returns there.
  const [list] = useUrlState(parseOrdersSearch);
  const linkTo = useSearchLink();
  return (
    <Group>
      <Button
        component="a"
        {...linkTo('/admin-dashboard/orders', list)}
        variant="subtle"
        px="xs"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {t.back}
      </Button>
    </Group>
  );
}

/** An order for the operator: what was ordered and typed, files, status moves, payment. */
export function AdminOrderPage({ id }: { id: string }) {
  const query = useQuery(trpc.orders.byId.queryOptions({ id }));
  const schemas = useSchemas();

  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <Stack gap="md">
        <Back />
        <Alert color={httpStatusOf(query.error) === 404 ? 'yellow' : 'red'} role="alert">
          {httpStatusOf(query.error) === 404 ? mos.server.notFound : mos.detail.loadFailed}
        </Alert>
      </Stack>
    );
  }
  const order = query.data.data;
  const fields = orderForms[order.product.slug];

  return (
    <Stack gap="md">
      <Back />
      <OrderHeader order={order} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {order.user ? (
              <Section title={t.customerTitle}>
                <Group gap="xl" wrap="wrap">
                  <Field label={t.account}>{order.user.name}</Field>
                  {order.user.email ? (
                    <Field label={t.email}>
                      <a href={`mailto:${order.user.email}`}>{order.user.email}</a>
                    </Field>
                  ) : null}
                  {order.user.mobile ? <Field label={t.mobile}>{order.user.mobile}</Field> : null}
                </Group>
              </Section>
            ) : null}
            <OrderSummary order={order} />
            <OrderDetails order={order} fields={fields} />
            <OrderFiles order={order} fields={fields} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" component="section" aria-label={t.statusTitle}>
              <OrderStatusPanel order={order} transitions={orderTransitions} />
            </Paper>
            <Paper
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-label={mos.detail.payment}
              data-testid="payment-panel"
            >
              <MarkPaid key={`${order._id}-${order.amount}`} order={order} schemas={schemas} />
            </Paper>
            <Paper withBorder radius="md" p="md" component="section" aria-label={mw.notes.title}>
              <NotesPanel subject="order" id={order._id} notes={order.internalNotes ?? []} />
            </Paper>
            <OrderHistory order={order} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
