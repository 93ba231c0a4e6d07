import '@mantine/core/styles/Table.css';
import { Badge, Box, Button, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { useCursorPages } from '../../lib/cursor-pages.ts';
import { formatDate } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { mo } from '../../messages/operator-screens.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { EmptyPanel, LoadFailed, LoadingLine } from '../../ui/LoadState.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../ui/SearchField.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { ErasuresList } from '../privacy/ErasuresList.tsx';
import { Applicant } from './Applicant.tsx';

const t = mo.users;
type Role = 'user' | 'admin';

interface Pending {
  kind: 'role' | 'disabled';
  userId: string;
  name: string;
  role?: Role;
  disabled?: boolean;
}

export function UsersScreen() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useCursorPages(debounced);
  const query = useQuery({
    ...trpc.admin.users.queryOptions({
      search: debounced || undefined,
      cursor: pages.cursor,
      limit: 20,
    }),
    placeholderData: keepPreviousData,
  });
  const [pending, setPending] = useState<Pending>();
  const done = {
    onSuccess: async (result: { message: string }) => {
      toastSuccess(result.message);
      setPending(undefined);
      await queryClient.invalidateQueries(trpc.admin.users.pathFilter());
    },
    onError: (error: unknown) => {
      toastError(messageOf(error, t.failed));
      setPending(undefined);
    },
  };
  const setRole = useMutation(trpc.admin.setRole.mutationOptions(done));
  const setDisabled = useMutation(trpc.admin.setDisabled.mutationOptions(done));
  const busy = setRole.isPending || setDisabled.isPending;

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'role' && pending.role) {
      setRole.mutate({ userId: pending.userId, role: pending.role });
    } else if (pending.kind === 'disabled' && pending.disabled !== undefined) {
      setDisabled.mutate({ userId: pending.userId, disabled: pending.disabled });
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <ScreenTitle>{t.title}</ScreenTitle>
        {query.data ? (
          <Text c="dimmed" aria-live="polite">
            {t.total(query.data.total)}
          </Text>
        ) : null}
      </Group>
      <SearchField
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={search}
        onSearch={setSearch}
        maw={420}
      />
      {query.isPending ? (
        <LoadingLine text={t.loading} />
      ) : query.isError ? (
        <LoadFailed message={t.loadFailed} />
      ) : query.data.data.length === 0 ? (
        <EmptyPanel>{t.empty}</EmptyPanel>
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table
            verticalSpacing="sm"
            highlightOnHover
            aria-label={t.title}
            style={{ whiteSpace: 'nowrap' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.name}</Table.Th>
                <Table.Th visibleFrom="sm">{t.applications}</Table.Th>
                <Table.Th visibleFrom="md">{t.joined}</Table.Th>
                <Table.Th visibleFrom="sm">{t.role}</Table.Th>
                <Table.Th>{t.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.data.map((user) => (
                <Table.Tr key={user._id} data-email={user.email ?? undefined}>
                  <Table.Td maw={0} w="100%">
                    <Applicant name={user.name} detail={user.email ?? user.mobile ?? undefined} />
                    <Group gap={4} mt={4} pl={48}>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {t.applicationCount(user.applicationCount)}
                      </Text>
                      {user.disabled ? (
                        <Badge color="red" variant="light" size="xs">
                          {t.disabled}
                        </Badge>
                      ) : null}
                      {user.emailVerified ? null : (
                        <Badge color="gray" variant="light" size="xs">
                          {t.unverified}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{user.applicationCount}</Table.Td>
                  <Table.Td visibleFrom="md">{formatDate(user.createdAt)}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    <NativeSelect
                      size="xs"
                      aria-label={t.roleOf(user.name)}
                      value={user.role}
                      data={[
                        { value: 'user', label: t.roles.user },
                        { value: 'admin', label: t.roles.admin },
                      ]}
                      onChange={(event) => {
                        const role = event.currentTarget.value as Role;
                        if (role !== user.role)
                          setPending({ kind: 'role', userId: user._id, name: user.name, role });
                      }}
                      w={90}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={6} align="flex-end">
                      <Box hiddenFrom="sm">
                        <NativeSelect
                          size="xs"
                          aria-label={t.roleOf(user.name)}
                          value={user.role}
                          data={[
                            { value: 'user', label: t.roles.user },
                            { value: 'admin', label: t.roles.admin },
                          ]}
                          onChange={(event) => {
                            const role = event.currentTarget.value as Role;
                            if (role !== user.role)
                              setPending({ kind: 'role', userId: user._id, name: user.name, role });
                          }}
                          w={90}
                        />
                      </Box>
                      <Button
                        size="xs"
                        variant="light"
                        color={user.disabled ? 'green' : 'red'}
                        onClick={() =>
                          setPending({
                            kind: 'disabled',
                            userId: user._id,
                            name: user.name,
                            disabled: !user.disabled,
                          })
                        }
                      >
                        {user.disabled ? t.enable : t.disable}
                      </Button>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {query.data && (pages.page > 1 || query.data.nextCursor) ? (
        <Group justify="space-between">
          <Button variant="default" disabled={pages.page <= 1} onClick={pages.previous}>
            {mo.list.previous}
          </Button>
          <Text size="sm" c="dimmed">
            {mo.list.page(pages.page)}
          </Text>
          <Button
            variant="default"
            disabled={!query.data.nextCursor || query.isPlaceholderData}
            onClick={() => pages.next(query.data.nextCursor)}
          >
            {mo.list.next}
          </Button>
        </Group>
      ) : null}
      <ConfirmModal
        opened={pending !== undefined}
        title={
          pending?.kind === 'role'
            ? t.roleTitle
            : pending?.disabled
              ? t.disableTitle
              : t.enableTitle
        }
        text={
          pending?.kind === 'role'
            ? t.roleText(pending.name, pending.role ?? 'user')
            : pending?.disabled
              ? t.disableText(pending?.name ?? '')
              : t.enableText(pending?.name ?? '')
        }
        confirmLabel={
          pending?.kind === 'role' ? t.confirm : pending?.disabled ? t.disable : t.enable
        }
        cancelLabel={t.cancel}
        color={pending?.kind === 'disabled' && pending.disabled ? 'red' : undefined}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setPending(undefined)}
      />
      <ErasuresList />
    </Stack>
  );
}
