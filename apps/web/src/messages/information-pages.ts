/**
 * The information and policy pages' texts. Imported only by lazy route code, never by entry code (decision 011).
 * `#lang/…` is this build's language (vite.config.ts); the typecheck reads the English file, and
 * `hi/` must satisfy `Translation<typeof english>` of it.
 */
import catalogue from '#lang/information-pages.ts';
import type english from './en/information-pages.ts';
import type { Translation } from './translation.ts';

export type InformationMessages = Translation<typeof english>;
export const mi: InformationMessages = catalogue;
export type InfoPageSlug = keyof InformationMessages['pages'];
export type { InfoPageText } from './en/information-pages.ts';
