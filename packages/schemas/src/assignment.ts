import { z } from 'zod';
import { applicationStatusSchema } from './applications.ts';

/**
 * Promised dates in the queue and the assignment of applications to operators
 * (docs/decisions/067-due-dates-assignment-notes.md).
 */

/** `overdue`: past its promised date and still open; `soon`: due within 2 working days. */
export const dueFilterSchema = z.enum(['overdue', 'soon'], {
  error: 'due must be overdue or soon',
});
export type DueFilter = z.infer<typeof dueFilterSchema>;

/**
 * `newest` (filed, newest first), `oldest` (filed, oldest first: the one waiting longest on top)
 * or `due` (promised date, earliest first).
 */
export const queueSortSchema = z.enum(['newest', 'oldest', 'due'], {
  error: 'sort must be newest, oldest or due',
});
export type QueueSort = z.infer<typeof queueSortSchema>;

/** Working days ahead that still count as "due soon". */
export const DUE_SOON_WORKING_DAYS = 2;

/** The queue's filters beside type, status and search (spread into `adminListInput`). */
export const queueFilterInput = {
  due: dueFilterSchema
    .optional()
    .describe(
      'overdue: pending or in progress and past its promised date; soon: due within 2 working days',
    ),
  /** `me`, `none` (unassigned) or an operator's `_id`. */
  assigned: z
    .string()
    .trim()
    .min(1, { error: 'assigned must be me, none or an operator id' })
    .max(64, { error: 'assigned must be me, none or an operator id' })
    .optional()
    .describe("me (the caller's), none (unassigned) or an operator's _id"),
  /** Default: `due` when a `due` filter is set, else `newest`. */
  sort: queueSortSchema
    .optional()
    .describe(
      'newest (default), oldest (filed, oldest first) or due (promised date, earliest first; default with due)',
    ),
};

/** `POST /api/admin/service/{id}/assign`: the operator to give it to, or null to unassign. */
export const assignInput = z.object({
  operatorId: z
    .string({ error: 'operatorId must be an operator id or null' })
    .trim()
    .min(1, { error: 'operatorId must be an operator id or null' })
    .max(64, { error: 'operatorId must be an operator id or null' })
    .nullable(),
});
export type AssignInput = z.infer<typeof assignInput>;

/**
 * `POST /api/admin/service/{id}/take-over`: `from` is the operator the caller saw it assigned
 * to; when someone else has it by now, the answer is 409 and nothing changes.
 */
export const takeOverInput = z.object({
  from: z
    .string({ error: 'from must be the operator it is assigned to' })
    .trim()
    .min(1, { error: 'from must be the operator it is assigned to' })
    .max(64, { error: 'from must be the operator it is assigned to' }),
});
export type TakeOverInput = z.infer<typeof takeOverInput>;

/** Who works an application, for operators only. */
export const assigneeView = z.object({
  _id: z.string(),
  name: z.string(),
  /** When it was given to them. */
  at: z.iso.datetime(),
});
export type AssigneeView = z.infer<typeof assigneeView>;

/** The operators an application can be given to ('Give to…'). */
export const operatorList = z.object({
  data: z.array(z.object({ _id: z.string(), name: z.string() })),
});

/**
 * A 409 of a status change, an assignment or a take-over: why, and when another operator holds
 * it or it changed meanwhile (`ASSIGNED_ELSEWHERE`, `STALE`), the fresh state to show.
 */
export const assignmentConflict = z.object({
  message: z.string(),
  reason: z.string().optional(),
  status: applicationStatusSchema.nullable().optional(),
  assignedTo: assigneeView.nullable().optional(),
});
