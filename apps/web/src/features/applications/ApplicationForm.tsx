import type { ServiceType } from '@seva/schemas';
import type { ComponentType } from 'react';
import { ItrForm } from './ItrForm.tsx';
import { JobCardForm } from './JobCardForm.tsx';
import { PanCardForm } from './PanCardForm.tsx';
import { serviceTypeOfFormSlug } from './paths.ts';
import { RtpsForm } from './RtpsForm.tsx';

const forms: Record<ServiceType, ComponentType> = {
  PanCard: PanCardForm,
  RTPS: RtpsForm,
  JobCard: JobCardForm,
  ITR: ItrForm,
};

/** The form for /dashboard/services/{slug}; key by type so switching forms starts afresh. */
export function ApplicationForm({ slug }: { slug: string }) {
  const serviceType = serviceTypeOfFormSlug(slug);
  // The route has checked the slug.
  if (!serviceType) return null;
  const Form = forms[serviceType];
  return <Form key={serviceType} />;
}
