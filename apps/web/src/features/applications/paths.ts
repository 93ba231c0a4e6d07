import {
  type FormSlug,
  type ServiceType,
  serviceTypeOfDetailSlug,
  serviceTypeOfFormSlug,
  serviceTypeSlugs,
  type UploadType,
} from '@seva/schemas/application-kinds';

export { serviceTypeOfFormSlug };
export const serviceTypeOfSlug = serviceTypeOfDetailSlug;

/** The path of a type's form: /dashboard/services/{form word}. */
export function formPath(serviceType: ServiceType): `/dashboard/services/${FormSlug}` {
  return `/dashboard/services/${serviceTypeSlugs[serviceType].form}`;
}

/** Route and params of an application's detail page (the e-mails link to exactly these). */
export function detailLink(serviceType: ServiceType, serviceId: string) {
  return {
    to: '/dashboard/services/$type/$serviceId',
    params: { type: serviceTypeSlugs[serviceType].detail, serviceId },
  } as const;
}

export function formLink(serviceType: ServiceType) {
  return {
    to: '/dashboard/services/$type',
    params: { type: serviceTypeSlugs[serviceType].form },
  } as const;
}

/** Where multipart applications go (REST, for upload progress). */
export function uploadUrl<T extends UploadType>(serviceType: T) {
  return `/api/services/apply/${serviceTypeSlugs[serviceType].form}` as const;
}

/** Where an operator sends one for a citizen at the counter (`params: { citizenId }`). */
export function counterUploadUrl<T extends UploadType>(serviceType: T) {
  return `/api/admin/citizens/{citizenId}/apply/${serviceTypeSlugs[serviceType].form}` as const;
}
