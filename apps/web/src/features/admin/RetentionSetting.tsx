import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { schemaResolver, submitWithSchemas } from '../../lib/zod-form.ts';
import { mcn } from '../../messages/consent.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';

const t = mcn.settings;

/**
 * How many days identity documents and numbers are kept after an application closes
 * (docs/decisions/061-consent-and-retention.md); the server keeps a trail of each change.
 */
export function RetentionSetting() {
  usePreloadSchemas();
  const queryClient = useQueryClient();
  const notice = useQuery(trpc.consent.notice.queryOptions());
  const retentionDays = notice.data?.retentionDays;
  // A number field holds '' while emptied; the schema says what is wrong with it.
  const form = useForm<{ retentionDays: number | string }>({
    mode: 'controlled',
    initialValues: { retentionDays: retentionDays ?? '' },
    validate: schemaResolver((schemas) => schemas.updateRetentionInput),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the server's value only
  useEffect(() => {
    if (retentionDays === undefined) return;
    form.setValues({ retentionDays });
    form.resetDirty({ retentionDays });
  }, [retentionDays]);
  const save = useMutation(
    trpc.consent.updateRetention.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.consent.pathKey() });
      },
      onError: (error) => toastError(messageOf(error, t.failed)),
    }),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t.title}>
      <form
        onSubmit={submitWithSchemas(form, (values) =>
          save.mutate({ retentionDays: Number(values.retentionDays) }),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t.title}
          </Title>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <NumberInput
              label={t.days}
              required
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              w={320}
              data-testid="retention-days"
              {...form.getInputProps('retentionDays')}
            />
            <Button type="submit" mt={25} disabled={save.isPending || !form.isDirty()}>
              {save.isPending ? t.saving : t.save}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t.hint}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
