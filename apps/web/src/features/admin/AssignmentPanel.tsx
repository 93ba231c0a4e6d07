import '@mantine/core/styles/Combobox.css';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { AssigneeView } from '@seva/schemas';
import { IconHandGrab, IconUserCheck, IconUserShare } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { mw } from '../../messages/operator-workflow.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { invalidateApplications } from './invalidate.ts';

const t = mw.assignment;

/**
 * Who works an application (docs/decisions/067): 'Assign to me', 'Give to…', 'Unassign' and,
 * when another operator holds it, 'Take over'. A refusal (someone was quicker) shows the
 * server's message and reloads the page's data, so the fresh holder shows.
 */
export function AssignmentPanel({
  id,
  assignedTo,
}: {
  id: string;
  assignedTo: AssigneeView | null | undefined;
}) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [giving, setGiving] = useState(false);
  const [target, setTarget] = useState<string | null>(null);
  const operators = useQuery({ ...trpc.admin.operators.queryOptions(), enabled: giving });
  const options = {
    onSuccess: async (result: { message: string }) => {
      toastSuccess(result.message);
      setGiving(false);
      setTarget(null);
      await invalidateApplications(queryClient);
    },
    onError: async (error: unknown) => {
      toastError(messageOf(error, t.failed));
      await invalidateApplications(queryClient);
    },
  };
  const assign = useMutation(trpc.admin.assign.mutationOptions(options));
  const takeOver = useMutation(trpc.admin.takeOver.mutationOptions(options));
  const busy = assign.isPending || takeOver.isPending;
  const holder = assignedTo ?? null;
  const mine = holder !== null && holder._id === user?._id;

  return (
    <Stack gap="sm" data-testid="assignment">
      <Title order={3} size="h4">
        {t.title}
      </Title>
      <Text size="sm" data-testid="assigned-to">
        {holder === null ? t.nobody : mine ? t.you : t.holder(holder.name)}
        {holder ? (
          <Text span size="xs" c="dimmed">
            {' '}
            ({t.since(formatDateTime(holder.at) ?? '')})
          </Text>
        ) : null}
      </Text>
      {holder !== null && !mine ? (
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t.takeOverHint}
          </Text>
          <Button
            variant="light"
            leftSection={<IconHandGrab size={16} aria-hidden />}
            loading={takeOver.isPending}
            disabled={busy}
            onClick={() => takeOver.mutate({ id, from: holder._id })}
          >
            {t.takeOver}
          </Button>
        </Stack>
      ) : (
        <Group gap="xs" wrap="wrap">
          {holder === null && user ? (
            <Button
              size="xs"
              leftSection={<IconUserCheck size={16} aria-hidden />}
              loading={assign.isPending}
              disabled={busy}
              onClick={() => assign.mutate({ id, operatorId: user._id })}
            >
              {t.assignToMe}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUserShare size={16} aria-hidden />}
            disabled={busy}
            aria-expanded={giving}
            onClick={() => setGiving((open) => !open)}
          >
            {t.giveTo}
          </Button>
          {mine ? (
            <Button
              size="xs"
              variant="subtle"
              disabled={busy}
              onClick={() => assign.mutate({ id, operatorId: null })}
            >
              {t.unassign}
            </Button>
          ) : null}
        </Group>
      )}
      {giving && (holder === null || mine) ? (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t.giveLabel}
            data={(operators.data?.data ?? [])
              .filter((operator) => operator._id !== holder?._id)
              .map((operator) => ({ value: operator._id, label: operator.name }))}
            value={target}
            onChange={setTarget}
            searchable
            style={{ flex: 1 }}
            data-autofocus
          />
          <Button
            size="sm"
            disabled={!target || busy}
            onClick={() => target && assign.mutate({ id, operatorId: target })}
          >
            {t.give}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
