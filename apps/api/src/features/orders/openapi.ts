import {
  createOrderInput,
  DOCUMENT_TYPES,
  myOrdersInput,
  orderChanged,
  orderList,
  orderOne,
} from '@seva/schemas';
import { inlineQuery, type RouteDoc } from '../../openapi/route-doc.ts';
import { orderFileFields } from './service.ts';

/** The citizen's /api/orders routes (rest.ts beside this file). */
export const orderRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/orders',
    tag: 'Orders',
    summary: "Order a product: its slug and its form's fields and files",
    access: 'user',
    body: {
      kind: 'multipart',
      fields: createOrderInput,
      files: Object.fromEntries(
        orderFileFields.map((name) => [name, { types: DOCUMENT_TYPES, required: false }]),
      ),
      moreFields: true,
    },
    status: 201,
    response: orderChanged,
  },
  {
    method: 'post',
    path: '/api/admin/citizens/:citizenId/orders',
    tag: 'Counter',
    summary: 'Order a product for a citizen at the counter: the same body as their own order',
    access: 'admin',
    body: {
      kind: 'multipart',
      fields: createOrderInput,
      files: Object.fromEntries(
        orderFileFields.map((name) => [name, { types: DOCUMENT_TYPES, required: false }]),
      ),
      moreFields: true,
    },
    status: 201,
    response: orderChanged,
  },
  {
    method: 'get',
    path: '/api/orders/my-orders',
    tag: 'Orders',
    summary: "The caller's orders",
    access: 'user',
    query: myOrdersInput,
    response: orderList,
  },
  {
    method: 'get',
    path: '/api/orders/:id',
    tag: 'Orders',
    summary: 'One order (its owner or an operator)',
    access: 'user',
    response: orderOne,
  },
  {
    method: 'post',
    path: '/api/orders/:id/cancel',
    tag: 'Orders',
    summary: 'Cancel a pending order',
    access: 'user',
    response: orderChanged,
  },
  {
    method: 'get',
    path: '/api/orders/:id/files/:fileId/download',
    tag: 'Orders',
    summary: "Download an order's file",
    access: 'user',
    query: inlineQuery,
    response: 'file',
  },
];
