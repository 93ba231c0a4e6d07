import { z } from 'zod';
import { citizenFound } from './admin.ts';
import { applicationStatusSchema, serviceTypeSchema } from './applications.ts';
import { assigneeView } from './assignment.ts';
import { roleSchema, sessionUser } from './auth.ts';
import { noteView } from './notes.ts';
import { orderProductSlugSchema, orderStatusSchema, paymentMethodSchema } from './orders.ts';
import { receiptView } from './payments.ts';
import { identityAccessEntry, timeline } from './timeline.ts';

/**
 * What the doors answer, as their clients read it: the OpenAPI document, the generated
 * client and tRPC's `.output()` come from these. REST answers are checked against them in the
 * API tests, tRPC answers at run time (docs/decisions/036-declared-answers.md).
 */

/** Every 4xx and 5xx: a sentence for people, and sometimes a reason for programs. */
export const errorResponse = z.object({
  message: z.string(),
  reason: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const loginOutput = z.object({
  token: z.string(),
  user: sessionUser,
  expiresAt: z.iso.datetime(),
});

export const meOutput = z.object({ user: sessionUser });
/** tRPC's `auth.me` answers signed-out callers too, with `user: null`. */
export const sessionOutput = z.object({ user: sessionUser.nullable() });
/** tRPC's login: the session is in the cookie, never in the answer. */
export const cookieLoginOutput = z.object({ user: sessionUser });

const isoDate = z.iso.datetime();

const commentView = z.object({ _id: z.string(), text: z.string(), createdAt: isoDate });

const summaryBase = {
  _id: z.string(),
  referenceNumber: z.string(),
  status: applicationStatusSchema,
  applicantName: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  comments: z.array(commentView),
};

/** A list row, keyed by its type; lists show identity numbers masked (`XXXX XXXX 1234`). */
export const applicationSummary = z.discriminatedUnion('serviceType', [
  z.object({
    ...summaryBase,
    serviceType: z.literal('PanCard'),
    specificService: z.object({ fullName: z.string(), aadharNumber: z.string() }),
  }),
  z.object({
    ...summaryBase,
    serviceType: z.literal('RTPS'),
    specificService: z.object({
      block: z.string(),
      registrationType: z.string(),
      registrationNumber: z.string(),
      registrationId: z.string(),
    }),
  }),
  z.object({
    ...summaryBase,
    serviceType: z.literal('JobCard'),
    specificService: z.object({
      name: z.string(),
      fullName: z.string(),
      fatherHusbandName: z.string(),
    }),
  }),
  z.object({
    ...summaryBase,
    serviceType: z.literal('ITR'),
    specificService: z.object({
      aadharCardNo: z.string(),
      panCardNo: z.string(),
      accountNo: z.string(),
    }),
  }),
]);
export type ApplicationSummaryAnswer = z.infer<typeof applicationSummary>;
export const applicationSummaryList = z.array(applicationSummary);

const stamps = { createdAt: isoDate, updatedAt: isoDate };
/** A download path under /api; present once the file has been received. */
const filePath = z.string().optional();

/** The details of one application, full numbers included: for its owner and operators only. */
const detailDetails = {
  PanCard: z.object({
    fullName: z.string(),
    dateOfBirth: z.string(),
    fatherName: z.string(),
    mobileNumber: z.string(),
    aadharNumber: z.string(),
    address: z.string(),
    photoPath: filePath,
    signaturePath: filePath,
    aadharFilePath: filePath,
    ...stamps,
  }),
  RTPS: z.object({
    block: z.string(),
    registrationType: z.string(),
    registrationNumber: z.string(),
    registrationId: z.string(),
    ...stamps,
  }),
  JobCard: z.object({
    name: z.string(),
    fatherHusbandName: z.string(),
    aadharFilePath: filePath,
    passbookFilePath: filePath,
    ...stamps,
  }),
  ITR: z.object({
    aadharCardNo: z.string(),
    panCardNo: z.string(),
    accountNo: z.string(),
    ifscCode: z.string(),
    aadharFile: filePath,
    panCardFile: filePath,
    passbookFile: filePath,
    ...stamps,
  }),
};

export const feeView = z.object({
  governmentFee: z.number().int(),
  serviceCharge: z.number().int(),
  total: z.number().int(),
});

/**
 * The account an application or order belongs to. `email` is null for a citizen registered at
 * the counter with only a mobile number; `mobile` is null when the account has none.
 */
const accountOwner = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});

