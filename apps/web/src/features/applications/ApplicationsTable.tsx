import '@mantine/core/styles/Table.css';
import { ActionIcon, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { KeyboardEvent, MouseEvent } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { ma } from '../../messages/application-screens.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { detailLink } from './paths.ts';
import type { MyApplication } from './use-applications.ts';

const t = ma.list;

/** An RTPS row's own field; undefined when empty or when the row is of another type. */
function detailOf(
  row: MyApplication,
  key: 'registrationNumber' | 'block' | 'registrationType',
): string | undefined {
  return row.serviceType === 'RTPS' ? row.specificService[key] || undefined : undefined;
}

function Comments({ row }: { row: MyApplication }) {
  if (row.comments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t.noComments}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {row.comments.map((comment) => (
        <div key={comment._id}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {comment.text}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.createdAt)}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/**
 * The applications as a table on wide screens and as cards on a phone (a six-column table
 * does not fit 360 px). A row or card opens the type's detail page.
 */
export function ApplicationsTable({
  rows,
  rtps,
  onDelete,
}: {
  rows: MyApplication[];
  /** The RTPS list shows registration number, block and type instead of the name. */
  rtps?: boolean;
  onDelete: (row: MyApplication) => void;
}) {
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const open = (row: MyApplication) => void navigate(detailLink(row.serviceType, row._id));
  const rowProps = (row: MyApplication) => ({
    onClick: () => open(row),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) open(row);
    },
    tabIndex: 0,
    style: { cursor: 'pointer' },
    'data-testid': 'application-row',
    'data-reference': row.referenceNumber,
  });
  // Withdrawn only while pending (docs/product.md 51): the centre's work stays.
  const deleteButton = (row: MyApplication) =>
    row.status !== 'pending' ? null : (
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t.deleteAria(row.referenceNumber)}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          onDelete(row);
        }}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    );
  const na = t.notAvailable;

  if (narrow) {
    return (
      <Stack gap="sm">
        {rows.map((row) => (
          <Card key={row._id} withBorder padding="sm" {...rowProps(row)}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {ma.typeNames[row.serviceType]}
                  {rtps ? '' : ` · ${row.applicantName || na}`}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {row.referenceNumber}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <StatusBadge status={row.status} size="sm" />
                {deleteButton(row)}
              </Group>
            </Group>
            {rtps ? (
              <Text size="sm" mt={6}>
                {detailOf(row, 'registrationNumber') ?? na} · {detailOf(row, 'block') ?? na} ·{' '}
                {detailOf(row, 'registrationType') ?? na}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" mt={6}>
              {t.appliedOn}: {formatDateTime(row.createdAt)}
            </Text>
            <Text size="xs" fw={600} mt={6}>
              {t.comments}
            </Text>
            <Comments row={row} />
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.reference}</Table.Th>
            <Table.Th>{t.serviceType}</Table.Th>
            {rtps ? (
              <>
                <Table.Th>{t.registrationNumber}</Table.Th>
                <Table.Th>{t.block}</Table.Th>
                <Table.Th>{t.registrationType}</Table.Th>
              </>
            ) : (
              <Table.Th>{t.name}</Table.Th>
            )}
            <Table.Th>{t.status}</Table.Th>
            <Table.Th>{t.appliedOn}</Table.Th>
            <Table.Th>{t.comments}</Table.Th>
            <Table.Th>{t.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row._id} {...rowProps(row)}>
              <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {row.referenceNumber}
              </Table.Td>
              <Table.Td>{ma.typeNames[row.serviceType]}</Table.Td>
              {rtps ? (
                <>
                  <Table.Td>{detailOf(row, 'registrationNumber') ?? na}</Table.Td>
                  <Table.Td>{detailOf(row, 'block') ?? na}</Table.Td>
                  <Table.Td>{detailOf(row, 'registrationType') ?? na}</Table.Td>
                </>
              ) : (
                <Table.Td>{row.applicantName || na}</Table.Td>
              )}
              <Table.Td>
                <StatusBadge status={row.status} size="sm" />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
              <Table.Td maw={260}>
                <Comments row={row} />
              </Table.Td>
              <Table.Td>{deleteButton(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
