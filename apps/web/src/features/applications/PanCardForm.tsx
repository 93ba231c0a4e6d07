import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fileRules, fromLockerFields } from '@seva/schemas/application-kinds';
import { useRef, useState } from 'react';
import { useCounterFiling } from '../../lib/counter-filing.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { submitWithSchemas } from '../../lib/zod-form.ts';
import { ma } from '../../messages/application-screens.ts';
import { FileField, fileFieldBinding } from '../../ui/FileField.tsx';
import { ApplicationConsentField } from '../consent/ApplicationConsent.tsx';
import { useApplicationConsent } from '../consent/use-application-consent.ts';
import { ApplyStatus } from './ApplyStatus.tsx';
import { FormCard, SubmitButton } from './FormCard.tsx';
import { FromLockerField, type LockerChoice, LockerPickerButton } from './LockerPicker.tsx';
import { applicationValidator, useApply } from './use-apply.tsx';

const t = ma.pan;
const rules = fileRules.PanCard;
const check = applicationValidator<Record<string, unknown>>(
  (schemas) => schemas.applyPanCardInput,
  (schemas) => schemas.fileRules.PanCard,
);

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

/** Which image of a locker document stands in for which file (issue 16 item 13). */
type LockerImages = Partial<Record<'photo' | 'signature', LockerChoice>>;

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
    validate: (values) =>
      check({
        ...values,
        // An image taken from the locker counts as given: the server copies it.
        photo: values.photo ?? (fromLocker.current.photo ? 'locker' : null),
        signature: values.signature ?? (fromLocker.current.signature ? 'locker' : null),
      }),
  });
  const [lockerImages, setLockerImages] = useState<LockerImages>({});
  const fromLocker = useRef(lockerImages);
  fromLocker.current = lockerImages;
  const consent = useApplicationConsent();
  // The citizen's own locker; at the counter the operator scans the papers instead.
  const counter = useCounterFiling();
  const submit = submitWithSchemas(form, (values) => {
    if (!consent.check()) return;
    return apply.upload('PanCard', {
      ...values,
      ...(lockerImages.photo ? { [fromLockerFields.photo]: lockerImages.photo._id } : {}),
      ...(lockerImages.signature
        ? { [fromLockerFields.signature]: lockerImages.signature._id }
        : {}),
      ...(consent.given ? { consent: 'true' } : {}),
    });
  });
  const file = (name: 'photo' | 'signature' | 'aadharFile') => fileFieldBinding(form, name);
  const takeFromLocker = (document: LockerChoice) => {
    setLockerImages({ photo: document, signature: document });
    form.setValues({ photo: null, signature: null });
    form.clearFieldError('photo');
    form.clearFieldError('signature');
  };
  const image = (name: 'photo' | 'signature', label: string) => {
    const chosen = lockerImages[name];
    return chosen ? (
      <FromLockerField
        label={label}
        document={chosen}
        path={name === 'photo' ? chosen.photoPath : chosen.signaturePath}
        onClear={() => setLockerImages((current) => ({ ...current, [name]: undefined }))}
        testId={`${name}-from-locker`}
      />
    ) : (
      <FileField
        label={label}
        description={t.imageHint}
        types={rules[name].types}
        preview
        {...file(name)}
      />
    );
  };

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
          {counter ? null : (
            <div>
              <LockerPickerButton onPick={takeFromLocker} />
            </div>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {image('photo', t.photo)}
            {image('signature', t.signature)}
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
