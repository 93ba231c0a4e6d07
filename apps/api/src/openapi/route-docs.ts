import { errorResponse, openApiObject } from '@seva/schemas';
import { z } from 'zod';
import { adminRouteDocs } from '../features/admin/openapi.ts';
import { applicationRouteDocs } from '../features/applications/openapi.ts';
import { authRouteDocs } from '../features/auth/openapi.ts';
import { catalogueRouteDocs } from '../features/catalogue/openapi.ts';
import { consentRouteDocs } from '../features/consent/openapi.ts';
import { contactRouteDocs } from '../features/contact/openapi.ts';
import { lockerRouteDocs } from '../features/locker/openapi.ts';
import { noteRouteDocs } from '../features/notes/openapi.ts';
import { orderRouteDocs } from '../features/orders/openapi.ts';
import { paymentRouteDocs } from '../features/payments/openapi.ts';
import { privacyRouteDocs } from '../features/privacy/openapi.ts';
import { registerRouteDocs } from '../features/register/openapi.ts';
import { trackingRouteDocs } from '../features/tracking/openapi.ts';
import type { RouteDoc } from './route-doc.ts';

const health = z.object({ status: z.literal('ok') });
const ready = z.object({ status: z.literal('ready') });
/** Not ready (what stops it), or draining on the way down (a message). */
const notReady = z.union([
  z.object({ status: z.literal('unavailable'), problems: z.array(z.string()) }),
  errorResponse,
]);

const healthRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'Health',
    summary: 'Liveness',
    access: 'public',
    response: health,
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Health',
    summary: 'This document',
    access: 'public',
    response: openApiObject,
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'Health',
    summary: 'This document as a page to read',
    access: 'public',
    response: 'html',
  },
  {
    method: 'get',
    path: '/api/ready',
    tag: 'Health',
    summary: 'Readiness: 503 with problems when not ready',
    access: 'public',
    response: ready,
    otherAnswers: { 503: notReady },
  },
];

/**
 * Every route under /api, for the OpenAPI document (openapi/document.ts): each feature lists its
 * own beside its rest.ts. A route missing here fails openapi/openapi.test.ts, which compares
 * this list with the routes Fastify registered.
 */
export const routeDocs: RouteDoc[] = [
  ...healthRouteDocs,
  ...authRouteDocs,
  ...applicationRouteDocs,
  ...catalogueRouteDocs,
  ...orderRouteDocs,
  ...contactRouteDocs,
  ...lockerRouteDocs,
  ...trackingRouteDocs,
  ...paymentRouteDocs,
  ...registerRouteDocs,
  ...privacyRouteDocs,
  ...consentRouteDocs,
  ...adminRouteDocs,
  ...noteRouteDocs,
];
