import { dayRegister, registerQuery } from '@seva/schemas';
import type { RouteDoc } from '../../openapi/route-doc.ts';

/** The day register (rest.ts beside this file). */
export const registerRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/admin/register',
    tag: 'Payments',
    summary:
      'One India calendar day (today by default): applications and orders filed, payments and ' +
      'reversals with receipt numbers, totals by method and operator, the count still unpaid. ' +
      '`format=csv` answers text/csv, UTF-8 with a byte-order mark',
    access: 'admin',
    query: registerQuery,
    response: dayRegister,
  },
];
