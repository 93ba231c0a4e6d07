import {
  applicationDetail,
  applicationSubmitted,
  applicationSummary,
  applicationsDeleted,
  applyInputs,
  applyRtpsInput,
  fileRules,
  fromLockerFields,
  messageOutput,
  serviceTypeNames,
  serviceTypeSlugs,
  type UploadType,
  uploadTypes,
} from '@seva/schemas';
import { z } from 'zod';
import {
  type FileField,
  inlineQuery,
  json,
  type RouteDoc,
  required,
} from '../../openapi/route-doc.ts';

/** A form's images that may come from the citizen's locker instead (issue 16 item 13). */
const fromLocker = (type: UploadType) =>
  Object.entries(fromLockerFields).filter(([image]) => image in fileRules[type]);

/**
 * The files of an application form, as fileRules lists them; a photo or signature that may be
 * named from the locker instead is required only as one or the other.
 */
function applicationFiles(type: UploadType): Record<string, FileField> {
  const lockerImages = new Set(fromLocker(type).map(([image]) => image));
  return Object.fromEntries(
    Object.entries(fileRules[type]).map(([name, rule]) => [
      name,
      lockerImages.has(name) ? { types: rule.types, required: false } : required(rule.types),
    ]),
  );
}

/** The form's text fields, with the locker fields where the form has those images. */
function applicationFields(type: UploadType) {
  const shape = Object.fromEntries(
    fromLocker(type).map(([image, field]) => [
      field,
      z
        .string()
        .optional()
        .describe(
          `The id of one of the citizen's locker documents whose ${image} to use instead of sending the file (then leave the file out)`,
        ),
    ]),
  );
  return z.object({ ...applyInputs[type].shape, ...shape });
}

/** The citizen's /api/services routes and the shared detail (rest.ts beside this file). */
export const applicationRouteDocs: RouteDoc[] = [
  // The multipart forms, one per type with files (application-kinds lists them).
  ...uploadTypes.map(
    (type): RouteDoc => ({
      method: 'post',
      path: `/api/services/apply/${serviceTypeSlugs[type].form}`,
      tag: 'Applications',
      summary: `Apply: ${serviceTypeNames[type]}`,
      access: 'user',
      body: { kind: 'multipart', fields: applicationFields(type), files: applicationFiles(type) },
      status: 201,
      response: applicationSubmitted,
    }),
  ),
  {
    method: 'post',
    path: `/api/services/apply/${serviceTypeSlugs.RTPS.form}`,
    tag: 'Applications',
    summary: `Apply: ${serviceTypeNames.RTPS}`,
    access: 'user',
    body: json(applyRtpsInput),
    status: 201,
    response: applicationSubmitted,
  },
  // The counter: the same forms, filed by an operator for a citizen.
  ...uploadTypes.map(
    (type): RouteDoc => ({
      method: 'post',
      path: `/api/admin/citizens/:citizenId/apply/${serviceTypeSlugs[type].form}`,
      tag: 'Counter',
      summary: `Apply for a citizen at the counter: ${serviceTypeNames[type]}`,
      access: 'admin',
      body: { kind: 'multipart', fields: applicationFields(type), files: applicationFiles(type) },
      status: 201,
      response: applicationSubmitted,
    }),
  ),
  {
    method: 'post',
    path: `/api/admin/citizens/:citizenId/apply/${serviceTypeSlugs.RTPS.form}`,
    tag: 'Counter',
    summary: `Apply for a citizen at the counter: ${serviceTypeNames.RTPS}`,
    access: 'admin',
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
    path: '/api/services/:id/acknowledgement.pdf',
    tag: 'Applications',
    summary:
      "An application's acknowledgement slip: reference, masked identity numbers, fee, " +
      'promised date and a QR code of its tracking link, in the applicant’s language',
    access: 'user',
    query: inlineQuery,
    response: 'pdf',
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
];
