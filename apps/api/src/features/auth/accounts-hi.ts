// Hindi of the account administration's messages (imported at start by lib/hindi.ts).
import { addHindi } from '@seva/schemas/texts';
import { userMessages } from './accounts.ts';

addHindi(userMessages, {
  notFound: 'उपयोगकर्ता नहीं मिला',
  ownRole: 'आप अपनी भूमिका नहीं बदल सकते',
  ownAccount: 'आप अपना खाता बंद नहीं कर सकते',
  lastAdmin: 'कम से कम एक सक्रिय एडमिन होना चाहिए',
  roleUpdated: 'भूमिका सफलतापूर्वक बदली गई',
  disabled: 'खाता बंद किया गया',
  enabled: 'खाता चालू किया गया',
});
