import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import {
  asksForDelivery,
  FULFILMENT_FIELD,
  type OrderField,
  orderForms,
  type ProductSlug,
} from '@seva/schemas/order-forms';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useCounterFiling } from '../../lib/counter-filing.ts';
import { loadSchemasOnFirstUse } from '../../lib/schemas.ts';
import { meQueryOptions, useSession } from '../../lib/session.ts';
import { uploadForm } from '../../lib/upload.ts';
import { submitWithSchemas } from '../../lib/zod-form.ts';
import { fieldLabel, optionLabel } from '../../messages/order-fields.ts';
import { mpp } from '../../messages/product-pages.ts';
import { FileField } from '../../ui/FileField.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { applicationValidator, toFormData } from '../applications/use-apply.tsx';
import { formatRupees } from '../public/catalogue.ts';
import { clearOrderDraft, readOrderDraft, saveOrderDraft } from './order-draft.ts';
import { adminOrderPath, orderPath } from './paths.ts';

const t = mpp.product;
type Values = Record<string, string | File | null>;

function initialValues(fields: readonly OrderField[]): Values {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === 'file'
        ? null
        : field.kind === 'quantity'
          ? '1'
          : // Collected at the counter unless the citizen asks for delivery (docs/product.md, Orders).
            field.name === FULFILMENT_FIELD
            ? 'pickup'
            : '',
    ]),
  );
}

/** Each file field's content rule, for the client check before upload. */
function fileRules(fields: readonly OrderField[]) {
  return Object.fromEntries(
    fields.flatMap((field) =>
      field.kind === 'file' && field.file ? [[field.name, field.file]] : [],
    ),
  );
}

/** Shown, an address field for delivery is required: it is hidden for pickup. */
const isRequired = (field: OrderField) => !field.optional || field.optional === 'unlessDelivery';

/** One input of an order form, from its definition in `orderForms` (labels, kind, options). */
function FieldInput({ field, form }: { field: OrderField; form: UseFormReturnType<Values> }) {
  const props = form.getInputProps(field.name);
  const common = {
    label: fieldLabel(field),
    required: isRequired(field),
    description: field.optional === 'whenUpdating' ? t.optionalWhenUpdating : undefined,
    maxLength: field.max,
  };
  switch (field.kind) {
    case 'file':
      return (
        <FileField
          name={field.name}
          label={fieldLabel(field)}
          types={field.file?.types ?? []}
          value={(form.values[field.name] as File | null) ?? null}
          onChange={(file) => form.setFieldValue(field.name, file)}
          error={props.error as string | undefined}
          required={isRequired(field)}
        />
      );
    case 'choice':
      return (
        <Radio.Group {...common} size="md" key={form.key(field.name)} {...props}>
          <Group gap="lg" mt={6}>
            {(field.options ?? []).map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={optionLabel(option)}
                size="md"
              />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          size="md"
          data={[
            { value: '', label: t.select },
            ...(field.options ?? []).map((option) => ({
              value: option.value,
              label: optionLabel(option),
            })),
          ]}
          key={form.key(field.name)}
          {...props}
        />
      );
    case 'textarea':
      return <Textarea {...common} size="md" rows={3} key={form.key(field.name)} {...props} />;
    case 'quantity':
      return (
        <TextInput
          {...common}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          key={form.key(field.name)}
          {...props}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.kind}
          inputMode={field.kind === 'tel' ? 'numeric' : undefined}
          autoComplete={
            { fullName: 'name', mobile: 'tel-national', email: 'email', pincode: 'postal-code' }[
              field.name
            ]
          }
          key={form.key(field.name)}
          {...props}
        />
      );
  }
}

/**
 * A product's order form (docs/product.md, Orders), rendered from `orderForms[slug]` and checked
 * with `orderFormSchema(slug)` — the server's messages. Buy Now: signed out → /login and back,
 * with the typed text kept; signed in → POST /api/orders, then the order's page.
 */
export function OrderForm({
  slug,
  price,
}: {
  slug: ProductSlug;
  /** Prerendered, the price's marker, which the server fills in (features/public/prerender.tsx). */
  price: number | string | undefined;
}) {
  const fields = orderForms[slug];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const hasFiles = fields.some((field) => field.kind === 'file');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(fields),
    validate: applicationValidator<Values>(
      (schemas) => schemas.orderFormSchema(slug),
      () => fileRules(fields),
    ),
  });
  const { user } = useSession();
  // At the counter: the operator orders for the citizen served, and opens the order's admin page.
  const counter = useCounterFiling();

  // Back from the login page: what was typed before is filled in again (once, on arrival).
  // biome-ignore lint/correctness/useExhaustiveDependencies: fields follow slug; setValues changes each render
  useEffect(() => {
    const draft = readOrderDraft(slug);
    const known = Object.entries(draft).filter(([name]) =>
      fields.some((field) => field.name === name && field.kind !== 'file'),
    );
    if (known.length > 0) form.setValues(Object.fromEntries(known));
  }, [slug]);

  const submit = submitWithSchemas(form, async (values) => {
    setFailure(undefined);
    const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
    if (!me?.user && !counter) {
      saveOrderDraft(slug, values);
      await navigate({ to: '/login', search: { redirect: `/services/${slug}` } });
      return;
    }
    setPending(true);
    try {
      const body = toFormData({ product: slug, ...values });
      const response = counter
        ? await uploadForm('/api/admin/citizens/{citizenId}/orders', body, {
            fallback: t.failed,
            params: { citizenId: counter.citizenId },
          })
        : await uploadForm('/api/orders', body, { fallback: t.failed });
      const { order } = response;
      if (!counter) clearOrderDraft(slug);
      toastSuccess(
        <>
          {response.message}
          <br />
          {t.reference(order.reference)}
        </>,
      );
      // My Orders and the admin queue show the new order on their next look.
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const [path] = query.queryKey;
          return Array.isArray(path) && (path[0] === 'orders' || path[1] === 'orders');
        },
      });
      await navigate({
        href: counter ? adminOrderPath(order._id) : orderPath(order._id, { placed: true }),
      });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t.failed;
      setFailure(message);
      toastError(message);
    } finally {
      setPending(false);
    }
  });

  const delivery = asksForDelivery(fields, form.values);
  const count = Number(form.values.quantity ?? 1);
  // Prerendered, at the default quantity of one the total is the price's marker itself.
  const total =
    typeof price === 'string' ? (count === 1 ? price : undefined) : (price ?? 0) * count;
  const showTotal =
    price !== undefined && fields.some((f) => f.kind === 'quantity') && Number.isInteger(count);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form
        {...loadSchemasOnFirstUse}
        onSubmit={submit}
        noValidate
        aria-labelledby="order-form-title"
      >
        <Stack gap="md">
          <Title order={2} fz={{ base: 20, sm: 24 }} id="order-form-title">
            {t.formTitle}
          </Title>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          {fields
            .filter((field) => field.optional !== 'unlessDelivery' || delivery)
            .map((field) => (
              <FieldInput key={field.name} field={field} form={form} />
            ))}
          {showTotal && count >= 1 && total !== undefined ? (
            <Text fw={700} fz="lg" className="seva-price" data-testid="order-total">
              {t.total(formatRupees(total))}
            </Text>
          ) : null}
          <Button type="submit" size="lg" disabled={pending || price === undefined}>
            {pending ? t.submitting : t.buyNow}
          </Button>
          {!user && !counter ? (
            <Text fz="sm" c="dimmed">
              {t.loginToBuy} {hasFiles ? t.filesNote : null}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
