import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { DayRegister as Register } from '@seva/schemas';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { mo } from '../../messages/operator-screens.ts';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { formatRupees } from '../orders/format.ts';

const t = mo.register;

/** The time of day an entry happened, in India. */
const timeOf = (at: string) => formatDateTime(at)?.split(', ').at(-1) ?? '';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Sheet({ register }: { register: Register }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure label={t.cash} value={formatRupees(register.totals.cash)} testId="register-cash" />
        <Figure label={t.upi} value={formatRupees(register.totals.upi)} testId="register-upi" />
        <Figure
          label={t.total}
          value={formatRupees(register.totals.total)}
          testId="register-total"
        />
        <Figure label={t.unpaid} value={register.unpaid} testId="register-unpaid" />
      </SimpleGrid>

      <Section title={t.filed}>
        {register.filed.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.none}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={4} striped aria-label={t.filed}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.time}</Table.Th>
                  <Table.Th>{t.reference}</Table.Th>
                  <Table.Th>{t.what}</Table.Th>
                  <Table.Th>{t.citizen}</Table.Th>
                  <Table.Th>{t.via}</Table.Th>
                  <Table.Th ta="right">{t.amount}</Table.Th>
                  <Table.Th>{t.state}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {register.filed.map((entry) => (
                  <Table.Tr key={entry.reference} data-testid="register-filed">
                    <Table.Td>{timeOf(entry.at)}</Table.Td>
                    <Table.Td ff="monospace">{entry.reference}</Table.Td>
                    <Table.Td>
                      {entry.serviceType ? mo.types[entry.serviceType] : entry.product}
                    </Table.Td>
                    <Table.Td>{entry.citizen}</Table.Td>
                    <Table.Td data-testid="register-via" data-via={entry.via}>
                      {entry.via === 'counter' ? t.atCounter(entry.filedBy) : t.online}
                    </Table.Td>
                    <Table.Td ta="right">{formatRupees(entry.amount)}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={entry.paid ? 'green' : 'orange'}>
                        {entry.paid ? t.paid : t.notPaid}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>

      <Section title={t.payments}>
        {register.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.none}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={4} striped aria-label={t.payments}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.time}</Table.Th>
                  <Table.Th>{t.receipt}</Table.Th>
                  <Table.Th>{t.reference}</Table.Th>
                  <Table.Th ta="right">{t.amount}</Table.Th>
                  <Table.Th>{t.method}</Table.Th>
                  <Table.Th>{t.operator}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {register.payments.map((payment) => (
                  <Table.Tr key={payment.number} data-testid="register-payment">
                    <Table.Td>{timeOf(payment.at)}</Table.Td>
                    <Table.Td ff="monospace">
                      {payment.number}
                      {payment.reverses ? (
                        <Text size="xs" c="red">
                          {t.reverses(payment.reverses, payment.reason ?? '')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td ff="monospace">{payment.reference}</Table.Td>
                    <Table.Td ta="right">{formatRupees(payment.amount)}</Table.Td>
                    <Table.Td>
                      {payment.method === 'upi' ? `${t.upi} ${payment.utr ?? ''}` : t.cash}
                    </Table.Td>
                    <Table.Td>{payment.operator ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>

      {register.byOperator.length > 0 ? (
        <Section title={t.byOperator}>
          <Table verticalSpacing={4} aria-label={t.byOperator}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.operator}</Table.Th>
                <Table.Th ta="right">{t.cash}</Table.Th>
                <Table.Th ta="right">{t.upi}</Table.Th>
                <Table.Th ta="right">{t.total}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {register.byOperator.map((row) => (
                <Table.Tr key={row.operator} data-testid="register-operator">
                  <Table.Td>{row.operator}</Table.Td>
                  <Table.Td ta="right">{formatRupees(row.cash)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(row.upi)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(row.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      ) : null}
    </Stack>
  );
}

/**
 * The day register (docs/product.md, The day register): one India day of filings and money,
 * totals that balance the cash drawer, printable and as CSV. `date` empty: today.
 */
export function DayRegister({ date }: { date?: string }) {
  const navigate = useNavigate();
  const query = useQuery(trpc.admin.register.queryOptions(date ? { date } : {}));
  const shown = query.data?.date ?? date ?? '';
  const csv = `/api/admin/register?${new URLSearchParams({ ...(shown ? { date: shown } : {}), format: 'csv' })}`;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <ScreenTitle>{t.title}</ScreenTitle>
        <Group gap="sm" align="flex-end" className="seva-no-print">
          <TextInput
            type="date"
            label={t.date}
            value={shown}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value)
                void navigate({ to: '/admin-dashboard/register', search: { date: value } });
            }}
          />
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            {t.print}
          </Button>
          <Button
            component="a"
            href={csv}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t.csv}
          </Button>
        </Group>
      </Group>
      {query.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t.loading}</Text>
        </Group>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {t.failed}
        </Alert>
      ) : (
        <Sheet register={query.data} />
      )}
    </Stack>
  );
}
