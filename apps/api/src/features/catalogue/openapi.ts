import { catalogueProducts, catalogueServices, rtpsOptions } from '@seva/schemas';
import type { RouteDoc } from '../../openapi/route-doc.ts';

/** The /api/catalogue routes (rest.ts beside this file). */
export const catalogueRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/catalogue/services',
    tag: 'Catalogue',
    summary: 'Application types with their fees',
    access: 'public',
    response: catalogueServices,
  },
  {
    method: 'get',
    path: '/api/catalogue/products',
    tag: 'Catalogue',
    summary: 'Products with their prices',
    access: 'public',
    response: catalogueProducts,
  },
  {
    method: 'get',
    path: '/api/catalogue/rtps-options',
    tag: 'Catalogue',
    summary: 'RTPS blocks and registration types',
    access: 'public',
    response: rtpsOptions,
  },
];
