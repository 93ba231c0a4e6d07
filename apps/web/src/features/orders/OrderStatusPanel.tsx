import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { OrderStatus, OrderView } from '@seva/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { mq } from '../../messages/operator-queue.ts';
import { mos } from '../../messages/order-screens.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { statusButtons } from './order-actions.ts';
import { invalidateOrders } from './use-orders.ts';

const t = mos.admin;

/**
 * The operator's status moves: only those the server allows from here (its transition table,
 * loaded with the schemas). A refusal (someone moved it first) shows the server's message and
 * reloads the order.
 */
export function OrderStatusPanel({
  order,
  transitions,
}: {
  order: Pick<OrderView, '_id' | 'reference' | 'status'>;
  transitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> | undefined;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<OrderStatus>();
  const change = useMutation(
    trpc.admin.orders.setStatus.mutationOptions({
      onSuccess: (result) => {
        toastSuccess(result.message || t.statusUpdated);
        setConfirming(undefined);
      },
      onError: (error) => {
        toastError(messageOf(error, t.statusFailed));
        setConfirming(undefined);
      },
      onSettled: () => invalidateOrders(queryClient),
    }),
  );
  const buttons = transitions ? statusButtons(transitions, order.status) : [];
  const busy = change.isPending;
  const run = (status: OrderStatus) => change.mutate({ id: order._id, status });

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t.statusTitle}
      </Title>
      {!transitions ? null : buttons.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.final}
        </Text>
      ) : (
        <Group gap="sm">
          {buttons.map((button) => (
            <Button
              key={button.status}
              color={button.color}
              variant={button.variant}
              disabled={busy}
              onClick={() => (button.confirm ? setConfirming(button.status) : run(button.status))}
            >
              {busy && !confirming ? t.updating : t.moveTo[button.status]}
            </Button>
          ))}
        </Group>
      )}
      <ConfirmModal
        opened={confirming !== undefined}
        title={confirming === 'completed' ? mq.confirmComplete.title : t.cancelTitle}
        text={
          confirming === 'completed'
            ? mq.confirmComplete.order(order.reference)
            : t.cancelText(order.reference)
        }
        confirmLabel={confirming === 'completed' ? mq.confirmComplete.confirm : t.moveTo.cancelled}
        cancelLabel={confirming === 'completed' ? mq.confirmComplete.cancel : t.keep}
        color={confirming === 'completed' ? 'green' : 'red'}
        busy={busy}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(undefined)}
      />
    </Stack>
  );
}
