/**
 * Texts the signed-in screens share (dates, status names). Imported only by lazy route code,
 * never by entry code (decision 011). `#lang/…` is this build's language (vite.config.ts); the
 * typecheck reads the English file.
 */
import catalogue from '#lang/common-screens.ts';
import type english from './en/common-screens.ts';
import type { Translation } from './translation.ts';

export type CommonScreenMessages = Translation<typeof english>;
export const mc: CommonScreenMessages = catalogue;
