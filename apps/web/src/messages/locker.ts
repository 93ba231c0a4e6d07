import { enLocker } from './en-locker.ts';

/**
 * The locker screen's catalogue, imported only by lazy route code (never by entry code).
 * A language switch chooses here as it does in `index.ts`.
 */
export const ml = enLocker;
export type LockerMessages = typeof ml;
