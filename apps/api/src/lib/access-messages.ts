import { bilingual } from '@seva/schemas/texts';

/** What any door answers a caller who is not signed in (Hindi in lib/messages-hi.ts). */
export const accessMessages = bilingual({
  notAuthenticated: 'Please log in to access this page',
} as const);
