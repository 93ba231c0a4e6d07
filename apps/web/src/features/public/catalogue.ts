import { trpc } from '../../lib/trpc.ts';

/** What a public page shows of a product (the prerender passes markers, so price may be text). */
export interface PublicProduct {
  slug: string;
  title: string;
  description: string;
  price: number | string;
  unit: string;
}

/** The products on sale, with today's prices (docs/product.md, Orders and the catalogue). */
export const productsQuery = () => trpc.catalogue.products.queryOptions();
/** The four applications and their prices (the PAN card's for /apply/pan-card). */
export const applicationServicesQuery = () => trpc.catalogue.applicationServices.queryOptions();

/** Whole rupees as `₹15`. A plain template: prerendering passes a marker the server fills. */
export function formatRupees(amount: number | string): string {
  return `₹${amount}`;
}
