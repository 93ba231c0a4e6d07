import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { ServiceType } from '@seva/schemas';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { ma } from '../../messages/application-screens.ts';
import { Loading } from '../../ui/Loading.tsx';
import { LoadFailed } from '../../ui/LoadState.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { ApplicationsTable } from './ApplicationsTable.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import {
  filterApplications,
  type StatusFilter,
  serviceTypeOptions,
  statusOptions,
  type TypeFilter,
} from './filters.ts';
import { formPath } from './paths.ts';
import { type MyApplication, useMyApplications } from './use-applications.ts';

const t = ma.list;

/**
 * My Services (no `serviceType`) or one type's list: filters, the table, delete one and delete all.
 * Filtering happens here, on the list the server sent (as the original portal did;
 * docs/product.md).
 */
export function ApplicationsList({ serviceType }: { serviceType?: ServiceType }) {
  const { list, remove, removeAll } = useMyApplications();
  const [typeFilter, setTypeFilter] = useState<TypeFilter>('All');
  const [status, setStatus] = useState<StatusFilter>('All');
  const [block, setBlock] = useState('');
  const [registrationType, setRegistrationType] = useState('');
  const [toDelete, setToDelete] = useState<MyApplication>();
  const [confirmAll, setConfirmAll] = useState(false);
  const [deletingMany, setDeletingMany] = useState(false);
  const rtps = serviceType === 'RTPS';
  const options = useQuery({ ...trpc.catalogue.rtpsOptions.queryOptions(), enabled: rtps });

  const rows = useMemo(
    () =>
      filterApplications(list.data ?? [], {
        serviceType: serviceType ?? typeFilter,
        status,
        block: rtps ? block : null,
        registrationType: rtps ? registrationType : null,
      }),
    [list.data, serviceType, typeFilter, status, rtps, block, registrationType],
  );
  // Only pending applications may be withdrawn (docs/product.md 51).
  const withdrawable = useMemo(() => rows.filter((row) => row.status === 'pending'), [rows]);
  const typeLabel = serviceType ? ma.types[serviceType] : undefined;
  const unfiltered = !serviceType && typeFilter === 'All' && status === 'All';

  const deleteOne = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ id: toDelete._id });
      toastSuccess(t.deleted);
      setToDelete(undefined);
    } catch {
      toastError(typeLabel ? t.deleteTypeFailed(typeLabel) : t.deleteFailed);
    }
  };

  // Everything the citizen has: one call. A filtered list: one call per shown application
  // (as the original portal's per-type lists do), so nothing the citizen cannot see is deleted.
  const deleteShown = async () => {
    setDeletingMany(true);
    try {
      let kept = rows.length - withdrawable.length;
      if (unfiltered) {
        kept = (await removeAll.mutateAsync()).kept;
      } else {
        for (const row of withdrawable) await remove.mutateAsync({ id: row._id });
      }
      toastSuccess(kept > 0 ? t.deletedSomeKept(kept) : t.deletedAll);
      setConfirmAll(false);
    } catch {
      toastError(t.deleteAllFailed);
    } finally {
      setDeletingMany(false);
    }
  };

  const title = serviceType ? ma.listTitles[serviceType] : t.myServices;
  const deleteAllLabel = typeLabel ? t.deleteAllOfType(typeLabel) : t.deleteAll;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <ScreenTitle fz={{ base: 20, sm: 24 }}>{title}</ScreenTitle>
        <Group gap="sm">
          {serviceType ? (
            <Button
              component={Link}
              to={formPath(serviceType)}
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t.applyNew}
            </Button>
          ) : null}
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={list.isPending || withdrawable.length === 0}
            onClick={() => setConfirmAll(true)}
          >
            {deleteAllLabel}
          </Button>
        </Group>
      </Group>

      <Paper withBorder p="sm">
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          {serviceType ? null : (
            <NativeSelect
              size="md"
              label={t.serviceType}
              value={typeFilter}
              onChange={(event) => setTypeFilter(event.currentTarget.value as TypeFilter)}
              data={[
                { value: 'All', label: t.all },
                ...serviceTypeOptions.map((type) => ({
                  value: type,
                  label: ma.typeNames[type],
                })),
              ]}
              miw={140}
            />
          )}
          <NativeSelect
            size="md"
            label={t.status}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as StatusFilter)}
            data={[
              { value: 'All', label: t.all },
              ...statusOptions.map((value) => ({
                value,
                label: ma.status[value],
              })),
            ]}
            miw={140}
          />
          {rtps ? (
            <>
              <NativeSelect
                size="md"
                label={t.block}
                value={block}
                onChange={(event) => setBlock(event.currentTarget.value)}
                data={[
                  { value: '', label: ma.rtps.allBlocks },
                  ...(options.data?.blocks ?? []).map((b) => ({
                    value: b.code,
                    label: `${b.name} (${b.code})`,
                  })),
                ]}
                miw={140}
              />
              <NativeSelect
                size="md"
                label={t.registrationType}
                value={registrationType}
                onChange={(event) => setRegistrationType(event.currentTarget.value)}
                data={[
                  { value: '', label: ma.rtps.allTypes },
                  ...(options.data?.registrationTypes ?? []).map((r) => ({
                    value: r.code,
                    label: r.name === r.code ? r.code : `${r.name} (${r.code})`,
                  })),
                ]}
                miw={140}
              />
            </>
          ) : null}
        </Group>
      </Paper>

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed message={t.loadFailed} retry={{ label: t.retry, onRetry: list.refetch }} />
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{t.empty}</Text>
        </Paper>
      ) : (
        <ApplicationsTable rows={rows} rtps={rtps} onDelete={setToDelete} />
      )}

      <DeleteDialog
        opened={toDelete !== undefined}
        title={typeLabel ? t.deleteTypeTitle(typeLabel) : t.deleteTitle}
        text={t.confirmDelete}
        loading={remove.isPending && !deletingMany}
        onConfirm={() => void deleteOne()}
        onClose={() => setToDelete(undefined)}
      />
      <DeleteDialog
        opened={confirmAll}
        title={deleteAllLabel}
        lead={t.confirmDeleteAll(withdrawable.length, serviceType ? ma.kinds[serviceType] : null)}
        text={t.confirmDelete}
        loading={deletingMany}
        onConfirm={() => void deleteShown()}
        onClose={() => setConfirmAll(false)}
      />
    </Stack>
  );
}
