import { enPublic } from './en-public.ts';

/**
 * The public site's catalogue (home, services, product pages, information pages), imported
 * only by lazy route code and the prerender build, never by entry code (decision 011).
 * A language switch chooses here as it does in `index.ts`.
 */
export const mp = enPublic;
export type PublicMessages = typeof mp;
