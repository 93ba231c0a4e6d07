import { z } from 'zod';
import {
  DOCUMENT_KEY_PATTERN,
  MAX_REQUESTED_DOCUMENTS,
  REQUESTED_LABEL_MAX,
} from './application-kinds.ts';
import { applicationStatusSchema, serviceTypeSchema, statusTargetSchema } from './applications.ts';
import { queueFilterInput } from './assignment.ts';
import { roleSchema } from './auth.ts';
import { optionalText, requiredText } from './fields.ts';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

const optionalQueryText = z
  .string()
  .trim()
  .max(100, { error: 'Search is too long' })
  .optional()
  .transform((value) => (value ? value : undefined));

/** Paging by keyset: `cursor` is the opaque `nextCursor` of the previous page. */
export const pageInput = {
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(PAGE_SIZE_MAX, { error: `limit must be at most ${PAGE_SIZE_MAX}` })
    .default(PAGE_SIZE_DEFAULT),
};

export const adminListInput = z.object({
  type: serviceTypeSchema.optional(),
  status: applicationStatusSchema.optional(),
  search: optionalQueryText,
  ...queueFilterInput,
  ...pageInput,
});
export type AdminListInput = z.infer<typeof adminListInput>;

/** One item of a send-back: a document slot or a named extra document (docs/decisions/066). */
export const requestedDocumentInput = z.object({
  key: z
    .string({ error: 'Invalid document key' })
    .trim()
    .regex(DOCUMENT_KEY_PATTERN, { error: 'Invalid document key' }),
  label: requiredText('Document name is required', REQUESTED_LABEL_MAX),
});
export type RequestedDocumentInput = z.infer<typeof requestedDocumentInput>;

export const changeStatusInput = z
  .object({
    status: statusTargetSchema,
    reason: z.string().trim().max(1000, { error: 'Reason is too long' }).optional(),
    /** Only with `needs_documents`: what the citizen must bring. */
    documents: z
      .array(requestedDocumentInput, { error: 'Invalid list of documents' })
      .max(MAX_REQUESTED_DOCUMENTS, {
        error: `At most ${MAX_REQUESTED_DOCUMENTS} documents can be asked for at once`,
      })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.reason) {
      ctx.addIssue({
        code: 'custom',
        message: 'A reason is required to reject an application',
        path: ['reason'],
      });
    }
    if (value.status !== 'needs_documents') {
      if (value.documents !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'Documents are asked for only when sending an application back',
          path: ['documents'],
        });
      }
      return;
    }
    if (!value.reason) {
      ctx.addIssue({
        code: 'custom',
        message: 'A message to the citizen is required',
        path: ['reason'],
      });
    }
    const documents = value.documents ?? [];
    if (documents.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Choose at least one document the citizen must bring',
        path: ['documents'],
      });
    }
    const keys = documents.map((document) => document.key);
    if (new Set(keys).size !== keys.length) {
      ctx.addIssue({
        code: 'custom',
        message: 'Each document can be asked for only once',
        path: ['documents'],
      });
    }
  });
export type ChangeStatusInput = z.infer<typeof changeStatusInput>;

export const addCommentInput = z.object({
  comment: requiredText('Comment cannot be empty', 2000),
});
export type AddCommentInput = z.infer<typeof addCommentInput>;

export const adminUsersInput = z.object({ search: optionalQueryText, ...pageInput });
export type AdminUsersInput = z.infer<typeof adminUsersInput>;

/** The counter's citizen lookup: a mobile number, an e-mail, the start of a name or a reference. */
export const citizenSearchInput = z.object({
  search: z
    .string({ error: 'Search is required' })
    .trim()
    .min(2, { error: 'Search for at least 2 characters' })
    .max(100, { error: 'Search is too long' }),
});
export type CitizenSearchInput = z.infer<typeof citizenSearchInput>;

export const citizenFound = z.object({
  _id: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  /** Null for a citizen registered at the counter with only a mobile number. */
  email: z.string().nullable(),
});
export const citizenSearchAnswer = z.object({ data: z.array(citizenFound) });
export type CitizenFound = z.infer<typeof citizenFound>;

/**
 * A counter registration's answer. `invitation`: `sent` when an e-mail was given and the mail
 * went out, `failed` when it could not be sent (the account stands; "Forgot password" works
 * later), `none` without an e-mail.
 */
export const citizenRegistered = z.object({
  message: z.string(),
  citizen: citizenFound,
  invitation: z.enum(['sent', 'failed', 'none']),
});
/** The citizen an operator acts for at the counter (`/api/admin/citizens/{citizenId}/…`). */
export const citizenIdInput = z.object({ citizenId: z.string().min(1).max(64) });

export const setRoleInput = z.object({ userId: z.string().min(1).max(64), role: roleSchema });
export const setDisabledInput = z.object({
  userId: z.string().min(1).max(64),
  disabled: z.boolean(),
});

export const updateProductInput = z.object({
  slug: z.string().min(1).max(64),
  title: requiredText('Title is required', 100),
  description: requiredText('Description is required', 500),
  price: z.coerce
    .number({ error: 'Price must be a number' })
    .int({ error: 'Price must be in whole rupees' })
    .min(0, { error: 'Price cannot be negative' })
    .max(1_000_000, { error: 'Price is too high' }),
  unit: requiredText('Unit is required', 40),
  active: z.boolean(),
  // The Hindi the catalogue shows Hindi readers (docs/decisions/055); empty shows the English.
  titleHi: optionalText(100),
  descriptionHi: optionalText(500),
  unitHi: optionalText(40),
});
export type UpdateProductInput = z.infer<typeof updateProductInput>;

export const rtpsCodeInput = z.object({
  kind: z.enum(['block', 'registrationType']),
  code: requiredText('Code is required', 20)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_]{2,20}$/, { error: 'Code must be 2–20 letters or digits' })),
  name: requiredText('Name is required', 60),
  /** The Hindi name the RTPS form shows Hindi readers; empty shows the English. */
  nameHi: optionalText(60),
  active: z.boolean().default(true),
});
export type RtpsCodeInput = z.infer<typeof rtpsCodeInput>;
