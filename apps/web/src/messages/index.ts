import { en, type Messages } from './en.ts';

/** The active catalogue. English only for now; a language switch will choose here. */
export const m: Messages = en;
export type { Messages };
