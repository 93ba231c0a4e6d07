import type { ServiceType } from './service-types.ts';
import { DOCUMENT_TYPES, type FileRule, IMAGE_TYPES, uploadMessages } from './uploads.ts';

export * from './service-types.ts';

/**
 * The facts of applications, once: the service types and their URL words, the statuses and the
 * moves between them, the per-type fields and file fields, and the English names the e-mails
 * use. The server, the web routes, the sidebars, the forms, the detail pages and the e-mails
 * read them from here; a fifth type or a new field is a change here, in the Zod schemas
 * (applications.ts) and in the database (packages/db), and nowhere else.
 * Free of Zod on purpose, like order-forms.ts: the web imports it without Zod, and its first
 * render imports the types and URL words (service-types.ts, re-exported here; decision 030).
 * Import it as '@seva/schemas/application-kinds'.
 */

/** The order the operator's screens list the types: the overview's cards, ITR last (docs/product.md, Operator review). */
export const operatorServiceTypeOrder = [
  'PanCard',
  'JobCard',
  'RTPS',
  'ITR',
] as const satisfies readonly ServiceType[];

/**
 * Lowercase everywhere (docs/product.md, Applications: statuses and allowed moves);
 * `needs_documents`: sent back to the citizen for documents (docs/decisions/066).
 */
export const applicationStatuses = [
  'pending',
  'in_progress',
  'needs_documents',
  'completed',
  'rejected',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The order of the status filters on both sides, as the old portal had it. */
export const statusFilterOrder = [
  'completed',
  'pending',
  'in_progress',
  'needs_documents',
  'rejected',
] as const satisfies readonly ApplicationStatus[];

/** The moves the server allows an operator (docs/product.md, Applications: statuses); a rejection needs a reason. */
export const applicationTransitions: Readonly<
  Record<ApplicationStatus, readonly ApplicationStatus[]>
> = {
  pending: ['in_progress', 'needs_documents', 'rejected'],
  in_progress: ['completed', 'needs_documents', 'rejected'],
  // Back to in_progress by itself once every requested document is in, or by an operator.
  needs_documents: ['in_progress', 'rejected'],
  completed: [],
  rejected: [],
};

/** The statuses an operator may set: every one some move leads to. */
export const statusTargets = [
  'in_progress',
  'needs_documents',
  'completed',
  'rejected',
] as const satisfies readonly [ApplicationStatus, ...ApplicationStatus[]];
export type StatusTarget = (typeof statusTargets)[number];

export function canMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return applicationTransitions[from].includes(to);
}

/** Closed: no move leads on (completed, rejected). */
export function isClosedStatus(status: ApplicationStatus): boolean {
  return applicationTransitions[status].length === 0;
}

/** The English name of each status in e-mails and the server's messages. */
export const statusNames: Readonly<Record<ApplicationStatus, string>> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  needs_documents: 'Documents needed',
  completed: 'Completed',
  rejected: 'Rejected',
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (applicationStatuses as readonly string[]).includes(value);
}

/** The English name of each type in e-mails (the old portal's form headings). */
export const serviceTypeNames: Readonly<Record<ServiceType, string>> = {
  PanCard: 'PAN Card',
  RTPS: 'RTPS',
  JobCard: 'Job Card',
  ITR: 'ITR',
};

/**
 * Each type's own fields (its *_details table), in the order the original portal (docs/product.md)
 * lists them.
 */
export const detailFields = {
  PanCard: ['fullName', 'dateOfBirth', 'fatherName', 'mobileNumber', 'aadharNumber', 'address'],
  RTPS: ['block', 'registrationType', 'registrationNumber'],
  JobCard: ['name', 'fatherHusbandName'],
  ITR: ['aadharCardNo', 'panCardNo', 'accountNo', 'ifscCode'],
} as const satisfies Record<ServiceType, readonly string[]>;
export type DetailField<T extends ServiceType = ServiceType> = (typeof detailFields)[T][number];

/** The order the citizen's detail page shows them (the RTPS id leads; docs/product.md, Applications: the detail page). */
export const citizenDetailFieldOrder = {
  PanCard: ['fullName', 'fatherName', 'dateOfBirth', 'mobileNumber', 'aadharNumber', 'address'],
  RTPS: ['registrationId', 'block', 'registrationType', 'registrationNumber'],
  JobCard: ['name', 'fatherHusbandName'],
  ITR: ['aadharCardNo', 'panCardNo', 'accountNo', 'ifscCode'],
} as const satisfies {
  [T in ServiceType]: readonly (DetailField<T> | (typeof derivedDetailFields)[T][number])[];
};

