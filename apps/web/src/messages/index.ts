/**
 * The entry catalogue: the texts the first screen and every layout need. The screens' own texts
 * are in the lazy catalogues beside this file. `#lang/…` is this build's language
 * (vite.config.ts); the typecheck reads the English file.
 */
import catalogue from '#lang/entry.ts';
import type english from './en/entry.ts';
import type { Translation } from './translation.ts';

export type Messages = Translation<typeof english>;
export const m: Messages = catalogue;
