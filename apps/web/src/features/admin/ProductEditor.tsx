import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UpdateProductInput } from '@seva/schemas';
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
 * Edits one product of the catalogue (docs/product.md, Orders and the catalogue): every screen
 * shows the new price at once.
 */
export function ProductEditor({
  product,
  priceIsFee = false,
  onClose,
  onSaved,
}: {
  product: UpdateProductInput | undefined;
  /** An application: its price is its fee, set under Fees and working days. */
  priceIsFee?: boolean;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  usePreloadSchemas();
  const form = useForm<UpdateProductInput>({
    mode: 'controlled',
    initialValues: {
      slug: '',
      title: '',
      description: '',
      price: 0,
      unit: '',
      titleHi: '',
      descriptionHi: '',
      unitHi: '',
      active: true,
    },
    validate: schemaResolver((schemas) => schemas.updateProductInput),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another product opens
  useEffect(() => {
    if (product) {
      form.setValues(product);
      form.resetDirty(product);
      form.clearErrors();
    }
  }, [product]);
  const save = useMutation(
    trpc.admin.updateProduct.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await onSaved();
        onClose();
      },
      onError: (error) => toastError(messageOf(error, t.failed)),
    }),
  );

  return (
    <Modal
      opened={product !== undefined}
      onClose={() => !save.isPending && onClose()}
      title={t.editTitle}
      centered
    >
      <form onSubmit={submitWithSchemas(form, (values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.productTitle}
            required
            data-autofocus
            maxLength={100}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t.description}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('description')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t.price}
              required
              min={0}
              max={1_000_000}
              allowDecimal={false}
              allowNegative={false}
              prefix="₹"
              disabled={priceIsFee}
              description={priceIsFee ? t.priceIsFee : undefined}
              {...form.getInputProps('price')}
            />
            <TextInput label={t.unit} required maxLength={40} {...form.getInputProps('unit')} />
          </Group>
          {/* The catalogue's Hindi (docs/decisions/055): `lang` lets the browser pick a
              Devanagari font for what is typed, whatever the screen's language. */}
          <Stack gap="sm" role="group" aria-labelledby="product-in-hindi">
            <div>
              <Text id="product-in-hindi" size="sm" fw={600}>
                {t.inHindi}
              </Text>
              <Text size="xs" c="dimmed">
                {t.inHindiHint}
              </Text>
            </div>
            <TextInput
              label={t.titleHi}
              lang="hi"
              maxLength={100}
              {...form.getInputProps('titleHi')}
            />
            <Textarea
              label={t.descriptionHi}
              lang="hi"
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('descriptionHi')}
            />
            <TextInput
              label={t.unitHi}
              lang="hi"
              maxLength={40}
              {...form.getInputProps('unitHi')}
            />
          </Stack>
          <Switch label={t.active} {...form.getInputProps('active', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
