import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

const timestamps = {
  createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer({ mode: 'timestamp_ms' }).notNull(),
};

export const users = sqliteTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    /**
     * Stored lower-case; unique. Null for a citizen registered at the counter with only a
     * mobile number (docs/product.md, The counter).
     */
    email: text(),
    /** Null until the account has a password: a counter account before its invitation is used. */
    passwordHash: text(),
    role: text({ enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    emailVerifiedAt: integer({ mode: 'timestamp_ms' }),
    disabledAt: integer({ mode: 'timestamp_ms' }),
    /** The language the account reads: its screens after login, its e-mails. */
    language: text({ enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /** 10 digits starting 6–9, without +91; unique among accounts; optional. */
    mobile: text(),
    /**
     * The channels the citizen is told on (docs/product.md 38): each can be turned off on the
     * Profile; codes go out whatever these say.
     */
    notifyByEmail: integer({ mode: 'boolean' }).notNull().default(true),
    notifyBySms: integer({ mode: 'boolean' }).notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_mobile_unique').on(table.mobile),
    index('users_created_idx').on(table.createdAt),
  ],
);

/**
 * Sessions per Lucia's guide: the token is `${id}.${secret}`; only the SHA-256 of the
 * secret is kept, so a leaked table cannot be replayed.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text().primaryKey(),
    secretHash: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
    lastUsedAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One-time e-mail codes for verification and password reset; only a hash is kept. */
export const emailCodes = sqliteTable(
  'email_codes',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * `invite`: the link a counter account's e-mail gets to set its first password;
     * `sms_code`: a code by SMS to log in, or set a password, with the mobile number.
     */
    purpose: text({ enum: ['verify_email', 'reset_password', 'invite', 'sms_code'] }).notNull(),
    codeHash: text().notNull(),
    failedAttempts: integer().notNull().default(0),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    usedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('email_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type EmailCode = typeof emailCodes.$inferSelect;
export type CodePurpose = EmailCode['purpose'];

/** The same list as @seva/schemas/application-kinds (checked by a test in apps/api). */
export const serviceTypeValues = ['PanCard', 'RTPS', 'JobCard', 'ITR'] as const;
export const statusValues = [
  'pending',
  'in_progress',
  'needs_documents',
  'completed',
  'rejected',
] as const;

/** A citizen's application of one type; the per-type fields live in the *_details tables. */
export const applications = sqliteTable(
  'applications',
  {
    id: text().primaryKey(),
    /** Human-readable, e.g. SEVA-2026-000123: read out over the phone, searched by admins. */
    reference: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text({ enum: serviceTypeValues }).notNull(),
    status: text({ enum: statusValues }).notNull().default('pending'),
    /** The applicant's name as typed on the form (PAN fullName, job card name), for lists. */
    applicantName: text(),
    /** The fee as filed, whole rupees (docs/product.md, Fees): later changes do not touch it. */
    governmentFee: integer().notNull().default(0),
    serviceCharge: integer().notNull().default(0),
    /** Working days promised when filed; the promised date is counted from the filing date. */
    workingDays: integer().notNull().default(0),
    /**
     * Random, 48 bits, 12 upper-case hex digits: printed on the acknowledgement slip and in its
     * QR code, it opens the public tracking page without the mobile number.
     */
    trackingCode: text().notNull(),
    /** Filed at the counter by an operator for the citizen (false: by the citizen online). */
    atCounter: integer({ mode: 'boolean' }).notNull().default(false),
    /** The operator who filed it at the counter; null online, or once their account is gone. */
    filedBy: text().references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the retention job removed its identity documents and numbers (docs/decisions/061):
     * null while they are kept.
     */
    identityPurgedAt: integer({ mode: 'timestamp_ms' }),
    /**
     * The operator working it (docs/product.md 33): only they change its status unless another
     * takes it over. Null: unassigned, any operator may take it.
     */
    assignedTo: text().references(() => users.id, { onDelete: 'set null' }),
    assignedAt: integer({ mode: 'timestamp_ms' }),
    /**
     * The current promised date (`YYYY-MM-DD`, India's calendar): filing date plus workingDays
     * plus pausedWorkingDays, skipping Sundays and holidays. Kept in the row so the queue can
     * filter and sort overdue work by index; null only for rows a data migration has not filled.
     */
    dueOn: text(),
    /** Working days spent waiting for the citizen (needs_documents), added to the promise. */
    pausedWorkingDays: integer().notNull().default(0),
    /** When it went to needs_documents; null when it is not waiting for the citizen. */
    waitingSince: integer({ mode: 'timestamp_ms' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('applications_reference_unique').on(table.reference),
    index('applications_assigned_created_idx').on(table.assignedTo, table.createdAt),
    // The queue's promised-date order is `due_on, id`: with the id in the index, a page reads
    // its rows in order instead of sorting each day's rows by id (decision 087).
    index('applications_status_due_idx').on(table.status, table.dueOn, table.id),
    uniqueIndex('applications_tracking_code_unique').on(table.trackingCode),
    index('applications_user_created_idx').on(table.userId, table.createdAt),
    index('applications_status_created_idx').on(table.status, table.createdAt),
    index('applications_type_created_idx').on(table.serviceType, table.createdAt),
    index('applications_type_status_created_idx').on(
      table.serviceType,
      table.status,
      table.createdAt,
    ),
    index('applications_created_idx').on(table.createdAt),
  ],
);

const detailsOwner = () =>
  text()
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' });

export const panCardDetails = sqliteTable('pan_card_details', {
  applicationId: detailsOwner(),
  fullName: text().notNull(),
  dateOfBirth: text().notNull(),
  fatherName: text().notNull(),
  mobileNumber: text().notNull(),
  /**
   * Identity numbers are kept sealed (docs/decisions/060-identity-numbers-at-rest.md): `…Sealed`
   * is the AES-256-GCM value with its key id, `…Last4` the tail lists show masked. The plain
   * column is null once the server has sealed it (rows written before migration 0014).
   */
  aadharNumber: text(),
  aadharNumberSealed: text(),
  aadharNumberLast4: text(),
  address: text().notNull(),
});

export const rtpsDetails = sqliteTable('rtps_details', {
  applicationId: detailsOwner(),
  block: text().notNull(),
  registrationType: text().notNull(),
  registrationNumber: text().notNull(),
});

export const jobCardDetails = sqliteTable('job_card_details', {
  applicationId: detailsOwner(),
  name: text().notNull(),
  fatherHusbandName: text().notNull(),
});

export const itrDetails = sqliteTable('itr_details', {
  applicationId: detailsOwner(),
  /** Sealed like the PAN card's Aadhaar number; the plain columns are null once sealed. */
  aadharCardNo: text(),
  aadharCardNoSealed: text(),
  aadharCardNoLast4: text(),
  panCardNo: text(),
  panCardNoSealed: text(),
  panCardNoLast4: text(),
  accountNo: text(),
  accountNoSealed: text(),
  accountNoLast4: text(),
  ifscCode: text().notNull(),
});

/** A file on an application: the citizen's uploads and the operator's result documents. */
export const attachments = sqliteTable(
  'attachments',
  {
    id: text().primaryKey(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** photo, signature, aadharFile, passbookFile, panCardFile or additional_document. */
    documentType: text().notNull(),
    /** The random name under DATA_DIR/uploads; never derived from the uploaded name. */
    storageKey: text().notNull(),
    originalName: text().notNull(),
    /** Decided from the content (magic bytes), never from the name or the browser. */
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    uploadedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
    /**
     * When a newer file took its slot (an answer to a send-back): the old one stays for the
     * operators' history and is no longer the application's current document.
     */
    replacedAt: integer({ mode: 'timestamp_ms' }),
    replacedBy: text(),
  },
  (table) => [index('attachments_application_idx').on(table.applicationId, table.createdAt)],
);

export const comments = sqliteTable(
  'comments',
  {
    id: text().primaryKey(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('comments_application_idx').on(table.applicationId, table.createdAt)],
);

export const statusHistory = sqliteTable(
  'status_history',
  {
    id: text().primaryKey(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: statusValues }),
    toStatus: text({ enum: statusValues }).notNull(),
    /** Why, as the operator told the citizen (send-backs and rejections); null when none. */
    reason: text(),
    changedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('status_history_application_idx').on(table.applicationId, table.createdAt)],
);

/** Per-year counters behind reference numbers (applications and, later, orders share them). */
export const referenceCounters = sqliteTable('reference_counters', {
  year: integer().primaryKey(),
  lastValue: integer().notNull(),
});

/**
 * RTPS reference data (docs/product.md, Applications: RTPS): editable by admins, seeded by a
 * migration.
 */
export const rtpsBlocks = sqliteTable('rtps_blocks', {
  code: text().primaryKey(),
  name: text().notNull(),
  /** The name in Hindi; the English one stands in while it is empty. */
  nameHi: text(),
  active: integer({ mode: 'boolean' }).notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

export const rtpsRegistrationTypes = sqliteTable('rtps_registration_types', {
  code: text().primaryKey(),
  name: text().notNull(),
  /** The name in Hindi; the English one stands in while it is empty. */
  nameHi: text(),
  active: integer({ mode: 'boolean' }).notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

/**
 * The priced catalogue (docs/product.md, Orders and the catalogue): the four applications (kind
 * `application`) and the counter products (kind `product`). Prices in whole rupees.
 */
export const products = sqliteTable(
  'products',
  {
    slug: text().primaryKey(),
    kind: text({ enum: ['application', 'product'] }).notNull(),
    serviceType: text({ enum: serviceTypeValues }),
    title: text().notNull(),
    description: text().notNull(),
    price: integer().notNull(),
    unit: text().notNull(),
    /** The Hindi texts; the English ones stand in for any left empty. */
    titleHi: text(),
    descriptionHi: text(),
    unitHi: text(),
    active: integer({ mode: 'boolean' }).notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (table) => [index('products_kind_idx').on(table.kind, table.sortOrder)],
);

export type Application = typeof applications.$inferSelect;
export type PanCardDetails = typeof panCardDetails.$inferSelect;
export type RtpsDetails = typeof rtpsDetails.$inferSelect;
export type JobCardDetails = typeof jobCardDetails.$inferSelect;
export type ItrDetails = typeof itrDetails.$inferSelect;
export type Attachment = typeof attachments.$inferSelect;
export type Comment = typeof comments.$inferSelect;
export type StatusChange = typeof statusHistory.$inferSelect;
export type Product = typeof products.$inferSelect;

/**
 * Words an admin can find an application by (applicant and account name, e-mail,
 * reference): prefix search through an index instead of scanning with LIKE '%…%'.
 */
export const applicationSearchTerms = sqliteTable(
  'application_search_terms',
  {
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    term: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.term, table.applicationId] }),
    // With the term, checking a word per application reads the index alone (decision 087).
    index('application_search_terms_application_term_idx').on(table.applicationId, table.term),
  ],
);

/**
 * How many running (pending or in progress) applications are promised for each day, by type
 * and status. Kept by triggers on `applications` (migration 0019, docs/decisions/071), never
 * written by the application: the overdue total and the overview's overdue counts add up a few
 * hundred of these rows instead of counting every overdue application.
 */
export const runningDueTallies = sqliteTable(
  'running_due_tallies',
  {
    dueOn: text().notNull(),
    serviceType: text().notNull(),
    status: text().notNull(),
    n: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.dueOn, table.serviceType, table.status] })],
);

/**
 * How many applications there are of each type and status. Kept by triggers on `applications`
 * (docs/decisions/086), never written by the application: the queue's total for a type or status
 * filter (or none) and the overview's counts add up at most twenty of these rows instead of
 * counting up to every application.
 */
export const applicationTallies = sqliteTable(
  'application_tallies',
  {
    serviceType: text({ enum: serviceTypeValues }).notNull(),
    status: text({ enum: statusValues }).notNull(),
    n: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.serviceType, table.status] })],
);

export const orderStatusValues = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export const paymentMethodValues = ['cash', 'upi'] as const;

/**
 * A citizen's order for a counter product (docs/product.md, Orders). The product's title, unit and
 * price are copied at order time, so a later price change never alters an order.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: text().primaryKey(),
    /** Shares the SEVA-YYYY-NNNNNN counter with applications. */
    reference: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productSlug: text().notNull(),
    productTitle: text().notNull(),
    unit: text().notNull(),
    /** Whole rupees, as the catalogue said when the order was placed. */
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    amount: integer().notNull(),
    applicantName: text().notNull(),
    /** The applicant's name lower-cased: admins find orders by its prefix through an index. */
    applicantNameKey: text().notNull(),
    /**
     * The form's text fields as JSON, identity numbers masked (`XXXX XXXX 1234`): the whole
     * numbers are in `identitySealed` (docs/decisions/060-identity-numbers-at-rest.md).
     */
    details: text().notNull(),
    /** The identity numbers of `details` as one sealed JSON object; null only before sealing. */
    identitySealed: text(),
    status: text({ enum: orderStatusValues }).notNull().default('pending'),
    paid: integer({ mode: 'boolean' }).notNull().default(false),
    paidAmount: integer(),
    paidMethod: text({ enum: paymentMethodValues }),
    paidAt: integer({ mode: 'timestamp_ms' }),
    paidBy: text().references(() => users.id, { onDelete: 'set null' }),
    /** Placed at the counter by an operator for the citizen (false: by the citizen online). */
    atCounter: integer({ mode: 'boolean' }).notNull().default(false),
    /** The operator who placed it at the counter; null online, or once their account is gone. */
    filedBy: text().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('orders_reference_unique').on(table.reference),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_paid_created_idx').on(table.paid, table.createdAt),
    index('orders_status_paid_created_idx').on(table.status, table.paid, table.createdAt),
    index('orders_applicant_name_key_idx').on(table.applicantNameKey),
  ],
);

/**
 * The blind index of an order's identity numbers: a keyed HMAC-SHA-256 of each, so operators
 * find an order by a whole Aadhaar or PAN without anything being opened (decision 060).
 */
export const orderIdentityHashes = sqliteTable(
  'order_identity_hashes',
  {
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    hash: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.hash, table.orderId] }),
    index('order_identity_hashes_order_idx').on(table.orderId),
  ],
);

