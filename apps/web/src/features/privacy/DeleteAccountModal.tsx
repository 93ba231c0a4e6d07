import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EraseMyAccountInput } from '@seva/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { schemaResolver, submitWithSchemas } from '../../lib/zod-form.ts';
import { mpv } from '../../messages/privacy.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { PasswordField } from '../auth/fields.tsx';

const t = mpv.deleteDialog;

/**
 * The citizen deletes their own account: what goes and what is kept, then their password again
 * (docs/decisions/062). Afterwards nothing of theirs stays cached and they are on the home page.
 */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<EraseMyAccountInput>({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver((schemas) => schemas.eraseMyAccountInput),
  });
  usePreloadSchemas();
  const [error, setError] = useState<string>();
  const close = () => {
    form.reset();
    setError(undefined);
    onClose();
  };

  const erase = useMutation(
    trpc.privacy.eraseMine.mutationOptions({
      onSuccess: async ({ message }) => {
        const meKey = trpc.auth.me.queryKey();
        queryClient.setQueryData(meKey, { user: null });
        await navigate({ to: '/' });
        queryClient.removeQueries({
          predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(meKey),
        });
        toastSuccess(message);
      },
      onError: (failure) => {
        const message = messageOf(failure, t.failed);
        setError(message);
        toastError(message);
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={() => !erase.isPending && close()} title={t.title} centered>
      <form
        onSubmit={submitWithSchemas(form, (values) => {
          setError(undefined);
          erase.mutate(values);
        })}
        noValidate
      >
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <List size="sm" spacing="xs">
            <List.Item>{t.deleted}</List.Item>
            <List.Item>{t.kept}</List.Item>
            <List.Item>{t.inProgress}</List.Item>
          </List>
          <Text size="sm" fw={600}>
            {t.final}
          </Text>
          <PasswordField
            label={t.password}
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={erase.isPending}>
              {t.cancel}
            </Button>
            <Button type="submit" color="red" loading={erase.isPending}>
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
