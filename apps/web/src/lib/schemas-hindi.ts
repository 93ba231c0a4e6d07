import * as schemas from '@seva/schemas';
import '@seva/schemas/hi';
import { setLanguageResolver, translateText } from '@seva/schemas/texts';
import { z } from 'zod';
import hindi from 'zod/v4/locales/hi.js';

/**
 * The Hindi build's schemas (lib/schemas.ts loads this instead of '@seva/schemas'): the shared
 * messages answer in Hindi, Zod's own texts (a check with no text of ours) too, from its one
 * Hindi locale, and `translate` gives a schema's fixed English text its Hindi
 * (docs/decisions/054). A lazy chunk of the Hindi build only.
 */
setLanguageResolver(() => 'hi');
z.config(hindi());

export { schemas };
export const translate = (message: string): string => translateText(message, 'hi');
