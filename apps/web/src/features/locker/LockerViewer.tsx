import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { httpStatusOf, messageOf } from '../../lib/api-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { ml } from '../../messages/locker.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { LockerImage } from './LockerImage.tsx';

/** One locker document: its photo and signature, each with a download button; delete. */
export function LockerViewer({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery(trpc.locker.byId.queryOptions({ id }));
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(
    trpc.locker.remove.mutationOptions({
      onSuccess: (result) => {
        toastSuccess(result.message || ml.seed.deleted);
        setConfirming(false);
        queryClient.removeQueries(trpc.locker.byId.queryFilter({ id }));
        onDeleted();
      },
      onError: (error) => toastError(messageOf(error, ml.deleteFailed)),
      onSettled: () => queryClient.invalidateQueries(trpc.locker.list.pathFilter()),
    }),
  );

  if (query.isPending) return <Loading />;
  if (query.isError) {
    const missing = httpStatusOf(query.error) === 404;
    return (
      <Alert color={missing ? 'yellow' : 'red'} role="alert" data-testid="locker-error">
        {missing ? ml.seed.notFound : ml.seed.loadFailed}
      </Alert>
    );
  }
  const document = query.data.data;

  return (
    <Paper withBorder radius="md" p="md" data-testid="locker-viewer">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {document.name}
            </Title>
            <Text size="xs" c="dimmed">
              {ml.uploadedOn(formatDateTime(document.createdAt) ?? '')}
            </Text>
          </div>
          <Button
            color="red"
            variant="light"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={ml.deleteOf(document.name)}
            onClick={() => setConfirming(true)}
          >
            {ml.delete}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <LockerImage
            key={`photo-${document._id}`}
            title={ml.photo}
            alt={ml.photoOf(document.name)}
            path={document.photoPath}
            fileName={document.photoOriginalName}
            downloadLabel={ml.downloadPhoto}
            testId="locker-photo"
          />
          <LockerImage
            key={`signature-${document._id}`}
            title={ml.signature}
            alt={ml.signatureOf(document.name)}
            path={document.signaturePath}
            fileName={document.signatureOriginalName}
            downloadLabel={ml.downloadSignature}
            testId="locker-signature"
          />
        </SimpleGrid>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={ml.deleteTitle}
        text={ml.deleteText(document.name)}
        confirmLabel={ml.delete}
        cancelLabel={ml.cancel}
        color="red"
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: document._id })}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