const detailCommon = {
  _id: z.string(),
  referenceNumber: z.string(),
  status: applicationStatusSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
  user: accountOwner,
  documents: z.array(
    z.object({
      _id: z.string(),
      documentType: z.string(),
      originalName: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      createdAt: isoDate,
      path: z.string(),
      /** When a newer file took its slot; only operators see replaced files (docs/decisions/066). */
      replacedAt: isoDate.nullable(),
      /** The name it was asked for under, when it answered a send-back. */
      requestedAs: z.string().nullable(),
    }),
  ),
  comments: z.array(commentView),
  statusHistory: z.array(
    z.object({
      _id: z.string(),
      fromStatus: applicationStatusSchema.nullable(),
      toStatus: applicationStatusSchema,
      changedBy: z.string().nullable(),
      /** Why, as the citizen was told (send-backs and rejections). */
      reason: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  /**
   * The latest send-back's items (docs/decisions/066): what the citizen was asked to bring and
   * whether it has come. Empty if it was never sent back.
   */
  requestedDocuments: z.array(
    z.object({ key: z.string(), label: z.string(), received: z.boolean() }),
  ),
  /** The fee as filed, whole rupees (docs/product.md, Fees). */
  fee: feeView,
  /** `yyyy-mm-dd` in India: filed plus the type's working days (docs/product.md, Fees). */
  promisedBy: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Printed on the acknowledgement slip; opens the public tracking page. */
  trackingCode: z.string(),
  /** Operators only (absent for the citizen): who works it, null when unassigned (docs/decisions/067). */
  assignedTo: assigneeView.nullable().optional(),
  /** Operators only (absent for the citizen): their internal notes, newest first. */
  internalNotes: z.array(noteView).optional(),
  /** Nothing is due: its payments cover its fee (or it has none). */
  paid: z.boolean(),
  /** Its payments and reversals, oldest first. */
  receipts: z.array(receiptView),
  /** Who filed it at the counter for the citizen (`{name}`); null when the citizen filed it online. */
  filedAtCounter: z.object({ by: z.string().nullable() }).nullable(),
  /**
   * Retention (docs/decisions/061): when its identity documents and numbers are purged (closed,
   * not yet), or were (`purgedAt`); both null while it is open.
   */
  retention: z.object({ purgeAt: isoDate.nullable(), purgedAt: isoDate.nullable() }),
  /**
   * What happened to it, newest first, filtered for the caller (docs/decisions/065): the
   * citizen's part for its owner, all of it (internal notes, assignment) for operators.
   */
  timeline,
};

/** `specificService` follows `serviceType`: one branch per type. */
export const applicationDetail = z.discriminatedUnion('serviceType', [
  z.object({
    ...detailCommon,
    serviceType: z.literal('PanCard'),
    specificService: detailDetails.PanCard,
  }),
  z.object({
    ...detailCommon,
    serviceType: z.literal('RTPS'),
    specificService: detailDetails.RTPS,
  }),
  z.object({
    ...detailCommon,
    serviceType: z.literal('JobCard'),
    specificService: detailDetails.JobCard,
  }),
  z.object({ ...detailCommon, serviceType: z.literal('ITR'), specificService: detailDetails.ITR }),
]);
export type ApplicationDetailAnswer = z.infer<typeof applicationDetail>;

export const applicationSubmitted = z.object({ message: z.string(), service: applicationDetail });

/** Delete-all: how many were withdrawn, and how many stay (taken up, or paid). */
export const applicationsDeleted = z.object({
  message: z.string(),
  deleted: z.number().int(),
  kept: z.number().int(),
});

export const profileUpdated = z.object({ user: sessionUser });

/** A page of an operator's list: `nextCursor` asks for the next one. */
const page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), nextCursor: z.string().nullable() });

const price = z.number().int();

export const catalogueServices = z.object({
  data: z.array(
    z.object({
      slug: z.string(),
      serviceType: serviceTypeSchema,
      title: z.string(),
      description: z.string(),
      /** The fee's total: governmentFee + serviceCharge, whole rupees. */
      price,
      /** Whole rupees paid on to the government. */
      governmentFee: z.number().int(),
      /** Whole rupees the centre charges. */
      serviceCharge: z.number().int(),
      /** Working days promised (Sundays and the centre's holidays do not count). */
      days: z.number().int(),
      unit: z.string(),
    }),
  ),
});

export const catalogueProducts = z.object({
  data: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      price,
      unit: z.string(),
    }),
  ),
});

const codeName = z.object({ code: z.string(), name: z.string() });
export const rtpsOptions = z.object({
  blocks: z.array(codeName),
  registrationTypes: z.array(codeName),
});

