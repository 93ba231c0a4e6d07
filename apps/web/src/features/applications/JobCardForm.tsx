import { Stack, TextInput } from '@mantine/core';
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

const t = ma.jobCard;
const rules = fileRules.JobCard;

interface JobCardValues {
  name: string;
  fatherHusbandName: string;
  aadharFile: File | null;
  passbookFile: File | null;
}

/** The job card form (docs/product.md, Applications: the four types). */
export function JobCardForm() {
  usePreloadSchemas();
  const apply = useApply();
  const form = useForm<JobCardValues>({
    initialValues: { name: '', fatherHusbandName: '', aadharFile: null, passbookFile: null },
    validate: applicationValidator(
      (schemas) => schemas.applyJobCardInput,
      (schemas) => schemas.fileRules.JobCard,
    ),
  });
  const consent = useApplicationConsent();
  const submit = submitWithSchemas(form, (values) => {
    if (!consent.check()) return;
    return apply.upload('JobCard', { ...values, ...(consent.given ? { consent: 'true' } : {}) });
  });
  const file = (name: 'aadharFile' | 'passbookFile') => fileFieldBinding(form, name);

  return (
    <FormCard title={t.title} serviceType="JobCard">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t.name} required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label={t.fatherHusbandName}
            required
            {...form.getInputProps('fatherHusbandName')}
          />
          <FileField
            label={t.aadharFile}
            description={ma.pan.documentHint}
            types={rules.aadharFile.types}
            preview
            {...file('aadharFile')}
          />
          <FileField
            label={t.passbookFile}
            description={ma.pan.documentHint}
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
