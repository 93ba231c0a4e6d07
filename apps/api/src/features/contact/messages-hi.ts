// Hindi of the Inbox's messages (imported at start by lib/hindi.ts, never by the web).
import { addHindi } from '@seva/schemas/texts';
import { inboxMessages } from './inbox.ts';

addHindi(inboxMessages, {
  handled: 'संदेश को निपटाया गया चिह्नित किया गया',
  unhandled: 'संदेश को बिना निपटाया चिह्नित किया गया',
});
