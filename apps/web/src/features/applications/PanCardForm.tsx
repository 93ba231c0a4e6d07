import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fileRules } from '@seva/schemas/application-kinds';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { submitWithSchemas } from '../../lib/zod-form.ts';
import { ma } from '../../messages/application-screens.ts';
import { FileField, fileFieldBinding } from '../../ui/FileField.tsx';
import { ApplicationConsentField } from '../consent/ApplicationConsent.tsx';
import { useApplicationConsent } from '../consent/use-application-consent.ts';
import { ApplyStatus } from './ApplyStatus.tsx';
import { FormCard, SubmitButton } from './FormCard.tsx';
import { applicationValidator, useApply } from './use-apply.tsx';

const t = ma.pan;
const rules = fileRules.PanCard;

interface PanValues {
  fullName: string;
  dateOfBirth: string;
  fatherName: string;
  mobileNumber: string;
  aadharNumber: string;
  address: string;
  photo: File | null;
  signature: File | null;
  aadharFile: File | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The PAN card form (docs/product.md, Applications: the four types), uploaded with progress. */
export function PanCardForm() {
  usePreloadSchemas();
  const apply = useApply();
  const form = useForm<PanValues>({
    initialValues: {
      fullName: '',
      dateOfBirth: '',
      fatherName: '',
      mobileNumber: '',
      aadharNumber: '',
      address: '',
      photo: null,
      signature: null,
      aadharFile: null,
    },
    validate: applicationValidator(
      (schemas) => schemas.applyPanCardInput,
      (schemas) => schemas.fileRules.PanCard,
    ),
  });
  const consent = useApplicationConsent();
  const submit = submitWithSchemas(form, (values) => {
    if (!consent.check()) return;
    return apply.upload('PanCard', { ...values, ...(consent.given ? { consent: 'true' } : {}) });
  });
  const file = (name: 'photo' | 'signature' | 'aadharFile') => fileFieldBinding(form, name);

  return (
    <FormCard title={t.title} serviceType="PanCard">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t.fullName}
            required
            autoComplete="name"
            {...form.getInputProps('fullName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t.dateOfBirth}
              type="date"
              required
              max={today()}
              autoComplete="bday"
              {...form.getInputProps('dateOfBirth')}
            />
            <TextInput label={t.fatherName} required {...form.getInputProps('fatherName')} />
            <TextInput
              label={t.mobileNumber}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              required
              {...form.getInputProps('mobileNumber')}
            />
            <TextInput
              label={t.aadharNumber}
              inputMode="numeric"
              maxLength={12}
              required
              {...form.getInputProps('aadharNumber')}
            />
          </SimpleGrid>
          <TextInput label={t.address} required {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FileField
              label={t.photo}
              description={t.imageHint}
              types={rules.photo.types}
              preview
              {...file('photo')}
            />
            <FileField
              label={t.signature}
              description={t.imageHint}
              types={rules.signature.types}
              preview
              {...file('signature')}
            />
          </SimpleGrid>
          <FileField
            label={t.aadharFile}
            description={t.documentHint}
            types={rules.aadharFile.types}
            preview
            {...file('aadharFile')}
          />
          <ApplicationConsentField consent={consent} />
          <ApplyStatus progress={apply.progress} result={apply.result} />
          <SubmitButton pending={apply.pending} done={apply.done} />
        </Stack>
      </form>
    </FormCard>
  );
}
