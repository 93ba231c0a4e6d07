/**
 * The public site's texts (home, services, product pages); the prerender reads them too. Imported only by lazy route code, never by entry code (decision 011).
 * `#lang/…` is this build's language (vite.config.ts); the typecheck reads the English file, and
 * `hi/` must satisfy `Translation<typeof english>` of it.
 */
import catalogue from '#lang/public-pages.ts';
import type english from './en/public-pages.ts';
import type { Translation } from './translation.ts';

export type PublicMessages = Translation<typeof english>;
export const mp: PublicMessages = catalogue;