/** A file sent with an order form; stored privately like attachments. */
export const orderFiles = sqliteTable(
  'order_files',
  {
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The form field it came in (document, photo, aadharFile, …). */
    field: text().notNull(),
    /** The random name in private storage; never derived from the uploaded name. */
    storageKey: text().notNull(),
    originalName: text().notNull(),
    /** Decided from the content (magic bytes), never from the name or the browser. */
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('order_files_order_idx').on(table.orderId, table.createdAt)],
);

export const orderStatusHistory = sqliteTable(
  'order_status_history',
  {
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: orderStatusValues }),
    toStatus: text({ enum: orderStatusValues }).notNull(),
    changedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * The home page's contact form (docs/product.md, Contact and Inbox). The sender's IP is used for
 * rate limits only.
 */
export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    handled: integer({ mode: 'boolean' }).notNull().default(false),
    handledAt: integer({ mode: 'timestamp_ms' }),
    handledBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_handled_created_idx').on(table.handled, table.createdAt),
  ],
);

/**
 * The document locker (docs/product.md, Document locker): a named photo + signature pair of its
 * owner.
 */
export const lockerDocuments = sqliteTable(
  'locker_documents',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    photoStorageKey: text().notNull(),
    photoOriginalName: text().notNull(),
    photoContentType: text().notNull(),
    photoSize: integer().notNull(),
    /** SHA-256 (hex) of the stored photo; rows from before it existed are filled at start. */
    photoSha256: text(),
    signatureStorageKey: text().notNull(),
    signatureOriginalName: text().notNull(),
    signatureContentType: text().notNull(),
    signatureSize: integer().notNull(),
    signatureSha256: text(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('locker_documents_user_created_idx').on(table.userId, table.createdAt)],
);

