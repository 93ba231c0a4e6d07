import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OrderField, OrderView } from '@seva/schemas';
import { IconDownload, IconExternalLink, IconFile } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { formatFileSize } from '../../lib/files.ts';
import { mos } from '../../messages/order-screens.ts';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { formatRupees } from './format.ts';
import { detailRows, fileLabel } from './order-fields.ts';
import { PaidBadge } from './PaidBadge.tsx';
import { orderFilePath } from './paths.ts';

const t = mos.detail;

export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function Field({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The reference in groups a citizen can read over the phone: SEVA-2026-000123 as
 * "SEVA 2026 000123" for the eye, the real value for copying and tests.
 */
export function Reference({ value, size = 'lg' }: { value: string; size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Text
      span
      ff="monospace"
      fw={700}
      fz={size}
      style={{ letterSpacing: '0.06em', whiteSpace: 'nowrap' }}
      c="var(--mantine-color-text)"
      data-testid="order-reference"
    >
      {value}
    </Text>
  );
}

/** Product, reference and status: the top of both order pages. */
export function OrderHeader({ order, actions }: { order: OrderView; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2} miw={0}>
        <ScreenTitle fz={{ base: 20, sm: 24 }} item={order.reference}>
          {order.product.title}
        </ScreenTitle>
        <Text size="sm" c="dimmed">
          {t.reference}: <Reference value={order.reference} size="md" />
        </Text>
      </Stack>
      <Group gap="xs">
        <span data-testid="order-status">
          <StatusBadge status={order.status} size="lg" />
        </span>
        <PaidBadge paid={order.paid} size="lg" />
        {actions}
      </Group>
    </Group>
  );
}

export function OrderSummary({ order }: { order: OrderView }) {
  return (
    <Section title={t.summary} testId="order-summary">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Field label={t.product}>{order.product.title}</Field>
        <Field label={t.quantity} testId="order-quantity">
          {order.quantity}
        </Field>
        <Field label={t.unitPrice}>
          {t.perUnit(formatRupees(order.unitPrice), order.product.unit)}
        </Field>
        <Field label={t.amount} testId="order-amount">
          <Text span fw={700} fz="lg">
            {formatRupees(order.amount)}
          </Text>
        </Field>
        <Field label={t.orderedOn}>{formatDateTime(order.createdAt)}</Field>
        <Field label={t.updatedOn}>{formatDateTime(order.updatedAt)}</Field>
      </SimpleGrid>
    </Section>
  );
}

/** Paid at the counter (amount, method, date) or still to pay there. */
export function PaymentDetails({ order }: { order: OrderView }) {
  if (!order.payment) {
    return (
      <Text size="sm" data-testid="order-payment">
        {t.payAtCounter}: <b>{formatRupees(order.amount)}</b>
      </Text>
    );
  }
  return (
    <Group gap="lg" align="flex-start" data-testid="order-payment">
      <Field label={t.paidAmount}>{formatRupees(order.payment.amount)}</Field>
      <Field label={t.method}>{mos.methods[order.payment.method]}</Field>
      <Field label={t.paidOn}>{formatDateTime(order.payment.at)}</Field>
    </Group>
  );
}

export function OrderDetails({
  order,
  fields,
}: {
  order: OrderView;
  fields: readonly OrderField[] | undefined;
}) {
  const rows = detailRows(fields, order.details);
  return (
    <Section title={t.details} testId="order-details">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {rows.map((row) => (
          <Field key={row.name} label={row.label} testId={`order-field-${row.name}`}>
            {row.value}
          </Field>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** The uploaded files, through the authorised route: view in a tab, or download. */
export function OrderFiles({
  order,
  fields,
}: {
  order: OrderView;
  fields: readonly OrderField[] | undefined;
}) {
  return (
    <Section title={t.files} testId="order-files">
      {order.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noFiles}
        </Text>
      ) : (
        <Stack gap="xs">
          {order.files.map((file) => (
            <Group
              key={file._id}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-testid="order-file"
            >
              <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 12rem', minWidth: 0 }}>
                <IconFile size={24} aria-hidden style={{ flexShrink: 0 }} />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {fileLabel(fields, file.field)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {file.originalName} · {formatFileSize(file.size)}
                  </Text>
                </div>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Button
                  component="a"
                  href={orderFilePath(order._id, file._id, { inline: true })}
                  target="_blank"
                  rel="noopener"
                  size="xs"
                  variant="default"
                  leftSection={<IconExternalLink size={14} aria-hidden />}
                  aria-label={t.viewOf(file.originalName)}
                >
                  {t.view}
                </Button>
                <Button
                  component="a"
                  href={orderFilePath(order._id, file._id)}
                  download={file.originalName}
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  aria-label={t.downloadOf(file.originalName)}
                >
                  {t.download}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** Who moved the order, when, from → to; oldest first. */
export function OrderHistory({ order }: { order: OrderView }) {
  // The placing itself, when the server keeps only the moves after it.
  const history: OrderView['history'] = order.history.some((change) => change.from === null)
    ? order.history
    : [{ from: null, to: 'pending', at: order.createdAt, by: null }, ...order.history];
  return (
    <Section title={t.history} testId="order-history">
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {history.map((change) => (
          <li key={`${change.at}-${change.to}`} data-testid="order-status-change">
            <Group gap={6} wrap="wrap">
              {change.from ? (
                <>
                  <StatusBadge status={change.from} size="sm" />
                  <Text span size="sm" aria-hidden>
                    →
                  </Text>
                  <StatusBadge status={change.to} size="sm" />
                </>
              ) : (
                <Text span size="sm">
                  {t.placedStep}
                </Text>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {formatDateTime(change.at)}
              {change.by ? ` ${t.by(change.by)}` : ''}
            </Text>
          </li>
        ))}
      </Stack>
    </Section>
  );
}
