import {
  type ApplicationStatus,
  type ServiceType,
  serviceTypes,
  statusFilterOrder,
} from '@seva/schemas/application-kinds';

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
  /** Any type's fields; only RTPS rows have a block and a registration type. */
  specificService: Readonly<Partial<Record<string, string>>>;
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
    if (filters.block && application.specificService.block !== filters.block) {
      return false;
    }
    if (
      filters.registrationType &&
      application.specificService.registrationType !== filters.registrationType
    ) {
      return false;
    }
    return true;
  });
}

/** The filters' options, in the original portal's order (docs/product.md). */
export const serviceTypeOptions = serviceTypes;
export const statusOptions = statusFilterOrder;
