/**
 * The operator's queue texts (docs/decisions/070). Imported only by lazy route code, never by
 * entry code (decision 011). `#lang/…` is this build's language (vite.config.ts); the
 * typecheck reads the English file, and `hi/` must satisfy `Translation<typeof english>` of it.
 */
import catalogue from '#lang/operator-queue.ts';
import type english from './en/operator-queue.ts';
import type { Translation } from './translation.ts';

export type OperatorQueueMessages = Translation<typeof english>;
export const mq: OperatorQueueMessages = catalogue;
