import { enOrderScreens } from './en-order-screens.ts';

/**
 * The order screens' catalogue, imported only by lazy route code (never by entry code).
 * A language switch chooses here as it does in `index.ts`.
 */
export const mos = enOrderScreens;
export type OrderScreenMessages = typeof mos;
