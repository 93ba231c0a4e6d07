/**
 * The privacy notice's texts and what the screens say about retention. Imported only by lazy
 * route code (decision 011). `#lang/…` is this build's language (vite.config.ts); the typecheck
 * reads the English file.
 */
import catalogue from '#lang/consent.ts';
import type english from './en/consent.ts';
import type { Translation } from './translation.ts';

export type ConsentMessages = Translation<typeof english>;
export const mcn: ConsentMessages = catalogue;
