import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Table.css';
import {
  Button,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { FeeSettings as Settings } from '@seva/schemas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { mo } from '../../messages/operator-screens.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { formatRupees } from '../orders/format.ts';

const t = mo.settings;

type Fee = Settings['fees'][number];

/** One type's fee row: three numbers and Save (the server checks them and answers why not). */
function FeeRow({ fee, onSaved }: { fee: Fee; onSaved: () => Promise<unknown> }) {
  const [values, setValues] = useState(fee);
  useEffect(() => setValues(fee), [fee]);
  const save = useMutation(
    trpc.admin.updateFee.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await onSaved();
      },
      onError: (error) => toastError(messageOf(error, t.failed)),
    }),
  );
  const name = mo.types[fee.serviceType];
  const changed =
    values.governmentFee !== fee.governmentFee ||
    values.serviceCharge !== fee.serviceCharge ||
    values.days !== fee.days;
  const number = (key: 'governmentFee' | 'serviceCharge' | 'days', label: string) => (
    <NumberInput
      aria-label={`${label}: ${name}`}
      value={values[key]}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      w={110}
      onChange={(value) => setValues((current) => ({ ...current, [key]: Number(value) }))}
    />
  );
  return (
    <Table.Tr data-service-type={fee.serviceType}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {name}
        </Text>
      </Table.Td>
      <Table.Td>{number('governmentFee', t.governmentFee)}</Table.Td>
      <Table.Td>{number('serviceCharge', t.serviceCharge)}</Table.Td>
      <Table.Td>{number('days', t.days)}</Table.Td>
      <Table.Td ta="right">
        <Button
          size="xs"
          variant="light"
          disabled={!changed || save.isPending}
          aria-label={t.saveFeeOf(name)}
          onClick={() => save.mutate(values)}
        >
          {save.isPending ? t.saving : t.save}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Settings: each type's fee and working days, with the latest changes (who, when, old → new). */
export function FeeSettings({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: () => Promise<unknown>;
}) {
  const summary = (fee: Omit<Fee, 'serviceType'>) =>
    t.feeSummary(formatRupees(fee.governmentFee), formatRupees(fee.serviceCharge), fee.days);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t.fees}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t.fees}
        </Title>
        <Text size="sm" c="dimmed">
          {t.feesHint}
        </Text>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t.fees}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.service}</Table.Th>
                <Table.Th>{t.governmentFee}</Table.Th>
                <Table.Th>{t.serviceCharge}</Table.Th>
                <Table.Th>{t.days}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t.save}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settings.fees.map((fee) => (
                <FeeRow key={fee.serviceType} fee={fee} onSaved={onSaved} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {settings.changes.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t.feeChanges}
            </Text>
            <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
              {settings.changes.map((change) => (
                <Text
                  component="li"
                  size="xs"
                  c="dimmed"
                  key={`${change.changedAt}-${change.serviceType}`}
                  data-testid="fee-change"
                >
                  {formatDateTime(change.changedAt)} ·{' '}
                  {t.feeChange(
                    mo.types[change.serviceType],
                    change.changedBy ?? t.someone,
                    summary(change.old),
                    summary(change.new),
                  )}
                </Text>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Settings: the centre's name, address, phone, GSTIN and holidays, as slips print them. */
export function CentreDetails({
  centre,
  onSaved,
}: {
  centre: Settings['centre'];
  onSaved: () => Promise<unknown>;
}) {
  const initial = () => ({
    name: centre.name,
    address: centre.address,
    phone: centre.phone,
    gstin: centre.gstin ?? '',
    holidays: centre.holidays.join('\n'),
  });
  const [values, setValues] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the server's value only
  useEffect(() => setValues(initial()), [centre]);
  const save = useMutation(
    trpc.admin.updateCentre.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await onSaved();
      },
      onError: (error) => toastError(messageOf(error, t.failed)),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      ...values,
      holidays: values.holidays
        .split(/[\n,]+/)
        .map((day) => day.trim())
        .filter(Boolean),
    });
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t.centre}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={640}>
          <Title order={3} size="h4">
            {t.centre}
          </Title>
          <Text size="sm" c="dimmed">
            {t.centreHint}
          </Text>
          <TextInput label={t.centreName} required maxLength={120} {...field('name')} />
          <Textarea
            label={t.centreAddress}
            autosize
            minRows={2}
            maxLength={300}
            {...field('address')}
          />
          <TextInput label={t.centrePhone} maxLength={40} {...field('phone')} />
          <TextInput label={t.gstin} maxLength={15} {...field('gstin')} />
          <Textarea
            label={t.holidays}
            description={t.holidaysHint}
            autosize
            minRows={2}
            {...field('holidays')}
          />
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
