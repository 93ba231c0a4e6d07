import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { schemaResolver, submitWithSchemas } from '../../lib/zod-form.ts';
import { mac } from '../../messages/account-screens.ts';
import { m } from '../../messages/index.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';

export function EditProfileModal({
  opened,
  onClose,
  currentName,
  currentMobile,
}: {
  opened: boolean;
  onClose: () => void;
  currentName: string;
  currentMobile: string | null;
}) {
  const queryClient = useQueryClient();
  const form = useForm<{ name: string; mobile: string }>({
    mode: 'controlled',
    initialValues: { name: currentName, mobile: currentMobile ?? '' },
    validate: schemaResolver((schemas) => schemas.updateProfileInput),
  });
  usePreloadSchemas();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (opened) form.setValues({ name: currentName, mobile: currentMobile ?? '' });
  }, [opened]);

  const update = useMutation(
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: async ({ user }) => {
        queryClient.setQueryData(trpc.auth.me.queryKey(), { user });
        await queryClient.invalidateQueries(trpc.auth.me.queryFilter());
        toastSuccess(mac.profile.updated);
        onClose();
      },
      onError: (error) => toastError(messageOf(error, mac.profile.updateFailed)),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={mac.profile.editTitle} centered>
      <form onSubmit={submitWithSchemas(form, (values) => update.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label={mac.profile.fullName}
            placeholder={mac.fields.namePlaceholder}
            autoComplete="name"
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={mac.fields.mobile}
            description={mac.fields.mobileHint}
            placeholder={mac.fields.mobilePlaceholder}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...form.getInputProps('mobile')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {m.common.cancel}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {m.common.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
