import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Alert,
  Button,
  Group,
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { OrderView, PaymentMethod } from '@seva/schemas';
import { IconCash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import type { Schemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { zodErrors } from '../../lib/zod-form.ts';
import { mos } from '../../messages/order-screens.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { PaymentDetails } from './OrderSections.tsx';
import { invalidateOrders } from './use-orders.ts';

const t = mos.admin;

/**
 * Payment at the counter (docs/product.md, Orders): the payment when recorded, else 'Mark as Paid'
 * with what is still due prefilled (a part payment counts, as for an application) and cash or UPI. Checked with the server's schema first;
 * the server's refusal (already paid, cancelled) is shown in the dialog.
 */
export function MarkPaid({ order, schemas }: { order: OrderView; schemas: Schemas | undefined }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  // What is still due: the order's amount less a part payment already taken.
  const due = order.amount - (order.payment?.amount ?? 0);
  const [amount, setAmount] = useState<number | string>(due);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [utr, setUtr] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pay = useMutation(
    trpc.admin.orders.markPaid.mutationOptions({
      onSuccess: (result) => {
        toastSuccess(result.message || mos.server.paid);
        setOpened(false);
      },
      onError: (error) => {
        const message = messageOf(error, t.paidFailed);
        setErrors({ form: message });
        toastError(message);
      },
      onSettled: () => invalidateOrders(queryClient),
    }),
  );

  const open = () => {
    setAmount(due);
    setMethod('cash');
    setUtr('');
    setErrors({});
    pay.reset();
    setOpened(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = method === 'upi' ? utr.trim() || undefined : undefined;
    const input = { id: order._id, amount: amount === '' ? undefined : amount, method, utr: given };
    const found = schemas ? zodErrors(schemas.markOrderPaidInput, input) : {};
    setErrors(found);
    if (Object.keys(found).length === 0) {
      pay.mutate({ id: order._id, amount: Number(amount), method, utr: given });
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {mos.detail.payment}
      </Title>
      {order.paid ? (
        <PaymentDetails order={order} />
      ) : order.status === 'cancelled' ? (
        <Text size="sm" c="dimmed">
          {t.notPayable}
        </Text>
      ) : (
        <>
          <PaymentDetails order={order} />
          <Group>
            <Button color="green" leftSection={<IconCash size={16} aria-hidden />} onClick={open}>
              {t.markPaid}
            </Button>
          </Group>
        </>
      )}
      <Modal
        opened={opened}
        onClose={() => !pay.isPending && setOpened(false)}
        title={t.paymentTitle}
        centered
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t.paymentHint}
            </Text>
            {errors.form ? (
              <Alert color="red" role="alert">
                {errors.form}
              </Alert>
            ) : null}
            <NumberInput
              label={t.amountLabel}
              value={amount}
              onChange={setAmount}
              min={1}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              required
              error={errors.amount}
              data-autofocus
            />
            <Input.Wrapper label={t.methodLabel} required error={errors.method}>
              <div>
                <SegmentedControl
                  fullWidth
                  mt={4}
                  value={method}
                  onChange={(value) => setMethod(value as PaymentMethod)}
                  data={[
                    { value: 'cash', label: mos.methods.cash },
                    { value: 'upi', label: mos.methods.upi },
                  ]}
                />
              </div>
            </Input.Wrapper>
            {method === 'upi' ? (
              <TextInput
                label={t.utrLabel}
                description={t.utrHint}
                value={utr}
                onChange={(event) => setUtr(event.currentTarget.value)}
                inputMode="numeric"
                maxLength={12}
                required
                error={errors.utr}
              />
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)} disabled={pay.isPending}>
                {t.close}
              </Button>
              <Button type="submit" color="green" loading={pay.isPending}>
                {t.savePayment}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
