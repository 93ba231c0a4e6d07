import { z } from 'zod';
import { applicationStatusSchema } from './applications.ts';
import { paymentMethodSchema } from './payments.ts';

/**
 * One timeline per application (docs/product.md 35; docs/decisions/065-one-timeline.md): what
 * happened to it, newest first, each entry with when (`at`) and who (`by`: a person's name at
 * the centre or the citizen's, null when unknown or their account is gone). The detail answer
 * carries it filtered for the caller: a citizen never gets `note` or `assignment` entries.
 */

const isoDate = z.iso.datetime();

const entryBase = {
  /** Unique within the timeline (the source row's id, prefixed by its kind). */
  id: z.string(),
  at: isoDate,
  by: z.string().nullable(),
};

/** Filed online by the citizen, or at the counter by an operator (`by`). */
const filedEntry = z.object({
  ...entryBase,
  type: z.literal('filed'),
  atCounter: z.boolean(),
});

/** A status change, with the reason the operator gave (rejections). */
const statusEntry = z.object({
  ...entryBase,
  type: z.literal('status_changed'),
  from: applicationStatusSchema.nullable(),
  to: applicationStatusSchema,
  reason: z.string().nullable(),
});

/** Sent back for documents: the message and what was asked for, each received or not. */
const sentBackEntry = z.object({
  ...entryBase,
  type: z.literal('sent_back'),
  from: applicationStatusSchema.nullable(),
  reason: z.string().nullable(),
  documents: z.array(z.object({ key: z.string(), label: z.string(), received: z.boolean() })),
});

/** A comment: a message to the citizen. */
const commentEntry = z.object({ ...entryBase, type: z.literal('comment'), text: z.string() });

/**
 * A file added after filing: an answer to a send-back, a document added at the counter, or a
 * result (`result`), with where it opens (`path`). `replacedAt`: when a newer file took its
 * slot. `replaces`: the earlier file it took the slot of — operators only (null for the
 * citizen, whose page no longer shows replaced files).
 */
const documentEntry = z.object({
  ...entryBase,
  type: z.literal('document_added'),
  documentType: z.string(),
  attachmentId: z.string(),
  path: z.string(),
  result: z.boolean(),
  replacedAt: isoDate.nullable(),
  replaces: z.object({ attachmentId: z.string(), path: z.string() }).nullable(),
});

/** Every document asked for has arrived. */
const documentsReceivedEntry = z.object({ ...entryBase, type: z.literal('documents_received') });

/** Back to work from waiting for documents. */
const returnedEntry = z.object({ ...entryBase, type: z.literal('returned') });

/** A payment (or a reversal, with a negative amount) and its receipt. */
const paymentEntry = z.object({
  ...entryBase,
  type: z.literal('payment'),
  receiptNumber: z.string(),
  amount: z.number().int(),
  method: paymentMethodSchema,
  reverses: z.string().nullable(),
  reason: z.string().nullable(),
});

/**
 * Operators only: who (`by`) assigned it (`operator`: to whom), unassigned it or took it over
 * (`operator`: from whom).
 */
const assignmentEntry = z.object({
  ...entryBase,
  type: z.literal('assignment'),
  change: z.enum(['assigned', 'unassigned', 'taken_over']),
  operator: z.string().nullable(),
});

/** Operators only: an internal note. */
const noteEntry = z.object({ ...entryBase, type: z.literal('note'), text: z.string() });

/**
 * An operator (`by`) opened one of the citizen's identity documents (`documentType`, the
 * slot) or saw the full identity numbers: shown to the citizen too.
 */
export const identityAccessEntry = z.object({
  ...entryBase,
  type: z.literal('identity_access'),
  subject: z.enum(['document', 'identity_numbers']),
  documentType: z.string().nullable(),
  attachmentId: z.string().nullable(),
  action: z.enum(['view', 'download']),
});

export const timelineEntry = z.discriminatedUnion('type', [
  filedEntry,
  statusEntry,
  sentBackEntry,
  commentEntry,
  documentEntry,
  documentsReceivedEntry,
  returnedEntry,
  paymentEntry,
  assignmentEntry,
  noteEntry,
  identityAccessEntry,
]);
export type TimelineEntry = z.infer<typeof timelineEntry>;
export type TimelineEntryType = TimelineEntry['type'];

export const timeline = z.array(timelineEntry);

/** One operator's opening of a citizen's identity data, as an order's page lists them. */
export type IdentityAccessView = z.infer<typeof identityAccessEntry>;
