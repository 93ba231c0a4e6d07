import type { Application, Attachment, Comment, StatusChange, User } from '@seva/db';
import type { ReceiptView, TimelineEntry } from '@seva/schemas';
import {
  type ApplicationDetails,
  type ApplicationDetailView,
  type ApplicationSummaryView,
  filePathFields,
  maskAadhaar,
  maskTail,
  rtpsRegistrationId,
  type ServiceType,
} from '@seva/schemas';
import { feeTotal } from '@seva/schemas/fees';
import { currentPromisedDate, type SendBackFacts } from './send-back.ts';

/** The per-type rows, as read from the *_details tables. */
export type Details = ApplicationDetails;

export function documentUrl(applicationId: string, attachmentId: string): string {
  return `/api/services/${applicationId}/documents/${attachmentId}/download`;
}

function withoutType<T extends { serviceType: string }>(details: T): Omit<T, 'serviceType'> {
  const { serviceType: _omit, ...rest } = details;
  return rest;
}

/** Lists never show a full Aadhaar, PAN or account number (docs/product.md, Security and privacy: identity numbers). */
export function summaryOf(details: Details, createdAt: Date) {
  switch (details.serviceType) {
    case 'PanCard':
      return { fullName: details.fullName, aadharNumber: maskAadhaar(details.aadharNumber) };
    case 'RTPS':
      return {
        block: details.block,
        registrationType: details.registrationType,
        registrationNumber: details.registrationNumber,
        registrationId: rtpsRegistrationId(
          details.registrationType,
          createdAt,
          details.registrationNumber,
        ),
      };
    case 'JobCard':
      return {
        name: details.name,
        fullName: details.name,
        fatherHusbandName: details.fatherHusbandName,
      };
    case 'ITR':
      return {
        aadharCardNo: maskAadhaar(details.aadharCardNo),
        panCardNo: maskTail(details.panCardNo),
        accountNo: maskTail(details.accountNo),
      };
  }
}

export function commentOf(comment: Comment) {
  return { _id: comment.id, text: comment.text, createdAt: comment.createdAt.toISOString() };
}

export function applicationSummary(
  application: Application,
  details: Details,
  comments: Comment[],
): ApplicationSummaryView {
  // summaryOf pairs each type with its own fields; the compiler cannot follow that pairing
  // through the object literal, so the union is named here, once.
  return {
    _id: application.id,
    referenceNumber: application.reference,
    serviceType: application.serviceType,
    status: application.status,
    applicantName: application.applicantName,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    specificService: summaryOf(details, application.createdAt),
    comments: comments.map(commentOf),
  } as ApplicationSummaryView;
}
export type ApplicationSummary = ApplicationSummaryView;

/** The full application for its owner or an admin: the only place a full Aadhaar appears. */
export function applicationDetail(input: {
  application: Application;
  owner: Pick<User, 'id' | 'name' | 'email' | 'mobile'>;
  /** The operator who filed it at the counter, if one did (their name; null once deleted). */
  filer: { name: string | null } | null;
  details: Details;
  attachments: Attachment[];
  comments: Comment[];
  history: Array<StatusChange & { changedByName: string | null }>;
  /** The centre's holidays, which the promised date skips. */
  holidays: readonly string[];
  receipts: ReceiptView[];
  /** When its identity documents and numbers go, if it is closed and they are still kept. */
  purgeAt: Date | null;
  /** Its latest send-back's items and the names files were asked for under (send-back.ts). */
  sendBack: SendBackFacts;
  /** The moment of the answer: a promise paused while waiting counts the days so far. */
  now: Date;
  /** Already filtered for the caller, newest first (timeline.ts). */
  timeline: TimelineEntry[];
}): ApplicationDetailView {
  const { application, owner, filer, details, attachments, comments, history, holidays, receipts } =
    input;
  const paths: Record<string, string> = {};
  for (const attachment of attachments) {
    // A replaced file stays for the operators' history; the slot points at the new one.
    if (attachment.replacedAt) continue;
    const fields: Readonly<Record<string, string>> = filePathFields[application.serviceType];
    const field = fields[attachment.documentType];
    if (field) paths[field] = documentUrl(application.id, attachment.id);
  }
  const stamps = {
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
  // One branch per type, so the answer's type follows serviceType (responses.ts).
  const withDetails = <T extends ServiceType, S>(serviceType: T, specificService: S) => ({
    _id: application.id,
    referenceNumber: application.reference,
    serviceType,
    status: application.status,
    ...stamps,
    user: { _id: owner.id, name: owner.name, email: owner.email, mobile: owner.mobile },
    specificService,
    documents: attachments.map((attachment) => ({
      _id: attachment.id,
      documentType: attachment.documentType,
      originalName: attachment.originalName,
      contentType: attachment.contentType,
      size: attachment.size,
      createdAt: attachment.createdAt.toISOString(),
      path: documentUrl(application.id, attachment.id),
      replacedAt: attachment.replacedAt?.toISOString() ?? null,
      requestedAs: input.sendBack.requestedAs.get(attachment.id) ?? null,
    })),
    comments: comments.map(commentOf),
    statusHistory: history.map((change) => ({
      _id: change.id,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      changedBy: change.changedByName,
      reason: change.reason,
      createdAt: change.createdAt.toISOString(),
    })),
    requestedDocuments: input.sendBack.requestedDocuments,
    fee: {
      governmentFee: application.governmentFee,
      serviceCharge: application.serviceCharge,
      total: feeTotal(application),
    },
    promisedBy: currentPromisedDate(application, holidays, input.now),
    trackingCode: application.trackingCode,
    paid: feeTotal(application) <= receipts.reduce((sum, receipt) => sum + receipt.amount, 0),
    receipts,
    filedAtCounter: filer ? { by: filer.name } : null,
    retention: {
      purgeAt: application.identityPurgedAt ? null : (input.purgeAt?.toISOString() ?? null),
      purgedAt: application.identityPurgedAt?.toISOString() ?? null,
    },
    timeline: input.timeline,
  });
  switch (details.serviceType) {
    case 'PanCard':
      return withDetails(details.serviceType, { ...withoutType(details), ...paths, ...stamps });
    case 'RTPS':
      return withDetails(details.serviceType, {
        ...withoutType(details),
        registrationId: rtpsRegistrationId(
          details.registrationType,
          application.createdAt,
          details.registrationNumber,
        ),
        ...stamps,
      });
    case 'JobCard':
      return withDetails(details.serviceType, { ...withoutType(details), ...paths, ...stamps });
    case 'ITR':
      return withDetails(details.serviceType, { ...withoutType(details), ...paths, ...stamps });
  }
}
export type ApplicationDetail = ApplicationDetailView;