export type Order = typeof orders.$inferSelect;
export type OrderFile = typeof orderFiles.$inferSelect;
export type OrderStatusChange = typeof orderStatusHistory.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type LockerDocument = typeof lockerDocuments.$inferSelect;

/**
 * Portal-wide settings operators change on the Settings screen: one typed row (id 1), seeded
 * by its migration (docs/decisions/020-storage-quota-and-upload-rate.md).
 */
export const portalSettings = sqliteTable(
  'portal_settings',
  {
    id: integer().primaryKey(),
    /** Each citizen's storage space in bytes (docs/product.md, Security and privacy). */
    storageQuotaBytes: integer().notNull(),
    /** The centre as slips and receipts print it (docs/product.md, Fees). */
    centreName: text().notNull().default('Seva Service Centre'),
    centreAddress: text().notNull().default(''),
    centrePhone: text().notNull().default(''),
    gstin: text(),
    /** `yyyy-mm-dd` dates (India) that promised dates skip, as a JSON array. */
    holidays: text({ mode: 'json' }).$type<string[]>().notNull().default([]),
    /**
     * Days after an application is completed or rejected that its identity documents and numbers
     * are kept (docs/product.md, Consent and retention).
     */
    retentionDays: integer().notNull().default(180),
    updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [check('portal_settings_single_row', sql`${table.id} = 1`)],
);

export type PortalSettings = typeof portalSettings.$inferSelect;

/** Every change of a portal setting that needs a trail (who, when, old, new); never edited. */
export const settingChanges = sqliteTable(
  'setting_changes',
  {
    id: text().primaryKey(),
    /** The setting's name, e.g. `retentionDays`. */
    setting: text().notNull(),
    oldValue: text().notNull(),
    newValue: text().notNull(),
    changedBy: text().references(() => users.id, { onDelete: 'set null' }),
    changedAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('setting_changes_setting_idx').on(table.setting, table.changedAt)],
);

/**
 * Each consent to a privacy notice (docs/decisions/061): who, which version of the notice, for
 * what, when, and how — online by the citizen, or at the counter, confirmed by an operator.
 */
export const consents = sqliteTable(
  'consents',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeVersion: integer().notNull(),
    /** `account`: at sign-up; `application`: before the first application. */
    purpose: text({ enum: ['account', 'application'] }).notNull(),
    channel: text({ enum: ['online', 'counter'] }).notNull(),
    /** The operator who told the citizen at the counter; null online (or once they are gone). */
    operatorId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('consents_user_purpose_idx').on(table.userId, table.purpose, table.noticeVersion),
  ],
);
export type Consent = typeof consents.$inferSelect;

