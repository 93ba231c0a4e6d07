// Hindi of the catalogue settings' messages (imported at start by lib/hindi.ts).
import { addHindi } from '@seva/schemas/texts';
import { settingsMessages } from './settings.ts';

addHindi(settingsMessages, {
  productNotFound: 'उत्पाद नहीं मिला',
  productUpdated: 'उत्पाद सफलतापूर्वक बदला गया',
  saved: 'सफलतापूर्वक सहेजा गया',
});
