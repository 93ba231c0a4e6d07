/**
 * The citizen application screens' texts. Imported only by lazy route code, never by entry code (decision 011).
 * `#lang/…` is this build's language (vite.config.ts); the typecheck reads the English file, and
 * `hi/` must satisfy `Translation<typeof english>` of it.
 */
import catalogue from '#lang/application-screens.ts';
import type english from './en/application-screens.ts';
import type { Translation } from './translation.ts';

export type ApplicationMessages = Translation<typeof english>;
export const ma: ApplicationMessages = catalogue;