/**
 * Each application type's fee and promised working days (docs/product.md, Fees), edited in
 * Settings. Seeded by its migration with the values of `@seva/schemas/fees`.
 */
export const serviceFees = sqliteTable('service_fees', {
  serviceType: text({ enum: serviceTypeValues }).primaryKey(),
  governmentFee: integer().notNull(),
  serviceCharge: integer().notNull(),
  workingDays: integer().notNull(),
  updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: integer({ mode: 'timestamp_ms' }).notNull(),
});

/** Every change of a fee: who, when, old and new (never edited or deleted). */
export const serviceFeeChanges = sqliteTable(
  'service_fee_changes',
  {
    id: text().primaryKey(),
    serviceType: text({ enum: serviceTypeValues }).notNull(),
    changedBy: text().references(() => users.id, { onDelete: 'set null' }),
    changedAt: integer({ mode: 'timestamp_ms' }).notNull(),
    oldGovernmentFee: integer().notNull(),
    newGovernmentFee: integer().notNull(),
    oldServiceCharge: integer().notNull(),
    newServiceCharge: integer().notNull(),
    oldWorkingDays: integer().notNull(),
    newWorkingDays: integer().notNull(),
  },
  (table) => [index('service_fee_changes_type_idx').on(table.serviceType, table.changedAt)],
);

