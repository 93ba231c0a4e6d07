/**
 * The mobile-number login's texts (an SMS code, or a password set with one). Imported only by
 * the lazy /login/mobile routes, never by entry code (decision 011). `#lang/…` is this build's
 * language (vite.config.ts); the typecheck reads the English file.
 */
import catalogue from '#lang/mobile-login.ts';
import type english from './en/mobile-login.ts';
import type { Translation } from './translation.ts';

export type MobileLoginMessages = Translation<typeof english>;
export const mml: MobileLoginMessages = catalogue;
