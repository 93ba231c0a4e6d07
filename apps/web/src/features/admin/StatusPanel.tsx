import { Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ApplicationStatus, ServiceType, StatusTarget } from '@seva/schemas/application-kinds';
import { IconCheck, IconFileAlert, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { mq } from '../../messages/operator-queue.ts';
import { mo } from '../../messages/operator-screens.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { invalidateApplications } from './invalidate.ts';
import { SendBackDialog } from './SendBackDialog.tsx';
import { statusActions } from './status-actions.ts';

const t = mo.status;

type Change = {
  status: StatusTarget;
  reason?: string;
  documents?: Array<{ key: string; label: string }>;
};

/**
 * The status buttons, Reject with a reason and Send back for documents included
 * (docs/product.md, Operator review; docs/decisions/066).
 */
export function StatusPanel({
  id,
  status,
  serviceType,
  reference,
}: {
  id: string;
  status: ApplicationStatus;
  serviceType: ServiceType;
  /** Named in the completion question. */
  reference?: string;
}) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);
  // Completing cannot be undone and tells the citizen: asked first (docs/decisions/070).
  const [completing, setCompleting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const change = useMutation(
    trpc.admin.changeStatus.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message || t.success);
        setRejecting(false);
        setSendingBack(false);
        setCompleting(false);
        setReason('');
        await invalidateApplications(queryClient);
      },
      onError: async (error) => {
        toastError(messageOf(error, t.failed));
        setCompleting(false);
        // A refused move usually means someone else moved it first: show the real status.
        await invalidateApplications(queryClient);
      },
    }),
  );
  const actions = statusActions(status);
  const run = (next: Change) => change.mutate({ id, change: next });
  const busy = change.isPending;
  const label = (text: string) => (busy ? t.updating : text);

  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(t.reasonRequired);
      return;
    }
    run({ status: 'rejected', reason: trimmed });
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t.title}
      </Title>
      {actions.inProgress || actions.completed || actions.reject || actions.sendBack ? (
        <Group gap="sm">
          {actions.inProgress ? (
            <Button
              disabled={busy || !actions.inProgressEnabled}
              onClick={() => run({ status: 'in_progress' })}
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
            >
              {label(t.markInProgress)}
            </Button>
          ) : null}
          {actions.completed ? (
            <Button
              color="green"
              disabled={busy}
              onClick={() => setCompleting(true)}
              leftSection={<IconCheck size={16} aria-hidden />}
            >
              {label(t.markCompleted)}
            </Button>
          ) : null}
          {actions.sendBack ? (
            <Button
              color="orange"
              variant="light"
              disabled={busy}
              onClick={() => setSendingBack(true)}
              leftSection={<IconFileAlert size={16} aria-hidden />}
            >
              {mo.sendBack.open}
            </Button>
          ) : null}
          {actions.reject ? (
            <Button
              color="red"
              variant="light"
              disabled={busy}
              onClick={() => {
                setReasonError(undefined);
                setRejecting(true);
              }}
              leftSection={<IconX size={16} aria-hidden />}
            >
              {t.reject}
            </Button>
          ) : null}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t.final}
        </Text>
      )}
      <ConfirmModal
        opened={completing}
        title={mq.confirmComplete.title}
        text={mq.confirmComplete.application(reference ?? mo.types[serviceType])}
        confirmLabel={label(mq.confirmComplete.confirm)}
        cancelLabel={mq.confirmComplete.cancel}
        color="green"
        busy={busy}
        onConfirm={() => run({ status: 'completed' })}
        onClose={() => setCompleting(false)}
      />
      <SendBackDialog
        key={sendingBack ? 'open' : 'closed'}
        opened={sendingBack}
        serviceType={serviceType}
        busy={busy}
        onClose={() => setSendingBack(false)}
        onSubmit={run}
      />
      <Modal
        opened={rejecting}
        onClose={() => {
          if (!busy) setRejecting(false);
        }}
        title={t.rejectTitle}
        centered
      >
        <form onSubmit={submitReject} noValidate>
          <Stack gap="md">
            <Textarea
              label={t.reason}
              placeholder={t.reasonPlaceholder}
              required
              autosize
              minRows={3}
              maxLength={1000}
              value={reason}
              error={reasonError}
              data-autofocus
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonError(undefined);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRejecting(false)} disabled={busy}>
                {t.cancel}
              </Button>
              <Button type="submit" color="red" disabled={busy}>
                {label(t.confirmReject)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
