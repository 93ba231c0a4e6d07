/**
 * The service types and their URL words: the part of '@seva/schemas/application-kinds' that
 * the entry chunk needs (the citizen routes check their words in `beforeLoad`). A file of its
 * own so the rest of the module stays in lazy chunks (docs/decisions/030); import it as
 * '@seva/schemas/service-types' only there, and '@seva/schemas/application-kinds' elsewhere.
 */

/** The application types (docs/product.md, Words), in the old portal's order. */
export const serviceTypes = ['PanCard', 'RTPS', 'JobCard', 'ITR'] as const;
export type ServiceType = (typeof serviceTypes)[number];

/**
 * The URL words of each type (docs/product.md, Applications: the four types):
 * - `form`: the citizen's form and list, /dashboard/services/{form}[/list], and the REST door's
 *   /api/services/apply/{form};
 * - `detail`: an application's page, /dashboard/services/{detail}/{id} (the e-mails link to
 *   it) and /admin-dashboard/service/{detail}/{id}, and the operator's per-type list
 *   /admin-dashboard/services/{detail}.
 */
export const serviceTypeSlugs = {
  PanCard: { form: 'pan-card', detail: 'pan' },
  RTPS: { form: 'rtps', detail: 'rtps' },
  JobCard: { form: 'job-card', detail: 'job-card' },
  ITR: { form: 'itr', detail: 'itr' },
} as const satisfies Record<ServiceType, { form: string; detail: string }>;
export type FormSlug = (typeof serviceTypeSlugs)[ServiceType]['form'];
export type DetailSlug = (typeof serviceTypeSlugs)[ServiceType]['detail'];

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (serviceTypes as readonly string[]).includes(value);
}

export function serviceTypeOfFormSlug(slug: string): ServiceType | undefined {
  return serviceTypes.find((type) => serviceTypeSlugs[type].form === slug);
}

export function serviceTypeOfDetailSlug(slug: string): ServiceType | undefined {
  return serviceTypes.find((type) => serviceTypeSlugs[type].detail === slug);
}
