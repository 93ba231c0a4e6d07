/**
 * The public tracking page's texts. Imported only by its lazy route, never by entry code
 * (decision 011). `#lang/…` is this build's language (vite.config.ts); the typecheck reads the
 * English file, and `hi/` must satisfy `Translation<typeof english>` of it.
 */
import catalogue from '#lang/tracking.ts';
import type english from './en/tracking.ts';
import type { Translation } from './translation.ts';

export type TrackingMessages = Translation<typeof english>;
export const mt: TrackingMessages = catalogue;
