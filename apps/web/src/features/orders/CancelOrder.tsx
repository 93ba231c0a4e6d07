import type { OrderView } from '@seva/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { mos } from '../../messages/order-screens.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { invalidateOrders } from './use-orders.ts';

const t = mos.cancel;

/**
 * A citizen cancels their own pending order, after a confirm dialog. `ask(order)` opens it;
 * `dialog` is the element to render. The server refuses anything but a pending order (409) and
 * its message is shown.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<Pick<OrderView, '_id' | 'reference'>>();
  const cancel = useMutation(
    trpc.orders.cancel.mutationOptions({
      onSuccess: (result) => {
        toastSuccess(result.message || mos.server.cancelled);
        setOrder(undefined);
      },
      onError: (error) => toastError(messageOf(error, t.failed)),
      onSettled: () => invalidateOrders(queryClient),
    }),
  );
  const dialog = (
    <ConfirmModal
      opened={order !== undefined}
      title={t.title}
      text={order ? t.text(order.reference) : ''}
      confirmLabel={t.confirm}
      cancelLabel={t.keep}
      color="red"
      busy={cancel.isPending}
      onConfirm={() => order && cancel.mutate({ id: order._id })}
      onClose={() => setOrder(undefined)}
    />
  );
  return { ask: setOrder, dialog };
}
