import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
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

const t = ma.itr;
const rules = fileRules.ITR;

interface ItrValues {
  aadharCardNo: string;
  panCardNo: string;
  accountNo: string;
  ifscCode: string;
  aadharFile: File | null;
  panCardFile: File | null;
  passbookFile: File | null;
}

/** The ITR form: two sections, checked on submit with browser validation off. */
export function ItrForm() {
  usePreloadSchemas();
  const apply = useApply();
  const form = useForm<ItrValues>({
    initialValues: {
      aadharCardNo: '',
      panCardNo: '',
      accountNo: '',
      ifscCode: '',
      aadharFile: null,
      panCardFile: null,
      passbookFile: null,
    },
    validate: applicationValidator(
      (schemas) => schemas.applyItrInput,
      (schemas) => schemas.fileRules.ITR,
    ),
  });
  const consent = useApplicationConsent();
  const submit = submitWithSchemas(form, (values) => {
    if (!consent.check()) return;
    return apply.upload('ITR', { ...values, ...(consent.given ? { consent: 'true' } : {}) });
  });
  const file = (name: 'aadharFile' | 'panCardFile' | 'passbookFile') =>
    fileFieldBinding(form, name);

  return (
    <FormCard title={t.title} serviceType="ITR">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} fz="md">
            {t.personal}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t.aadharCardNo}
              inputMode="numeric"
              maxLength={14}
              required
              {...form.getInputProps('aadharCardNo')}
            />
            <TextInput
              label={t.panCardNo}
              maxLength={10}
              autoCapitalize="characters"
              required
              {...form.getInputProps('panCardNo')}
            />
            <TextInput
              label={t.accountNo}
              inputMode="numeric"
              maxLength={18}
              required
              {...form.getInputProps('accountNo')}
            />
            <TextInput
              label={t.ifscCode}
              maxLength={11}
              autoCapitalize="characters"
              required
              {...form.getInputProps('ifscCode')}
            />
          </SimpleGrid>
          <Title order={3} fz="md" mt="xs">
            {t.upload}
          </Title>
          <FileField
            label={t.aadharFile}
            types={rules.aadharFile.types}
            preview
            {...file('aadharFile')}
          />
          <FileField
            label={t.panCardFile}
            types={rules.panCardFile.types}
            preview
            {...file('panCardFile')}
          />
          <FileField
            label={t.passbookFile}
            types={rules.passbookFile.types}
            preview
            {...file('passbookFile')}
          />
          <ApplicationConsentField consent={consent} />
          <ApplyStatus progress={apply.progress} result={apply.result} />
          <SubmitButton pending={apply.pending} done={apply.done} />
        </Stack>
      </form>
    </FormCard>
  );
}
