import { Alert, Button, Loader, Paper } from '@mantine/core';
import type { ServiceType } from '@seva/schemas';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ma } from '../../messages/application-screens.ts';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { applicationServicesQuery } from '../public/catalogue.ts';
import { ServiceNeeds } from '../public/ServiceNeeds.tsx';
import { feeText } from './detail/fee.ts';

/** The fee and the promised days, before anyone applies (docs/product.md, Fees). */
function FeeNotice({ serviceType }: { serviceType: ServiceType }) {
  const services = useQuery(applicationServicesQuery());
  const service = services.data?.find((entry) => entry.serviceType === serviceType);
  if (!service) return null;
  const fee = {
    governmentFee: service.governmentFee,
    serviceCharge: service.serviceCharge,
    total: service.price,
  };
  return (
    <Alert
      color="blue"
      variant="light"
      mb="md"
      title={ma.form.fee(feeText(fee, ma.detail), service.days)}
      data-testid="form-fee"
    >
      {ma.form.feeHint}
    </Alert>
  );
}

/** The frame of an application form: one column, readable on a 360 px phone. */
export function FormCard({
  title,
  serviceType,
  children,
}: {
  title: string;
  serviceType: ServiceType;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto" w="100%">
      <ScreenTitle fz={{ base: 20, sm: 24 }} mb="md">
        {title}
      </ScreenTitle>
      <FeeNotice serviceType={serviceType} />
      {/* What to have at hand before starting (issue 16 item 9), as the public page lists it. */}
      <Paper withBorder p="md" mb="md" radius="md">
        <ServiceNeeds type={serviceType} headingOrder={2} />
      </Paper>
      {children}
    </Paper>
  );
}

/** 'Submit Application', shown as 'Submitting...' while the upload runs. */
export function SubmitButton({ pending, done }: { pending: boolean; done: boolean }) {
  return (
    <Button
      type="submit"
      fullWidth
      size="md"
      disabled={pending || done}
      leftSection={pending ? <Loader size="xs" color="gray" aria-hidden /> : undefined}
    >
      {pending ? ma.form.submitting : ma.form.submitApplication}
    </Button>
  );
}
