import {
  type ApplicationStatus,
  applicationStatuses,
  isApplicationStatus,
  operatorServiceTypeOrder,
  type ServiceType,
  serviceTypeOfDetailSlug,
  serviceTypeSlugs,
} from '@seva/schemas/application-kinds';

export { isServiceType } from '@seva/schemas/application-kinds';

/**
 * The operator's type filter and cards, in the original portal's order (docs/product.md, Operator
 * review).
 */
export const SERVICE_TYPES: readonly ServiceType[] = operatorServiceTypeOrder;
export const STATUSES: readonly ApplicationStatus[] = applicationStatuses;

/** The admin routes use the detail words (docs/product.md, Applications: the four types). */
export const typeOfSlug = serviceTypeOfDetailSlug;
export const isStatus = isApplicationStatus;

/** The first letter of a name for the avatar, '?' when there is none. */
export function initialOf(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}

/** The detail page of an application (a plain path: Mantine's polymorphic Link loses route types). */
export function detailPath(type: ServiceType, id: string): string {
  return `/admin-dashboard/service/${serviceTypeSlugs[type].detail}/${encodeURIComponent(id)}`;
}

export function typeListPath(type: ServiceType): string {
  return `/admin-dashboard/services/${serviceTypeSlugs[type].detail}`;
}
