import { enPublicInfo } from './en-public-info.ts';

/** The information pages' texts; lazy route code only. A language switch chooses here. */
export const mi = enPublicInfo;
export type InfoPageSlug = keyof typeof mi.pages;
export type { InfoPageText } from './en-public-info.ts';
