// Hindi of the notes' messages (imported at start by lib/hindi.ts, never by the web).
import { addHindi } from '@seva/schemas/texts';
import { noteMessages } from './service.ts';

addHindi(noteMessages, {
  added: 'नोट जोड़ा गया',
});
