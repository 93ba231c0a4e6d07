import {
  addCommentInput,
  adminListInput,
  adminOrdersInput,
  adminUsersInput,
  applicationChanged,
  applicationDetail,
  applicationSubmitted,
  applicationSummary,
  applicationsDeleted,
  applyItrInput,
  applyJobCardInput,
  applyPanCardInput,
  applyRtpsInput,
  catalogueProducts,
  catalogueServices,
  changeOrderStatusInput,
  changePasswordInput,
  changeStatusInput,
  contactInput,
  createLockerDocumentInput,
  createOrderInput,
  type DetectedType,
  DOCUMENT_TYPES,
  errorResponse,
  fileRules,
  forgotPasswordInput,
  inboxChanged,
  inboxInput,
  inboxPage,
  LOCKER_IMAGE_TYPES,
  lockerCreated,
  lockerList,
  lockerOne,
  loginInput,
  loginOutput,
  markOrderPaidInput,
  meOutput,
  messageOutput,
  myOrdersInput,
  openApiObject,
  orderChanged,
  orderList,
  orderOne,
  orderPage,
  portalSettings,
  profileUpdated,
  queueOverview,
  queuePage,
  resendCodeInput,
  resetPasswordInput,
  rtpsCodeInput,
  rtpsOptions,
  serviceTypeSchema,
  setDisabledInput,
  setHandledInput,
  setRoleInput,
  signupInput,
  storageQuotaSaved,
  updateProductInput,
  updateProfileInput,
  updateStorageQuotaInput,
  userPage,
  verifyEmailInput,
} from '@seva/schemas';
import { z } from 'zod';
import { orderFileFields } from '../features/orders/service.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone, a signed-in account, or an operator. */
export type Access = 'public' | 'user' | 'admin';

export interface FileField {
  types: readonly DetectedType[];
  required: boolean;
}

export type RequestBody =
  | { kind: 'json'; schema: z.ZodType; pathFields?: string[] }
  | {
      kind: 'multipart';
      /** The text fields, checked by the same schema as the form (file fields are set aside). */
      fields: z.ZodType;
      files: Record<string, FileField>;
      /** Fields a product's form adds beyond those named (orders). */
      moreFields?: boolean;
    };

export interface RouteDoc {
  method: HttpMethod;
  /** Fastify's spelling, `:id` for a path parameter. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  query?: z.ZodObject;
  body?: RequestBody;
  /** The success status; 200 unless said. */
  status?: number;
  /** A JSON answer, a stored file streamed back, or a page. */
  response: z.ZodType | 'file' | 'html';
  /** Answers other than success and the error body, by status. */
  otherAnswers?: Record<number, z.ZodType>;
}

const json = (schema: z.ZodType, pathFields?: string[]): RequestBody => ({
  kind: 'json',
  schema,
  pathFields,
});

const required = (types: readonly DetectedType[]): FileField => ({ types, required: true });

/** The files of an application form, as fileRules lists them. */
function applicationFiles(type: keyof typeof fileRules): Record<string, FileField> {
  return Object.fromEntries(
    Object.entries(fileRules[type]).map(([name, rule]) => [name, required(rule.types)]),
  );
}

const inlineQuery = z.object({
  inline: z.literal('1').optional().describe('1 to view in the browser instead of saving'),
});

const byTypeQuery = adminListInput.extend({ type: serviceTypeSchema });

const health = z.object({ status: z.literal('ok') });
const ready = z.object({ status: z.literal('ready') });
/** Not ready (what stops it), or draining on the way down (a message). */
const notReady = z.union([
  z.object({ status: z.literal('unavailable'), problems: z.array(z.string()) }),
  errorResponse,
]);

/**
 * Every route under /api, for the OpenAPI document (openapi/document.ts). A route missing here
 * fails openapi/openapi.test.ts, which compares this list with the routes Fastify registered.
 */
