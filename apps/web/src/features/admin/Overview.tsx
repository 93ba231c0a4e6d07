import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ServiceType } from '@seva/schemas';
import {
  IconBriefcase,
  IconFileInvoice,
  IconId,
  type IconProps,
  IconReceiptTax,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { live } from '../../lib/live.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { m } from '../../messages/index.ts';
import { mo } from '../../messages/operator-screens.ts';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { StatusBadge, statusColors } from '../../ui/StatusBadge.tsx';
import { Applicant } from './Applicant.tsx';
import { detailPath, SERVICE_TYPES, STATUSES, typeListPath } from './kinds.ts';
import { OverdueCounts } from './OverdueCounts.tsx';
import { formatTotal } from './totals.ts';

const t = mo.overview;

/** One card per type, ITR included (docs/product.md, Operator review). */
const typeIcons: Record<ServiceType, ComponentType<IconProps>> = {
  PanCard: IconId,
  JobCard: IconBriefcase,
  RTPS: IconFileInvoice,
  ITR: IconReceiptTax,
};
const typeCards = SERVICE_TYPES.map((type) => ({ type, icon: typeIcons[type] }));

export function Overview() {
  const { user } = useSession();
  // The counts follow new work without a reload (docs/decisions/070).
  const query = useQuery({ ...trpc.admin.overview.queryOptions(), ...live });
  const data = query.data;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <ScreenTitle>{t.title}</ScreenTitle>
        <Text c="dimmed">{m.dashboard.welcome(user?.name ?? '')}</Text>
      </Stack>

      {data?.lowDiskSpace ? (
        <Alert color="orange" role="alert" title={t.lowDiskTitle} data-testid="overview-low-disk">
          {t.lowDisk(
            formatTotal(data.lowDiskSpace.freeMb),
            formatTotal(data.lowDiskSpace.minFreeMb),
          )}
        </Alert>
      ) : null}

      {data?.backup.stale || data?.backup.lastError ? (
        <Alert color="orange" role="alert" title={t.backupTitle} data-testid="overview-backup">
          {data.backup.lastError
            ? t.backupFailed(data.backup.lastError)
            : data.backup.lastSuccessAt
              ? t.backupOld(formatDateTime(data.backup.lastSuccessAt) ?? '')
              : t.backupNever}{' '}
          {data.backup.scheduled ? null : t.backupHowTo}
        </Alert>
      ) : data?.backup.lastSuccessAt ? (
        <Text size="sm" c="dimmed" data-testid="overview-backup">
          {t.backupLast(formatDateTime(data.backup.lastSuccessAt) ?? '')}
        </Text>
      ) : null}

      {query.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{m.common.loading}</Text>
        </Group>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {t.loadFailed}
        </Alert>
      ) : (
        <section aria-label={t.byStatus}>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            <Paper withBorder radius="md" p="md">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t.total}
              </Text>
              <Text fz={28} fw={700} data-testid="overview-total">
                {formatTotal(data?.total ?? 0)}
              </Text>
            </Paper>
            {STATUSES.map((status) => (
              <Paper
                key={status}
                withBorder
                radius="md"
                p="md"
                style={{ borderLeft: `4px solid var(--mantine-color-${statusColors[status]}-6)` }}
              >
                <StatusBadge status={status} size="sm" />
                <Text fz={28} fw={700} data-testid={`overview-${status}`}>
                  {formatTotal(data?.byStatus[status] ?? 0)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      )}

      {data ? <OverdueCounts counts={data.overdueByType} /> : null}

      <Stack gap="sm" component="section" aria-label={t.selectType}>
        <Title order={3} size="h4">
          {t.selectType}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {typeCards.map(({ type, icon: Icon }) => (
            <Card
              key={type}
              component={Link}
              to={typeListPath(type)}
              withBorder
              radius="md"
              padding="md"
            >
              <Group gap="md" wrap="nowrap">
                <Icon size={32} stroke={1.5} aria-hidden color="var(--mantine-color-blue-6)" />
                <Stack gap={0}>
                  <Text fw={600}>{mo.types[type]}</Text>
                  {data ? (
                    <Text size="sm" c="dimmed">
                      {mo.list.count(data.byType[type] ?? 0, formatTotal(data.byType[type] ?? 0))}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm" component="section" aria-label={t.recent}>
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t.recent}
          </Title>
          <Button component={Link} to="/admin-dashboard/services" variant="subtle" size="sm">
            {t.viewAll}
          </Button>
        </Group>
        {data && data.recent.length === 0 ? (
          <Paper withBorder p="xl" radius="md">
            <Text ta="center" c="dimmed">
              {t.noRecent}
            </Text>
          </Paper>
        ) : data ? (
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <Table
              highlightOnHover
              verticalSpacing="sm"
              style={{ whiteSpace: 'nowrap' }}
              aria-label={t.recent}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{mo.list.applicant}</Table.Th>
                  <Table.Th visibleFrom="xs" w={130}>
                    {mo.list.status}
                  </Table.Th>
                  <Table.Th visibleFrom="sm">{mo.list.appliedOn}</Table.Th>
                  <Table.Th ta="right">{mo.list.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.recent.map((row) => (
                  <Table.Tr key={row._id}>
                    <Table.Td maw={0} w="100%">
                      <Applicant
                        name={row.applicantName || row.user.name}
                        detail={row.referenceNumber}
                        extra={
                          <Group gap={6} mt={2}>
                            <Text size="xs" c="dimmed">
                              {mo.types[row.serviceType]}
                            </Text>
                            <Box hiddenFrom="xs">
                              <StatusBadge status={row.status} size="sm" />
                            </Box>
                          </Group>
                        }
                      />
                    </Table.Td>
                    <Table.Td visibleFrom="xs">
                      {/* max-content: the badge clips its label, so the cell would shrink it away */}
                      <Box w="max-content">
                        <StatusBadge status={row.status} size="sm" />
                      </Box>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{formatDate(row.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        component={Link}
                        to={detailPath(row.serviceType, row._id)}
                        size="xs"
                        variant="light"
                        aria-label={mo.list.viewDetailsOf(row.referenceNumber)}
                      >
                        {mo.list.viewDetails}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ) : null}
      </Stack>
    </Stack>
  );
}
