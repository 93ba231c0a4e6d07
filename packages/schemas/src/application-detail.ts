import type {
  ApplicationStatus,
  DetailField,
  derivedDetailFields,
  filePathFields,
  ServiceType,
} from './application-kinds.ts';

/**
 * What the server answers for an application, as TypeScript types keyed by `serviceType`, so
 * that narrowing on the type narrows `specificService` too and screens need no casts. Types
 * only (no Zod): the web imports them freely. The REST payloads keep the original portal's words
 * (docs/product.md, Words: `specificService`, `_id`).
 */

type DerivedField<T extends ServiceType> = (typeof derivedDetailFields)[T][number];
type FilePathField<T extends ServiceType> = Extract<
  (typeof filePathFields)[T][keyof (typeof filePathFields)[T]],
  string
>;

import type { AssigneeView } from './assignment.ts';
import type { NoteView } from './notes.ts';
import type { ReceiptView } from './payments.ts';
import type { TimelineEntry } from './timeline.ts';

export interface CommentView {
  _id: string;
  text: string;
  createdAt: string;
}

/** A list row's fields: never a full Aadhaar, PAN or account number (docs/product.md, Security and privacy: identity numbers). */
export interface SummaryFields {
  PanCard: { fullName: string; aadharNumber: string };
  RTPS: {
    block: string;
    registrationType: string;
    registrationNumber: string;
    registrationId: string;
  };
  JobCard: { name: string; fullName: string; fatherHusbandName: string };
  ITR: { aadharCardNo: string; panCardNo: string; accountNo: string };
}

export type ApplicationSummaryOf<T extends ServiceType> = {
  _id: string;
  referenceNumber: string;
  serviceType: T;
  status: ApplicationStatus;
  applicantName: string | null;
  createdAt: string;
  updatedAt: string;
  specificService: SummaryFields[T];
  comments: CommentView[];
};
export type ApplicationSummaryView = { [T in ServiceType]: ApplicationSummaryOf<T> }[ServiceType];

/** The full fields, for the owner and admins only: the one place a full Aadhaar appears. */
export type SpecificServiceOf<T extends ServiceType> = {
  [K in DetailField<T> | DerivedField<T>]: string;
} & { [K in FilePathField<T>]?: string } & { createdAt: string; updatedAt: string };

/** An application's fee as filed, whole rupees. */
export interface FeeView {
  governmentFee: number;
  serviceCharge: number;
  total: number;
}

export interface AttachmentView {
  _id: string;
  documentType: string;
  originalName: string;
  contentType: string;
  size: number;
  createdAt: string;
  path: string;
  /** When a newer file took its slot (operators only see these; docs/decisions/066). */
  replacedAt: string | null;
  /** The name it was asked for under, when it answered a send-back. */
  requestedAs: string | null;
}

/** An item of the latest send-back: what the citizen was asked to bring, and whether it came. */
export interface RequestedDocumentView {
  key: string;
  label: string;
  received: boolean;
}

export interface StatusChangeView {
  _id: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  changedBy: string | null;
  /** Why, as the citizen was told (send-backs and rejections). */
  reason: string | null;
  createdAt: string;
}

export type ApplicationDetailOf<T extends ServiceType> = {
  _id: string;
  referenceNumber: string;
  serviceType: T;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  user: { _id: string; name: string; email: string | null; mobile: string | null };
  specificService: SpecificServiceOf<T>;
  documents: AttachmentView[];
  comments: CommentView[];
  statusHistory: StatusChangeView[];
  /** The latest send-back's items (empty if it was never sent back; docs/decisions/066). */
  requestedDocuments: RequestedDocumentView[];
  fee: FeeView;
  promisedBy: string;
  trackingCode: string;
  /** Operators only (absent for the citizen): who works it (docs/decisions/067). */
  assignedTo?: AssigneeView | null;
  /** Operators only (absent for the citizen): internal notes, newest first. */
  internalNotes?: NoteView[];
  paid: boolean;
  receipts: ReceiptView[];
  /** `by` is the operator's name (null if their account is gone); null when filed online. */
  filedAtCounter: { by: string | null } | null;
  /** When its identity documents and numbers are (or were) purged (docs/decisions/061). */
  retention: { purgeAt: string | null; purgedAt: string | null };
  /** Newest first, filtered for the caller (docs/decisions/065-one-timeline.md). */
  timeline: TimelineEntry[];
};
export type ApplicationDetailView = { [T in ServiceType]: ApplicationDetailOf<T> }[ServiceType];
