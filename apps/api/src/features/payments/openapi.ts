import { paymentRecorded, recordPaymentInput, reversePaymentInput } from '@seva/schemas';
import { inlineQuery, json, type RouteDoc } from '../../openapi/route-doc.ts';

/** Payments and receipts (rest.ts beside this file). */
export const paymentRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/admin/service/:id/payment',
    tag: 'Payments',
    summary:
      "Take an application's fee at the counter: cash, or UPI with its 12-digit UTR. Never more " +
      'than is due; the receipt gets the next number of the financial year (SEVA/2026-27/000001)',
    access: 'admin',
    body: json(recordPaymentInput, ['id']),
    status: 201,
    response: paymentRecorded,
  },
  {
    method: 'post',
    path: '/api/admin/payments/:id/reverse',
    tag: 'Payments',
    summary:
      'Reverse a recorded payment: a new entry of the opposite amount that names it, with the ' +
      'reason and its own receipt number. A payment is never edited or deleted',
    access: 'admin',
    body: json(reversePaymentInput, ['id']),
    status: 201,
    response: paymentRecorded,
  },
  {
    method: 'get',
    path: '/api/receipts/:id.pdf',
    tag: 'Payments',
    summary: 'A receipt as a PDF, for the citizen it belongs to and operators',
    access: 'user',
    query: inlineQuery,
    response: 'pdf',
  },
];
