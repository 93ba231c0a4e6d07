import type { ApplicationStatus, ServiceType } from '@seva/schemas';

/** Only types from '@seva/schemas' (zod stays out of the chunks, see lib/schemas.ts). */
export const SERVICE_TYPES: readonly ServiceType[] = ['PanCard', 'JobCard', 'RTPS', 'ITR'];
export const STATUSES: readonly ApplicationStatus[] = [
  'pending',
  'in_progress',
  'completed',
  'rejected',
];

/** URL words of the admin routes (seed 001 §2.1, PRODUCT 6). */
export const typeSlugs = {
  PanCard: 'pan',
  JobCard: 'job-card',
  RTPS: 'rtps',
  ITR: 'itr',
} as const satisfies Record<ServiceType, string>;
export type TypeSlug = (typeof typeSlugs)[ServiceType];

export function typeOfSlug(slug: string): ServiceType | undefined {
  return SERVICE_TYPES.find((type) => typeSlugs[type] === slug);
}

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}

export function isStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

/** The first letter of a name for the avatar, '?' when there is none. */
export function initialOf(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}

/** The detail page of an application (a plain path: Mantine's polymorphic Link loses route types). */
export function detailPath(type: ServiceType, id: string): string {
  return `/admin-dashboard/service/${typeSlugs[type]}/${encodeURIComponent(id)}`;
}

export function typeListPath(type: ServiceType): string {
  return `/admin-dashboard/services/${typeSlugs[type]}`;
}