export type ServiceFeeRow = typeof serviceFees.$inferSelect;

/**
 * Money taken at the counter (docs/product.md, Payments and receipts): one row per payment or
 * reversal, never updated or deleted. Each has the next number of its financial year's gapless
 * series; a reversal has a negative amount and names the payment it reverses.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: text().primaryKey(),
    /** `SEVA/2026-27/000001`. */
    receiptNumber: text().notNull(),
    /** `2026-27`: April to March, in India's time. */
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    applicationId: text().references(() => applications.id, { onDelete: 'restrict' }),
    orderId: text().references(() => orders.id, { onDelete: 'restrict' }),
    amount: integer().notNull(),
    method: text({ enum: paymentMethodValues }).notNull(),
    utr: text(),
    reversesId: text(),
    reason: text(),
    recordedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('payments_receipt_number_unique').on(table.receiptNumber),
    uniqueIndex('payments_year_sequence_unique').on(table.financialYear, table.sequence),
    // A payment is reversed at most once.
    uniqueIndex('payments_reverses_unique').on(table.reversesId),
    index('payments_application_idx').on(table.applicationId),
    index('payments_order_idx').on(table.orderId),
    index('payments_created_idx').on(table.createdAt),
    check(
      'payments_one_subject',
      sql`(${table.applicationId} IS NULL) <> (${table.orderId} IS NULL)`,
    ),
  ],
);

