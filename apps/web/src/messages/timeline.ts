/**
 * The timeline's texts (both detail pages). Imported only by lazy route code, never by entry
 * code (decision 011). `#lang/…` is this build's language (vite.config.ts); the typecheck reads
 * the English file, and `hi/` must satisfy `Translation<typeof english>` of it.
 */
import catalogue from '#lang/timeline.ts';
import type english from './en/timeline.ts';
import type { Translation } from './translation.ts';

export type TimelineMessages = Translation<typeof english>;
export const mtl: TimelineMessages = catalogue;
