/**
 * The texts of the data export and account deletion (profile, counter, the operators' list).
 * Imported only by lazy route code, never by entry code (decision 011). `#lang/…` is this
 * build's language (vite.config.ts); the typecheck reads the English file, and `hi/` must
 * satisfy `Translation<typeof english>` of it.
 */
import catalogue from '#lang/privacy.ts';
import type english from './en/privacy.ts';
import type { Translation } from './translation.ts';

export type PrivacyMessages = Translation<typeof english>;
export const mpv: PrivacyMessages = catalogue;
