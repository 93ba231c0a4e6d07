/**
 * The notification texts: the Profile's channel switches, the operators' outbox in Settings and
 * the kinds in words. Imported only by lazy route code, never by entry code (decision 011).
 * `#lang/…` is this build's language (vite.config.ts); the typecheck reads the English file.
 */
import catalogue from '#lang/notifications.ts';
import type english from './en/notifications.ts';
import type { Translation } from './translation.ts';

export type NotificationMessages = Translation<typeof english>;
export const mn: NotificationMessages = catalogue;