/** The field that names the applicant, when the form has one; else the account's name is used. */
export const applicantNameFields = {
  PanCard: 'fullName',
  RTPS: null,
  JobCard: 'name',
  ITR: null,
} as const satisfies { [T in ServiceType]: DetailField<T> | null };

/** The per-type fields of one application, tagged with its type. */
export type DetailsOf<T extends ServiceType> = { serviceType: T } & {
  [K in DetailField<T>]: string;
};
export type ApplicationDetails = { [T in ServiceType]: DetailsOf<T> }[ServiceType];

/** The fields that hold Aadhaar, PAN or bank account numbers: masked or logged as viewed. */
export const identityNumberFields = {
  PanCard: ['aadharNumber'],
  RTPS: [],
  JobCard: [],
  ITR: ['aadharCardNo', 'panCardNo', 'accountNo'],
} as const satisfies { [T in ServiceType]: readonly DetailField<T>[] };

/** Fields worked out from the others and shown beside them (the RTPS registration ID: docs/product.md, Applications). */
export const derivedDetailFields = {
  PanCard: [],
  RTPS: ['registrationId'],
  JobCard: [],
  ITR: [],
} as const satisfies Record<ServiceType, readonly string[]>;

const imageRule: FileRule = { types: IMAGE_TYPES, typeMessage: uploadMessages.images };
const documentRule: FileRule = { types: DOCUMENT_TYPES, typeMessage: uploadMessages.documents };
const jobCardRule: FileRule = {
  types: DOCUMENT_TYPES,
  typeMessage: uploadMessages.jobCardDocuments,
};

/** Which file fields each multipart form takes, and what each accepts (docs/product.md, Security and privacy: uploads). */
export const fileRules = {
  PanCard: { photo: imageRule, signature: imageRule, aadharFile: documentRule },
  JobCard: { aadharFile: jobCardRule, passbookFile: jobCardRule },
  ITR: { aadharFile: documentRule, panCardFile: documentRule, passbookFile: documentRule },
} as const satisfies Record<Exclude<ServiceType, 'RTPS'>, Record<string, FileRule>>;

/** The types whose application carries files (sent as multipart). */
export type UploadType = keyof typeof fileRules;

/**
 * An application form may take its photo and signature from one of the citizen's locker
 * documents instead of a new upload (issue 16 item 13): these text fields name the document,
 * and the server copies its image into the application as if it had just been sent.
 */
export const fromLockerFields = {
  photo: 'photoFromLocker',
  signature: 'signatureFromLocker',
} as const;
export const uploadTypes = Object.keys(fileRules) as UploadType[];

export function isUploadType(type: ServiceType): type is UploadType {
  return Object.hasOwn(fileRules, type);
}

/** The document type of a result an operator adds to an application (docs/product.md, Applications: result documents). */
export const RESULT_DOCUMENT_TYPE = 'additional_document';

/** What a result document may be: the same as a citizen's documents. */
export const resultDocumentRule: FileRule = documentRule;

/**
 * The key of each file field in an application's `specificService`, as the original portal names
 * them.
 */
export const filePathFields = {
  PanCard: { photo: 'photoPath', signature: 'signaturePath', aadharFile: 'aadharFilePath' },
  RTPS: {},
  JobCard: { aadharFile: 'aadharFilePath', passbookFile: 'passbookFilePath' },
  ITR: { aadharFile: 'aadharFile', panCardFile: 'panCardFile', passbookFile: 'passbookFile' },
} as const satisfies {
  [T in ServiceType]: T extends UploadType ? Record<keyof (typeof fileRules)[T], string> : object;
};

/**
 * Sending an application back for documents (docs/decisions/066): each item is one of the
 * application's own document slots (its file fields) or a named extra document under a new
 * key. A key is a short ASCII word, so it can travel as a multipart field and a URL word.
 */
export const DOCUMENT_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{1,39}$/;
export const REQUESTED_LABEL_MAX = 80;
export const MAX_REQUESTED_DOCUMENTS = 10;

/** The document slots of a type, in its form's order (none for RTPS). */
export function documentSlots(serviceType: ServiceType): readonly string[] {
  return isUploadType(serviceType) ? Object.keys(fileRules[serviceType]) : [];
}

/** What a requested document may be: its slot's own rule, or JPEG, PNG or PDF for an extra one. */
export function requestedDocumentRule(serviceType: ServiceType, key: string): FileRule {
  if (isUploadType(serviceType)) {
    const rules: Readonly<Record<string, FileRule>> = fileRules[serviceType];
    const rule = rules[key];
    if (rule) return rule;
  }
  return documentRule;
}
