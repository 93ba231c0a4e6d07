/**
 * The account screens' texts (signup, forgot password, profile, the 403 page). Imported only by
 * lazy route code, never by entry code (decision 011). `#lang/…` is this build's language
 * (vite.config.ts); the typecheck reads the English file.
 */
import catalogue from '#lang/account-screens.ts';
import type english from './en/account-screens.ts';
import type { Translation } from './translation.ts';

export type AccountMessages = Translation<typeof english>;
export const mac: AccountMessages = catalogue;
