import { z } from 'zod';
import { applicationStatusSchema, serviceTypeSchema } from './applications.ts';
import { sessionUser } from './auth.ts';

/**
 * What the REST door answers, as the seeds' client reads it. These schemas describe the
 * answers for the OpenAPI document and for types; the server does not re-validate each answer
 * at run time (docs/decisions/036-declared-not-validated-answers.md).
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

const isoDate = z.iso.datetime();

const commentView = z.object({ _id: z.string(), text: z.string(), createdAt: isoDate });

/** Lists show identity numbers masked (`XXXX XXXX 1234`). */
const summaryDetails = z.union([
  z.object({ fullName: z.string(), aadharNumber: z.string() }),
  z.object({
    block: z.string(),
    registrationType: z.string(),
    registrationNumber: z.string(),
    registrationId: z.string(),
  }),
  z.object({ name: z.string(), fullName: z.string(), fatherHusbandName: z.string() }),
  z.object({ aadharCardNo: z.string(), panCardNo: z.string(), accountNo: z.string() }),
]);

export const applicationSummary = z.object({
  _id: z.string(),
  referenceNumber: z.string(),
  serviceType: serviceTypeSchema,
  status: applicationStatusSchema,
  applicantName: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  specificService: summaryDetails,
  comments: z.array(commentView),
});
export type ApplicationSummaryView = z.infer<typeof applicationSummary>;

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

const detailCommon = {
  _id: z.string(),
  referenceNumber: z.string(),
  status: applicationStatusSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  documents: z.array(
    z.object({
      _id: z.string(),
      documentType: z.string(),
      originalName: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      createdAt: isoDate,
      path: z.string(),
    }),
  ),
  comments: z.array(commentView),
  statusHistory: z.array(
    z.object({
      _id: z.string(),
      fromStatus: applicationStatusSchema.nullable(),
      toStatus: applicationStatusSchema,
      changedBy: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
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
export type ApplicationDetailView = z.infer<typeof applicationDetail>;

export const applicationSubmitted = z.object({ message: z.string(), service: applicationDetail });

export const applicationsDeleted = z.object({ message: z.string(), deleted: z.number().int() });

/**
 * An answer whose shape this document does not spell out yet: a JSON object. Listed in
 * docs/decisions/036-declared-not-validated-answers.md with the routes that still use it.
 */
export const jsonObject = z.looseObject({});
