/**
 * The operator's workflow texts (queue dates, assignment, internal notes). Imported only by
 * lazy route code, never by entry code (decision 011). `#lang/…` is this build's language
 * (vite.config.ts); the typecheck reads the English file, and `hi/` must satisfy
 * `Translation<typeof english>` of it.
 */
import catalogue from '#lang/operator-workflow.ts';
import type english from './en/operator-workflow.ts';
import type { Translation } from './translation.ts';

export type OperatorWorkflowMessages = Translation<typeof english>;
export const mw: OperatorWorkflowMessages = catalogue;
