import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ChangePasswordInput } from '@seva/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { schemaResolver, submitWithSchemas } from '../../lib/zod-form.ts';
import { mac } from '../../messages/account-screens.ts';
import { m } from '../../messages/index.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { PasswordField } from './fields.tsx';

const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordInput>({
    mode: 'controlled',
    initialValues: empty,
    validate: schemaResolver((schemas) => schemas.changePasswordInput),
  });
  usePreloadSchemas();
  const [error, setError] = useState<string>();
  const close = () => {
    form.reset();
    setError(undefined);
    onClose();
  };

  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: async ({ message }) => {
        await queryClient.invalidateQueries(trpc.auth.me.queryFilter());
        toastSuccess(message || mac.profile.passwordChanged);
        close();
      },
      onError: (error) => {
        const message = messageOf(error, mac.profile.passwordFailed);
        setError(message);
        toastError(message);
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={mac.profile.changePassword} centered>
      <form
        onSubmit={submitWithSchemas(form, (values) => {
          setError(undefined);
          change.mutate(values);
        })}
        noValidate
      >
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <PasswordField
            label={mac.fields.currentPassword}
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('currentPassword')}
          />
          <PasswordField
            label={mac.fields.newPassword}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label={mac.fields.confirmPassword}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {m.common.cancel}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {m.common.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
