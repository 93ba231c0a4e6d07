/**
 * Server messages in the caller's language (docs/decisions/054): registers the Hindi of every
 * shared and server message, points the bilingual messages at the request's language, and has
 * Zod word its own default messages (a type or size check without a text of ours) in it too.
 * Imported once by server.ts, before any request.
 */
import '@seva/schemas/hi';
import '../features/admin/messages-hi.ts';
import '../features/applications/assignment-hi.ts';
import '../features/applications/messages-hi.ts';
import '../features/auth/accounts-hi.ts';
import '../features/auth/messages-hi.ts';
import '../features/catalogue/messages-hi.ts';
import '../features/contact/messages-hi.ts';
import '../features/notes/messages-hi.ts';
import '../features/payments/messages-hi.ts';
import '../features/register/messages-hi.ts';
import './mail-texts-hi.ts';
import './messages-hi.ts';
import { setLanguageResolver } from '@seva/schemas/texts';
import { z } from 'zod';
import { currentLanguage } from './language.ts';

setLanguageResolver(currentLanguage);

const zodEnglish = z.locales.en().localeError;
const zodHindi = z.locales.hi().localeError;
z.config({
  localeError: (issue) => (currentLanguage() === 'hi' ? zodHindi(issue) : zodEnglish(issue)),
});
