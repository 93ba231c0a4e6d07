import { enOperatorScreens } from './en-operator.ts';

/**
 * The operator screens' catalogue, imported only by lazy route code (never by entry code).
 * A language switch chooses here as it does in `index.ts`.
 */
export const mo = enOperatorScreens;
export type OperatorMessages = typeof mo;
