import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { schemaResolver, submitWithSchemas } from '../../lib/zod-form.ts';
import { mo } from '../../messages/operator-screens.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';

const t = mo.settings;

/**
 * Each citizen's storage space (docs/product.md, Security and privacy: quotas), in whole MB;
 * uploads check it at once.
 */
export function StorageQuota({
  storageQuotaMb,
  onSaved,
}: {
  storageQuotaMb: number;
  onSaved: () => Promise<unknown>;
}) {
  usePreloadSchemas();
  // A number field holds '' while emptied; the schema says what is wrong with it.
  const form = useForm<{ storageQuotaMb: number | string }>({
    mode: 'controlled',
    initialValues: { storageQuotaMb },
    validate: schemaResolver((schemas) => schemas.updateStorageQuotaInput),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the server's value only
  useEffect(() => {
    form.setValues({ storageQuotaMb });
    form.resetDirty({ storageQuotaMb });
  }, [storageQuotaMb]);
  const save = useMutation(
    trpc.admin.updateStorageQuota.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await onSaved();
      },
      onError: (error) => toastError(messageOf(error, t.failed)),
    }),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t.storage}>
      <form
        onSubmit={submitWithSchemas(form, (values) =>
          save.mutate({ storageQuotaMb: Number(values.storageQuotaMb) }),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t.storage}
          </Title>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <NumberInput
              label={t.storageQuota}
              required
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              w={220}
              {...form.getInputProps('storageQuotaMb')}
            />
            <Button type="submit" mt={25} disabled={save.isPending || !form.isDirty()}>
              {save.isPending ? t.saving : t.save}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t.storageQuotaHint}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