export const routeDocs: RouteDoc[] = [
  // Health
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

  // Accounts
  {
    method: 'post',
    path: '/api/auth/signup',
    tag: 'Accounts',
    summary: 'Create an account; a code is e-mailed',
    access: 'public',
    body: json(signupInput),
    status: 201,
    response: messageOutput,
  },
  {
    method: 'post',
    path: '/api/auth/verify-email',
    tag: 'Accounts',
    summary: 'Verify the e-mail address with its code',
    access: 'public',
    body: json(verifyEmailInput),
    response: messageOutput,
  },
  {
    method: 'post',
    path: '/api/auth/resend-code',
    tag: 'Accounts',
    summary: 'Send a new verification code',
    access: 'public',
    body: json(resendCodeInput),
    response: messageOutput,
  },
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'Accounts',
    summary: 'Log in: a Bearer token and the user',
    access: 'public',
    body: json(loginInput),
    response: loginOutput,
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    tag: 'Accounts',
    summary: 'End the session',
    access: 'public',
    response: messageOutput,
  },
  {
    method: 'get',
    path: '/api/auth/me',
    tag: 'Accounts',
    summary: 'The signed-in user',
    access: 'user',
    response: meOutput,
  },
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    tag: 'Accounts',
    summary: 'E-mail a password reset code',
    access: 'public',
    body: json(forgotPasswordInput),
    response: messageOutput,
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'Accounts',
    summary: 'Set a new password with the reset code',
    access: 'public',
    body: json(resetPasswordInput),
    response: messageOutput,
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    tag: 'Accounts',
    summary: 'Change the password',
    access: 'user',
    body: json(changePasswordInput),
    response: messageOutput,
  },
  {
    method: 'patch',
    path: '/api/auth/profile',
    tag: 'Accounts',
    summary: 'Change the name',
    access: 'user',
    body: json(updateProfileInput),
    response: profileUpdated,
  },

  // Applications
  {
    method: 'post',
    path: '/api/services/apply/pan-card',
    tag: 'Applications',
    summary: 'Apply for a PAN card',
    access: 'user',
    body: { kind: 'multipart', fields: applyPanCardInput, files: applicationFiles('PanCard') },
    status: 201,
    response: applicationSubmitted,
  },
  {
    method: 'post',
    path: '/api/services/apply/job-card',
    tag: 'Applications',
    summary: 'Apply for a job card',
    access: 'user',
    body: { kind: 'multipart', fields: applyJobCardInput, files: applicationFiles('JobCard') },
    status: 201,
    response: applicationSubmitted,
  },
  {
    method: 'post',
    path: '/api/services/apply/itr',
    tag: 'Applications',
    summary: 'Apply for an income tax return',
    access: 'user',
    body: { kind: 'multipart', fields: applyItrInput, files: applicationFiles('ITR') },
    status: 201,
    response: applicationSubmitted,
  },
  {
    method: 'post',
    path: '/api/services/apply/rtps',
    tag: 'Applications',
    summary: 'Apply for an RTPS certificate',
    access: 'user',
    body: json(applyRtpsInput),
    status: 201,
    response: applicationSubmitted,
  },
  {
    method: 'get',
    path: '/api/services/my-services',
    tag: 'Applications',
    summary: "The caller's applications, identity numbers masked",
    access: 'user',
    response: z.array(applicationSummary),
  },
  {
    method: 'get',
    path: '/api/admin/service/:id',
    tag: 'Applications',
    summary: 'One application (its owner or an operator)',
    access: 'user',
    response: applicationDetail,
  },
  {
    method: 'delete',
    path: '/api/services/all',
    tag: 'Applications',
    summary: 'Withdraw every application that may be withdrawn',
    access: 'user',
    response: applicationsDeleted,
  },
  {
    method: 'delete',
    path: '/api/services/:id',
    tag: 'Applications',
    summary: 'Withdraw a pending, unpaid application',
    access: 'user',
    response: messageOutput,
  },
  {
    method: 'get',
    path: '/api/services/:serviceId/documents/:docId/download',
    tag: 'Applications',
    summary: "Download an application's document",
    access: 'user',
    query: inlineQuery,
    response: 'file',
  },

  // Catalogue
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

  // Orders
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

  // Contact
  {
    method: 'post',
    path: '/api/contact',
    tag: 'Contact',
    summary: 'Send a message to the centre (5 per address per 10 minutes)',
    access: 'public',
    body: json(contactInput),
    status: 201,
    response: messageOutput,
  },

  // Document locker
  {
    method: 'post',
    path: '/api/document/create',
    tag: 'Document locker',
    summary: 'Keep a named photo and signature',
    access: 'user',
    body: {
      kind: 'multipart',
      fields: createLockerDocumentInput,
      files: { photo: required(LOCKER_IMAGE_TYPES), signature: required(LOCKER_IMAGE_TYPES) },
    },
    status: 201,
    response: lockerCreated,
  },
  {
    method: 'get',
    path: '/api/document',
    tag: 'Document locker',
    summary: "The caller's locker documents",
    access: 'user',
    response: lockerList,
  },
  {
    method: 'get',
    path: '/api/document/:id',
    tag: 'Document locker',
    summary: 'One locker document',
    access: 'user',
    response: lockerOne,
  },
  {
    method: 'delete',
    path: '/api/document/:id',
    tag: 'Document locker',
    summary: 'Delete a locker document',
    access: 'user',
    response: messageOutput,
  },
  {
    method: 'get',
    path: '/api/document/:id/photo',
    tag: 'Document locker',
    summary: "A locker document's photo",
    access: 'user',
    query: inlineQuery,
    response: 'file',
  },
  {
    method: 'get',
    path: '/api/document/:id/signature',
    tag: 'Document locker',
    summary: "A locker document's signature",
    access: 'user',
    query: inlineQuery,
    response: 'file',
  },

  // Operators
  {
    method: 'get',
    path: '/api/admin/service/all-services',
    tag: 'Operators',
    summary: 'The queue of applications',
    access: 'admin',
    query: adminListInput,
    response: queuePage,
  },
  {
    method: 'get',
    path: '/api/admin/service/by-type',
    tag: 'Operators',
    summary: 'The queue of one application type',
    access: 'admin',
    query: byTypeQuery,
    response: queuePage,
  },
  {
    method: 'patch',
    path: '/api/admin/service/:id/status',
    tag: 'Operators',
    summary: "Change an application's status",
    access: 'admin',
    body: json(changeStatusInput),
    response: applicationChanged,
  },
  {
    method: 'post',
    path: '/api/admin/service/:id/comment',
    tag: 'Operators',
    summary: 'Comment to the citizen',
    access: 'admin',
    body: json(addCommentInput),
    response: applicationChanged,
  },
  {
    method: 'post',
    path: '/api/services/:id/documents',
    tag: 'Operators',
    summary: 'Upload a result document',
    access: 'admin',
    body: {
      kind: 'multipart',
      fields: z.object({}),
      files: { document: required(DOCUMENT_TYPES) },
    },
    status: 201,
    response: applicationChanged,
  },
  {
    method: 'get',
    path: '/api/admin/overview',
    tag: 'Operators',
    summary: 'Counts by status and type, recent applications',
    access: 'admin',
    response: queueOverview,
  },
  {
    method: 'get',
    path: '/api/admin/users',
    tag: 'Operators',
    summary: 'Accounts',
    access: 'admin',
    query: adminUsersInput,
    response: userPage,
  },
  {
    method: 'patch',
    path: '/api/admin/users/:id/role',
    tag: 'Operators',
    summary: "Change an account's role",
    access: 'admin',
    body: json(setRoleInput, ['userId']),
    response: messageOutput,
  },
  {
    method: 'patch',
    path: '/api/admin/users/:id/disabled',
    tag: 'Operators',
    summary: 'Disable or enable an account',
    access: 'admin',
    body: json(setDisabledInput, ['userId']),
    response: messageOutput,
  },
  {
    method: 'get',
    path: '/api/admin/settings',
    tag: 'Operators',
    summary: 'Products, RTPS lists and the storage quota',
    access: 'admin',
    response: portalSettings,
  },
  {
    method: 'put',
    path: '/api/admin/settings/products/:slug',
    tag: 'Operators',
    summary: "Change a product's price or availability",
    access: 'admin',
    body: json(updateProductInput, ['slug']),
    response: messageOutput,
  },
  {
    method: 'put',
    path: '/api/admin/settings/storage-quota',
    tag: 'Operators',
    summary: "Each citizen's storage space",
    access: 'admin',
    body: json(updateStorageQuotaInput),
    response: storageQuotaSaved,
  },
  {
    method: 'put',
    path: '/api/admin/settings/rtps',
    tag: 'Operators',
    summary: 'Add or change an RTPS block or registration type',
    access: 'admin',
    body: json(rtpsCodeInput),
    response: messageOutput,
  },
  {
    method: 'get',
    path: '/api/admin/orders',
    tag: 'Operators',
    summary: 'The queue of orders',
    access: 'admin',
    query: adminOrdersInput,
    response: orderPage,
  },
  {
    method: 'patch',
    path: '/api/admin/orders/:id/status',
    tag: 'Operators',
    summary: "Change an order's status",
    access: 'admin',
    body: json(changeOrderStatusInput, ['id']),
    response: orderChanged,
  },
  {
    method: 'post',
    path: '/api/admin/orders/:id/payment',
    tag: 'Operators',
    summary: 'Record a payment at the counter',
    access: 'admin',
    body: json(markOrderPaidInput, ['id']),
    response: orderChanged,
  },
  {
    method: 'get',
    path: '/api/admin/messages',
    tag: 'Operators',
    summary: 'Contact messages',
    access: 'admin',
    query: inboxInput,
    response: inboxPage,
  },
  {
    method: 'patch',
    path: '/api/admin/messages/:id',
    tag: 'Operators',
    summary: 'Mark a message handled',
    access: 'admin',
    body: json(setHandledInput, ['id']),
    response: inboxChanged,
  },
];