/** An order; identity numbers in `details` are masked in lists, whole on the order's own page. */
export const orderView = z.object({
  _id: z.string(),
  reference: z.string(),
  product: z.object({ slug: orderProductSlugSchema, title: z.string(), unit: z.string() }),
  quantity: z.number().int(),
  unitPrice: price,
  amount: price,
  status: orderStatusSchema,
  paid: z.boolean(),
  payment: z.object({ amount: price, method: paymentMethodSchema, at: isoDate }).nullable(),
  applicantName: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  files: z.array(
    z.object({
      _id: z.string(),
      field: z.string(),
      originalName: z.string(),
      contentType: z.string(),
      size: z.number().int(),
    }),
  ),
  history: z.array(
    z.object({
      from: orderStatusSchema.nullable(),
      to: orderStatusSchema,
      at: isoDate,
      by: z.string().nullable(),
    }),
  ),
  user: accountOwner.optional(),
  /** Operators only, on the order's own page (absent for the citizen): internal notes, newest first. */
  internalNotes: z.array(noteView).optional(),
  /**
   * On the order's own page: every time an operator opened its documents or saw its full
   * numbers, newest first (docs/decisions/064). Absent in lists.
   */
  identityAccess: z.array(identityAccessEntry).optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export const orderChanged = z.object({ message: z.string(), order: orderView });
/** An order's payment: the order as it stands and the receipt. */
export const orderPaid = orderChanged.extend({ receipt: receiptView });
export const orderOne = z.object({ data: orderView });
export const orderList = z.object({ data: z.array(orderView) });

/** The counter's view of one citizen: the account, their applications and their orders. */
export const counterDesk = z.object({
  citizen: citizenFound,
  applications: applicationSummaryList,
  orders: z.array(orderView),
});
export const orderPage = page(orderView);

export const lockerDocumentView = z.object({
  _id: z.string(),
  name: z.string(),
  photoPath: z.string(),
  signaturePath: z.string(),
  photoOriginalName: z.string(),
  signatureOriginalName: z.string(),
  createdAt: isoDate,
});
export const lockerCreated = z.object({ message: z.string(), data: lockerDocumentView });
export const lockerOne = z.object({ data: lockerDocumentView });
export const lockerList = z.object({ data: z.array(lockerDocumentView) });

/** An application changed by an operator, as its detail page shows it after the change. */
export const applicationChanged = z.object({ message: z.string(), service: applicationDetail });

const queueItem = z.object({
  _id: z.string(),
  referenceNumber: z.string(),
  serviceType: serviceTypeSchema,
  status: applicationStatusSchema,
  applicantName: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  user: accountOwner,
  /** The current promised date, `yyyy-mm-dd` in India (docs/decisions/067). */
  promisedBy: z.string().nullable(),
  /** The operator working it; null when unassigned. */
  assignedTo: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
/** `totalIsCapped`: a broad search counts only so far, and the total reads "1,000+". */
export const queuePage = page(queueItem).extend({ totalIsCapped: z.boolean() });

export const queueOverview = z.object({
  byStatus: z.record(applicationStatusSchema, z.number().int()),
  byType: z.record(serviceTypeSchema, z.number().int()),
  total: z.number().int(),
  /** Open applications past their promised date, by type (docs/decisions/067). */
  overdueByType: z.record(serviceTypeSchema, z.number().int()),
  recent: z.array(queueItem),
  /** Set while uploads are paused for want of disk space (README: MIN_FREE_DISK_MB). */
  lowDiskSpace: z.object({ freeMb: z.number().int(), minFreeMb: z.number().int() }).nullable(),
  /** The last good backup (docs/decisions/058-keys-and-backups.md); `stale`: none, or over a day old. */
  backup: z.object({
    scheduled: z.boolean(),
    lastSuccessAt: isoDate.nullable(),
    lastError: z.string().nullable(),
    stale: z.boolean(),
  }),
});

/**
 * The counts beside the operator's sidebar links (issue 16, item 6; docs/decisions/072): running
 * applications past their promised date, orders not yet paid (cancelled ones aside), and
 * contact messages not yet handled.
 */
export const operatorBadges = z.object({
  overdue: z.number().int(),
  unpaidOrders: z.number().int(),
  unhandledMessages: z.number().int(),
});
export type OperatorBadges = z.infer<typeof operatorBadges>;

export const userPage = page(
  z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    role: roleSchema,
    emailVerified: z.boolean(),
    disabled: z.boolean(),
    createdAt: isoDate,
    applicationCount: z.number().int(),
  }),
);

const rtpsCode = z.object({
  code: z.string(),
  name: z.string(),
  nameHi: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export const portalSettings = z.object({
  products: z.array(
    z.object({
      slug: z.string(),
      kind: z.enum(['application', 'product']),
      serviceType: serviceTypeSchema.nullable(),
      title: z.string(),
      description: z.string(),
      price,
      unit: z.string(),
      titleHi: z.string().nullable(),
      descriptionHi: z.string().nullable(),
      unitHi: z.string().nullable(),
      active: z.boolean(),
      updatedAt: isoDate,
    }),
  ),
  blocks: z.array(rtpsCode),
  registrationTypes: z.array(rtpsCode),
  storageQuotaMb: z.number().int(),
});
export const storageQuotaSaved = z.object({
  message: z.string(),
  storageQuotaMb: z.number().int(),
});

const contactMessageView = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  handled: z.boolean(),
  handledAt: isoDate.nullable(),
  handledBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
});
export const inboxPage = page(contactMessageView);
export const inboxChanged = z.object({ message: z.string(), data: contactMessageView });

/** The document itself (GET /api/openapi.json): an OpenAPI 3.1 object. */
export const openApiObject = z.looseObject({ openapi: z.string() });
