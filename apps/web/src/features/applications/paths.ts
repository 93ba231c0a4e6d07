import type { ServiceType } from '@seva/schemas';

/** The path segment of each type's form and list: /dashboard/services/{slug}[/list]. */
export const formSlugs = {
  PanCard: 'pan-card',
  RTPS: 'rtps',
  JobCard: 'job-card',
  ITR: 'itr',
} as const satisfies Record<ServiceType, string>;

/** The path segment of each type's detail page: /dashboard/services/{slug}/{serviceId}. */
export const detailSlugs = {
  PanCard: 'pan',
  RTPS: 'rtps',
  JobCard: 'job-card',
  ITR: 'itr',
} as const satisfies Record<ServiceType, string>;

function typeOf(slugs: Record<ServiceType, string>, slug: string): ServiceType | undefined {
  const found = Object.entries(slugs).find(([, value]) => value === slug);
  return found?.[0] as ServiceType | undefined;
}

export const serviceTypeOfSlug = (slug: string) => typeOf(detailSlugs, slug);
export const serviceTypeOfFormSlug = (slug: string) => typeOf(formSlugs, slug);

/** Route and params of an application's detail page (the e-mails link to exactly these). */
export function detailLink(serviceType: ServiceType, serviceId: string) {
  return {
    to: '/dashboard/services/$type/$serviceId',
    params: { type: detailSlugs[serviceType], serviceId },
  } as const;
}

export function formLink(serviceType: ServiceType) {
  return { to: '/dashboard/services/$type', params: { type: formSlugs[serviceType] } } as const;
}

/** Where multipart applications go (REST, for upload progress). */
export const uploadUrls = {
  PanCard: '/api/services/apply/pan-card',
  JobCard: '/api/services/apply/job-card',
  ITR: '/api/services/apply/itr',
} as const;
