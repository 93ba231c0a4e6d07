import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCounterFiling } from '../../lib/counter-filing.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { submitWithSchemas } from '../../lib/zod-form.ts';
import { ma } from '../../messages/application-screens.ts';
import { ApplicationConsentField } from '../consent/ApplicationConsent.tsx';
import { useApplicationConsent } from '../consent/use-application-consent.ts';
import { ApplyStatus } from './ApplyStatus.tsx';
import { FormCard, SubmitButton } from './FormCard.tsx';
import { applicationValidator, useApply } from './use-apply.tsx';

const t = ma.rtps;

interface RtpsValues {
  block: string;
  registrationType: string;
  registrationNumber: string;
}

/** The RTPS form: block and registration type from the database lists (docs/product.md). */
export function RtpsForm() {
  usePreloadSchemas();
  const apply = useApply();
  const options = useQuery(trpc.catalogue.rtpsOptions.queryOptions());
  const mutation = useMutation(trpc.applications.applyRtps.mutationOptions());
  const counter = useCounterFiling();
  const forCitizen = useMutation(trpc.admin.applyRtpsFor.mutationOptions());
  const form = useForm<RtpsValues>({
    initialValues: { block: '', registrationType: '', registrationNumber: '' },
    validate: applicationValidator((schemas) => schemas.applyRtpsInput),
  });
  const consent = useApplicationConsent();
  const submit = submitWithSchemas(form, (values) => {
    if (!consent.check()) return;
    return apply.run(async () => {
      const application = { ...values, ...(consent.given ? { consent: true } : {}) };
      const response = counter
        ? await forCitizen.mutateAsync({ citizenId: counter.citizenId, application })
        : await mutation.mutateAsync(application);
      return {
        ok: true,
        message: response.message,
        reference: response.service.referenceNumber,
        filed: { id: response.service._id, serviceType: 'RTPS' as const },
      };
    });
  });

  return (
    <FormCard title={t.title} serviceType="RTPS">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NativeSelect
            size="md"
            label={t.block}
            required
            data={[
              { value: '', label: t.selectBlock },
              ...(options.data?.blocks ?? []).map((block) => ({
                value: block.code,
                label: `${block.name} (${block.code})`,
              })),
            ]}
            {...form.getInputProps('block')}
          />
          <NativeSelect
            size="md"
            label={t.registrationType}
            required
            data={[
              { value: '', label: t.selectType },
              ...(options.data?.registrationTypes ?? []).map((type) => ({
                value: type.code,
                // By the certificate's name; the code as the receipt prints it beside it.
                label: type.name === type.code ? type.code : `${type.name} (${type.code})`,
              })),
            ]}
            {...form.getInputProps('registrationType')}
          />
          <TextInput
            label={t.registrationNumber}
            description={t.registrationNumberHint}
            required
            autoCapitalize="characters"
            {...form.getInputProps('registrationNumber')}
          />
          <ApplicationConsentField consent={consent} />
          <ApplyStatus progress={apply.progress} result={apply.result} />
          <SubmitButton pending={apply.pending} done={apply.done} />
        </Stack>
      </form>
    </FormCard>
  );
}
