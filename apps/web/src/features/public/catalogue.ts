import { trpc } from '../../lib/trpc.ts';

/** The products on sale, with today's prices (PRODUCT 1). */
export const productsQuery = () => trpc.catalogue.products.queryOptions();
/** The four applications and their prices (the PAN card's for /apply/pan-card). */
export const applicationServicesQuery = () => trpc.catalogue.applicationServices.queryOptions();

/** Whole rupees as `₹15`. A plain template: prerendering passes a marker the server fills. */
export function formatRupees(amount: number | string): string {
  return `₹${amount}`;
}
