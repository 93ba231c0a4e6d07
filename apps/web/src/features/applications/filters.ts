import type { ApplicationStatus, ServiceType } from '@seva/schemas';

export type TypeFilter = ServiceType | 'All';
export type StatusFilter = ApplicationStatus | 'All';

export interface ApplicationFilters {
  serviceType?: TypeFilter;
  status?: StatusFilter;
  block?: string | null;
  registrationType?: string | null;
}

interface Filterable {
  serviceType: ServiceType;
  status: ApplicationStatus;
  specificService: object;
}

function field(details: object, key: string): string | undefined {
  const value = (details as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** The seeds filter on the client: by type, status and (RTPS) block and registration type. */
export function filterApplications<T extends Filterable>(
  applications: readonly T[],
  filters: ApplicationFilters,
): T[] {
  return applications.filter((application) => {
    if (filters.serviceType && filters.serviceType !== 'All') {
      if (application.serviceType !== filters.serviceType) return false;
    }
    if (filters.status && filters.status !== 'All' && application.status !== filters.status) {
      return false;
    }
    if (filters.block && field(application.specificService, 'block') !== filters.block) {
      return false;
    }
    if (
      filters.registrationType &&
      field(application.specificService, 'registrationType') !== filters.registrationType
    ) {
      return false;
    }
    return true;
  });
}

// Local copies of the lists in '@seva/schemas' (which brings zod): lists need no validation.
export const serviceTypeOptions = [
  'PanCard',
  'RTPS',
  'JobCard',
  'ITR',
] as const satisfies readonly ServiceType[];
export const statusOptions = [
  'completed',
  'pending',
  'in_progress',
  'rejected',
] as const satisfies readonly ApplicationStatus[];
