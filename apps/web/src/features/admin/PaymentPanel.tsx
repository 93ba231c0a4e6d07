import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { FeeView, PaymentMethod, ReceiptView } from '@seva/schemas';
import { IconCash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { mo } from '../../messages/operator-screens.ts';
import { toastSuccess } from '../../ui/toasts.tsx';
import { formatRupees } from '../orders/format.ts';
import { invalidateApplications } from './invalidate.ts';

const t = mo.detail.payment;

function Receipts({ receipts }: { receipts: readonly ReceiptView[] }) {
  const queryClient = useQueryClient();
  const [reversing, setReversing] = useState<ReceiptView>();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const reversed = new Set(receipts.map((receipt) => receipt.reverses).filter(Boolean));
  const reverse = useMutation(
    trpc.admin.reversePayment.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        setReversing(undefined);
        await invalidateApplications(queryClient);
      },
      onError: (error) => setFailure(messageOf(error, t.failed)),
    }),
  );
  if (receipts.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversing) reverse.mutate({ id: reversing._id, reason });
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t.receipts}
      </Text>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {receipts.map((receipt) => (
          <li key={receipt._id} data-testid="receipt">
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Anchor
                  href={`${receipt.path}?inline=1`}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  ff="monospace"
                  aria-label={t.receiptOf(receipt.number)}
                >
                  {receipt.number}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatRupees(receipt.amount)} · {receipt.method === 'upi' ? t.upi : t.cash}
                  {receipt.utr ? ` ${receipt.utr}` : ''} · {formatDateTime(receipt.createdAt)}
                  {receipt.reverses ? ` · ${t.reversalOf(receipt.reverses)}` : ''}
                </Text>
              </div>
              {receipt.reverses || reversed.has(receipt.number) ? null : (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t.reverseOf(receipt.number)}
                  onClick={() => {
                    setReason('');
                    setFailure(undefined);
                    setReversing(receipt);
                  }}
                >
                  {t.reverse}
                </Button>
              )}
            </Group>
          </li>
        ))}
      </Stack>
      <Modal
        opened={reversing !== undefined}
        onClose={() => !reverse.isPending && setReversing(undefined)}
        title={t.reverseTitle}
        centered
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t.reverseHint}
            </Text>
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Textarea
              label={t.reason}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setReversing(undefined)}>
                {t.cancel}
              </Button>
              <Button type="submit" color="red" loading={reverse.isPending}>
                {t.confirmReverse}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

/**
 * The operator takes an application's fee at the counter (docs/product.md, Payments and
 * receipts): the amount due prefilled, cash or UPI with its UTR; the receipts so far, each
 * printable and reversible with a reason.
 */
export function PaymentPanel({
  applicationId,
  fee,
  receipts,
}: {
  applicationId: string;
  fee: FeeView;
  receipts: readonly ReceiptView[];
}) {
  const queryClient = useQueryClient();
  const paidSoFar = receipts.reduce((sum, receipt) => sum + receipt.amount, 0);
  const due = Math.max(0, fee.total - paidSoFar);
  const [amount, setAmount] = useState<number | string>(due);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [utr, setUtr] = useState('');
  const [failure, setFailure] = useState<string>();
  const pay = useMutation(
    trpc.admin.recordPayment.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(`${result.message}: ${result.receipt.number}`);
        setUtr('');
        setFailure(undefined);
        await invalidateApplications(queryClient);
      },
      onError: (error) => setFailure(messageOf(error, t.failed)),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate({
      id: applicationId,
      amount: Number(amount),
      method,
      utr: method === 'upi' ? utr.trim() || undefined : undefined,
    });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h4">
          {t.title}
        </Title>
        <Badge
          color={fee.total === 0 || due === 0 ? 'green' : 'orange'}
          variant="light"
          data-testid="payment-state"
        >
          {fee.total === 0 ? t.noFee : due === 0 ? t.paid : t.due(formatRupees(due))}
        </Badge>
      </Group>
      {fee.total > 0 && due > 0 ? (
        <form onSubmit={submit} noValidate aria-label={t.record}>
          <Stack gap="xs">
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <NumberInput
              label={t.amount}
              value={amount}
              onChange={setAmount}
              min={1}
              max={due}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              required
            />
            <Input.Wrapper label={t.method} required>
              <SegmentedControl
                fullWidth
                mt={4}
                value={method}
                onChange={(value) => setMethod(value === 'upi' ? 'upi' : 'cash')}
                data={[
                  { value: 'cash', label: t.cash },
                  { value: 'upi', label: t.upi },
                ]}
              />
            </Input.Wrapper>
            {method === 'upi' ? (
              <TextInput
                label={t.utr}
                description={t.utrHint}
                inputMode="numeric"
                maxLength={12}
                required
                value={utr}
                onChange={(event) => setUtr(event.currentTarget.value)}
              />
            ) : null}
            <Button
              type="submit"
              color="green"
              loading={pay.isPending}
              leftSection={<IconCash size={16} aria-hidden />}
            >
              {t.record}
            </Button>
          </Stack>
        </form>
      ) : null}
      <Receipts receipts={receipts} />
    </Stack>
  );
}
