import { enApplicationScreens } from './en-applications-screens.ts';

/**
 * The application screens' catalogue, imported only by lazy route code (never by entry code).
 * A language switch chooses here as it does in `index.ts`.
 */
export const ma = enApplicationScreens;
export type ApplicationMessages = typeof ma;
