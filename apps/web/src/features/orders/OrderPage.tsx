import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { orderForms } from '@seva/schemas/order-forms';
import { IconArrowLeft, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { httpStatusOf } from '../../lib/api-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { mos } from '../../messages/order-screens.ts';
import { Loading } from '../../ui/Loading.tsx';
import { useCancelOrder } from './CancelOrder.tsx';
import { OrderAccessLog } from './OrderAccessLog.tsx';
import {
  OrderDetails,
  OrderFiles,
  OrderHeader,
  OrderHistory,
  OrderSummary,
  PaymentDetails,
  Reference,
  Section,
} from './OrderSections.tsx';

const t = mos.detail;

function BackLink() {
  return (
    <Anchor component={Link} to="/dashboard/orders" size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {t.back}
      </Group>
    </Anchor>
  );
}

/**
 * The citizen's order page and, straight after 'Buy Now' (`placed`), its confirmation: the
 * reference to read over the phone, what was ordered at which price, payment, the details
 * typed (identity numbers in full: this page only, owner or admin), files, history, Cancel.
 */
export function OrderPage({
  id,
  placed,
  onBannerClose,
}: {
  id: string;
  placed: boolean;
  onBannerClose: () => void;
}) {
  const query = useQuery(trpc.orders.byId.queryOptions({ id }));
  const cancel = useCancelOrder();

  if (query.isPending) return <Loading />;
  if (query.isError) {
    const missing = httpStatusOf(query.error) === 404;
    return (
      <Stack gap="md">
        <BackLink />
        <Alert color={missing ? 'yellow' : 'red'} role="alert">
          <Group justify="space-between">
            <Text size="sm">{missing ? mos.server.notFound : t.loadFailed}</Text>
            {missing ? null : (
              <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
                {t.retry}
              </Button>
            )}
          </Group>
        </Alert>
      </Stack>
    );
  }
  const order = query.data.data;
  const fields = orderForms[order.product.slug];

  return (
    <Stack gap="md">
      <BackLink />
      {placed ? (
        <Alert
          color="green"
          variant="light"
          role="status"
          icon={<IconCircleCheck aria-hidden />}
          title={mos.server.placed}
          withCloseButton
          onClose={onBannerClose}
          data-testid="order-placed"
        >
          <Stack gap={4}>
            <Text size="sm">
              {t.reference}: <Reference value={order.reference} size="lg" />
            </Text>
            <Text size="sm">{t.placedHint}</Text>
          </Stack>
        </Alert>
      ) : null}
      <OrderHeader
        order={order}
        actions={
          order.status === 'pending' ? (
            <Button
              color="red"
              variant="light"
              size="xs"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => cancel.ask(order)}
            >
              {mos.cancel.button}
            </Button>
          ) : null
        }
      />
      <OrderSummary order={order} />
      <Section title={t.payment}>
        <PaymentDetails order={order} />
      </Section>
      <OrderDetails order={order} fields={fields} />
      <OrderFiles order={order} fields={fields} />
      <OrderHistory order={order} />
      <OrderAccessLog entries={order.identityAccess ?? []} />
      {cancel.dialog}
    </Stack>
  );
}
