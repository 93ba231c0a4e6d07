import { Button, Checkbox, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { mpv } from '../../messages/privacy.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';

const t = mpv.counter;

/**
 * The counter's erase action for the citizen at the desk: the operator ticks that the citizen
 * asked for it (the server refuses without that), then confirms (docs/decisions/062).
 */
export function EraseCitizen({
  citizenId,
  name,
  onErased,
}: {
  citizenId: string;
  name: string;
  onErased: () => void;
}) {
  const queryClient = useQueryClient();
  const [opened, dialog] = useDisclosure(false);
  const [asked, setAsked] = useState(false);
  const close = () => {
    setAsked(false);
    dialog.close();
  };
  const erase = useMutation(
    trpc.privacy.eraseCitizen.mutationOptions({
      onSuccess: async ({ message }) => {
        toastSuccess(message);
        close();
        await queryClient.invalidateQueries(trpc.admin.pathFilter());
        await queryClient.invalidateQueries(trpc.privacy.pathFilter());
        onErased();
      },
      onError: (error) => toastError(messageOf(error, t.failed)),
    }),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="counter-erase">
      <Stack gap="sm">
        <Title order={3} size="h4" id="counter-erase">
          {t.title}
        </Title>
        <Text size="sm">{t.text}</Text>
        <Group>
          <Button color="red" variant="light" onClick={dialog.open}>
            {t.button}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={() => !erase.isPending && close()}
        title={t.dialogTitle(name)}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t.text}</Text>
          <Checkbox
            label={t.confirmBox}
            checked={asked}
            onChange={(event) => setAsked(event.currentTarget.checked)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={erase.isPending}>
              {t.cancel}
            </Button>
            <Button
              color="red"
              disabled={!asked}
              loading={erase.isPending}
              onClick={() => erase.mutate({ citizenId, confirm: true })}
            >
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
