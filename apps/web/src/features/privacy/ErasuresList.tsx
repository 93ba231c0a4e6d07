import '@mantine/core/styles/Table.css';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ErasureRecord } from '@seva/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messageOf } from '../../lib/api-errors.ts';
import { useCursorPages } from '../../lib/cursor-pages.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { mpv } from '../../messages/privacy.ts';
import { EmptyPanel, LoadFailed, LoadingLine } from '../../ui/LoadState.tsx';

const t = mpv.erasures;

function doorOf(row: ErasureRecord): string {
  if (row.door === 'self') return t.self;
  return row.erasedBy ? t.counter(row.erasedBy) : t.counterUnknown;
}

/** The operators' audit list of erased accounts: ids, counts and times only (decision 062). */
export function ErasuresList() {
  const pages = useCursorPages('erasures');
  const query = useQuery({
    ...trpc.privacy.erasures.queryOptions({ cursor: pages.cursor, limit: 20 }),
    placeholderData: keepPreviousData,
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="erasures-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="erasures-title">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.text}
        </Text>
        {query.isPending ? (
          <LoadingLine text={t.loading} />
        ) : query.isError ? (
          <LoadFailed message={messageOf(query.error, t.loadFailed)} />
        ) : query.data.data.length === 0 ? (
          <EmptyPanel>{t.empty}</EmptyPanel>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped data-testid="erasures">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.when}</Table.Th>
                  <Table.Th>{t.account}</Table.Th>
                  <Table.Th>{t.door}</Table.Th>
                  <Table.Th>{t.removed}</Table.Th>
                  <Table.Th>{t.kept}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{formatDateTime(row.requestedAt)}</Table.Td>
                    <Table.Td>
                      <Text ff="monospace" size="sm">
                        {row.citizenId ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{doorOf(row)}</Table.Td>
                    <Table.Td>
                      {t.removedCounts(
                        row.applicationsRemoved,
                        row.ordersRemoved,
                        row.filesDeleted,
                      )}
                      {row.filesFailed > 0 ? (
                        <Text size="xs" c="red">
                          {t.filesLeft(row.filesFailed)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{row.keptForAccounts}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {query.data && (pages.page > 1 || query.data.nextCursor) ? (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={pages.page <= 1} onClick={pages.previous}>
              {t.previous}
            </Button>
            <Button
              variant="default"
              disabled={!query.data.nextCursor}
              onClick={() => pages.next(query.data?.nextCursor)}
            >
              {t.next}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