/** The last receipt number given in each financial year. */
export const receiptCounters = sqliteTable('receipt_counters', {
  financialYear: text().primaryKey(),
  last: integer().notNull(),
});

export type Payment = typeof payments.$inferSelect;

/**
 * Each backup made (scheduled in the server, or `pnpm cli backup`), good or failed: the
 * operators' overview shows how old the last good one is (docs/decisions/058-keys-and-backups.md).
 */
export const backupRuns = sqliteTable(
  'backup_runs',
  {
    id: text().primaryKey(),
    trigger: text({ enum: ['schedule', 'cli'] }).notNull(),
    ok: integer({ mode: 'boolean' }).notNull(),
    /** The backup's file name (in BACKUP_DIR or the CLI's --to folder). */
    file: text(),
    size: integer(),
    /** Stored files in it. */
    files: integer(),
    /** Why it failed: a message for the operator, never a path inside DATA_DIR. */
    error: text(),
    startedAt: integer({ mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('backup_runs_ok_finished_idx').on(table.ok, table.finishedAt)],
);
export type BackupRun = typeof backupRuns.$inferSelect;

/**
 * Who runs the scheduled backup now, when several server processes share the database: one
 * row per lease (`schedule`), taken by a conditional write that succeeds only while it is free
 * or lapsed (`heldUntil` passed), renewed by its holder while the backup runs, and released
 * after. A holder that dies lets it lapse, and another process takes it over.
 */
export const backupLeases = sqliteTable('backup_leases', {
  name: text().primaryKey(),
  /** The process holding it (a random id per server process). */
  holder: text().notNull(),
  heldUntil: integer({ mode: 'timestamp_ms' }).notNull(),
  takenAt: integer({ mode: 'timestamp_ms' }).notNull(),
});
export type BackupLease = typeof backupLeases.$inferSelect;

/**
 * Data migrations done in TypeScript at start, after the SQL ones (what needs a key SQL cannot
 * have): each name once, with when it finished.
 */
export const dataMigrations = sqliteTable('data_migrations', {
  name: text().primaryKey(),
  doneAt: integer({ mode: 'timestamp_ms' }).notNull(),
});

/**
 * Each account erased (docs/decisions/062-export-and-erasure.md): by its owner, or at the counter
 * by an operator who confirmed it. Only ids, counts and times: no name, e-mail, mobile or
 * identity number of the citizen is kept here.
 */
export const erasures = sqliteTable(
  'erasures',
  {
    id: text().primaryKey(),
    /** The closed account (its row stays, emptied, for the payments that point at it). */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** `self`: the citizen on their profile; `counter`: an operator at the desk. */
    door: text({ enum: ['self', 'counter'] }).notNull(),
    /** The operator who confirmed it at the counter; null when the citizen erased it. */
    erasedBy: text().references(() => users.id, { onDelete: 'set null' }),
    /** Applications and orders removed whole, and those kept (emptied) for their payments. */
    applicationsRemoved: integer().notNull(),
    ordersRemoved: integer().notNull(),
    keptForAccounts: integer().notNull(),
    lockerDocuments: integer().notNull(),
    /** Stored files deleted, and those that could not be (the start-up sweep takes them). */
    filesDeleted: integer().notNull().default(0),
    filesFailed: integer().notNull().default(0),
    /** When the rows were erased (one transaction), and when the files were gone. */
    requestedAt: integer({ mode: 'timestamp_ms' }).notNull(),
    completedAt: integer({ mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('erasures_user_unique').on(table.userId),
    index('erasures_requested_idx').on(table.requestedAt),
  ],
);
export type Erasure = typeof erasures.$inferSelect;

/**
 * What an operator asked the citizen to bring when sending an application back
 * (docs/product.md 31): one of its document slots (`photo`, `aadharFile`, …) or a named extra
 * document. Received once a file answers it.
 */
export const documentRequests = sqliteTable(
  'document_requests',
  {
    id: text().primaryKey(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The status_history row of the send-back that asked for it. */
    sendBackId: text().notNull(),
    /** A document slot, or the key of a named extra document. */
    documentKey: text().notNull(),
    label: text().notNull(),
    requestedBy: text().references(() => users.id, { onDelete: 'set null' }),
    requestedAt: integer({ mode: 'timestamp_ms' }).notNull(),
    /** The attachment that answered it; null while outstanding. */
    attachmentId: text().references(() => attachments.id, { onDelete: 'set null' }),
    receivedAt: integer({ mode: 'timestamp_ms' }),
  },
  (table) => [
    index('document_requests_application_idx').on(table.applicationId, table.requestedAt),
  ],
);
export type DocumentRequest = typeof documentRequests.$inferSelect;

/**
 * Operators' notes to each other on an application or an order (docs/product.md 34): never
 * shown to, sent to or readable by the citizen on any door.
 */
export const internalNotes = sqliteTable(
  'internal_notes',
  {
    id: text().primaryKey(),
    applicationId: text().references(() => applications.id, { onDelete: 'cascade' }),
    orderId: text().references(() => orders.id, { onDelete: 'cascade' }),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('internal_notes_application_idx').on(table.applicationId, table.createdAt),
    index('internal_notes_order_idx').on(table.orderId, table.createdAt),
    check(
      'internal_notes_one_subject',
      sql`(${table.applicationId} IS NULL) <> (${table.orderId} IS NULL)`,
    ),
  ],
);
export type InternalNote = typeof internalNotes.$inferSelect;

export const applicationEventTypes = [
  'assigned',
  'unassigned',
  'taken_over',
  'documents_received',
  'returned',
] as const;

/**
 * What happened to an application that no other table records (docs/product.md 35): who took
 * it, gave it away or took it over, and when the answers to a send-back were all in. The
 * timeline joins these with the status history, comments, files, payments and notes.
 */
export const applicationEvents = sqliteTable(
  'application_events',
  {
    id: text().primaryKey(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    type: text({ enum: applicationEventTypes }).notNull(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The operator it was given to (assigned), or taken from (taken_over). */
    operatorId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId, table.createdAt)],
);
export type ApplicationEvent = typeof applicationEvents.$inferSelect;

/**
 * Every time an operator opened or downloaded a citizen's identity document or saw their full
 * identity numbers (docs/product.md 35 and 42): kept at least a year, also after the
 * application is withdrawn, purged or erased, so it has no foreign key to the application.
 * Holds who, when and which document: never a number.
 */
export const identityAccessLog = sqliteTable(
  'identity_access_log',
  {
    id: text().primaryKey(),
    applicationId: text(),
    orderId: text(),
    /** The citizen whose data it was (for their detail page and their export). */
    citizenId: text(),
    operatorId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The operator's name when it happened, so the line outlives their account. */
    operatorName: text().notNull(),
    /** `document`: a stored file; `identity_numbers`: the full numbers on a detail page. */
    subject: text({ enum: ['document', 'identity_numbers'] }).notNull(),
    /** The document slot (`aadharFile`, …) when subject is document. */
    documentType: text(),
    attachmentId: text(),
    action: text({ enum: ['view', 'download'] }).notNull(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('identity_access_log_application_idx').on(table.applicationId, table.createdAt),
    index('identity_access_log_order_idx').on(table.orderId, table.createdAt),
    index('identity_access_log_citizen_idx').on(table.citizenId, table.createdAt),
    index('identity_access_log_created_idx').on(table.createdAt),
  ],
);
export type IdentityAccessEntry = typeof identityAccessLog.$inferSelect;

export const notificationChannels = ['email', 'sms'] as const;
export const notificationStatuses = ['waiting', 'sending', 'sent', 'failed', 'expired'] as const;

/**
 * The outbox (docs/product.md 36): every e-mail and SMS, written in the transaction of the
 * change that caused it and delivered by a worker inside the server with retries and backoff.
 * A worker claims a row with a lease (`leaseOwner`, `leaseUntil`) that another can take over
 * only once it lapses. The message is kept sealed (it may carry a code) and emptied once sent;
 * the operators' view shows the kind, channel, masked recipient, attempts and error, never it.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: text().primaryKey(),
    /** What it says: `status_changed`, `verify_code`, … (apps/api notifications/kinds.ts). */
    kind: text().notNull(),
    channel: text({ enum: notificationChannels }).notNull(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    /** Masked for the operators' view: `r***@example.com`, `XXXXXX1234`. */
    recipientMasked: text().notNull(),
    /** The message (recipient, words) as sealed JSON; '' once sent, expired or failed. */
    message: text().notNull(),
    /** Codes: a citizen is waiting, so tried at once and ahead of the rest. */
    urgent: integer({ mode: 'boolean' }).notNull().default(false),
    status: text({ enum: notificationStatuses }).notNull().default('waiting'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: integer({ mode: 'timestamp_ms' }).notNull(),
    leaseOwner: text(),
    leaseUntil: integer({ mode: 'timestamp_ms' }),
    /** A code's expiry: past it the message is never sent. */
    expiresAt: integer({ mode: 'timestamp_ms' }),
    /** Short and generic (`SMTP 550`, `timeout`): never the message or the recipient. */
    lastError: text(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
    sentAt: integer({ mode: 'timestamp_ms' }),
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('notifications_due_idx').on(table.status, table.nextAttemptAt),
    index('notifications_sent_idx').on(table.sentAt),
    index('notifications_user_idx').on(table.userId),
  ],
);
export type Notification = typeof notifications.$inferSelect;
export type NotificationChannel = (typeof notificationChannels)[number];
export type NotificationStatus = (typeof notificationStatuses)[number];

/**
 * The throttles' token buckets, shared by every server process on the database
 * (docs/decisions/004-throttling-and-codes.md): one row per key such as `login:ip:1.2.3.4`.
 * A missing row is a full bucket. `fullAt` is when the bucket will have refilled to capacity:
 * from then on the row says nothing a missing row would not, so it may be deleted.
 */
export const rateLimitBuckets = sqliteTable(
  'rate_limit_buckets',
  {
    key: text().primaryKey(),
    tokens: real().notNull(),
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull(),
    fullAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('rate_limit_buckets_full_at_idx').on(table.fullAt)],
);
export type RateLimitBucket = typeof rateLimitBuckets.$inferSelect;
