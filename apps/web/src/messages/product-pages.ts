/**
 * The product pages' texts (services list, product page and order form, PAN card page). Imported
 * only by lazy route code, never by entry code (decision 011). `#lang/…` is this build's
 * language (vite.config.ts); the typecheck reads the English file, and `hi/` must satisfy
 * `Translation<typeof english>` of it.
 */
import catalogue from '#lang/product-pages.ts';
import type english from './en/product-pages.ts';
import type { Translation } from './translation.ts';

export type ProductMessages = Translation<typeof english>;
export const mpp: ProductMessages = catalogue;
