/**
 * The Hindi of every shared message and Zod text. A side-effect import: the server imports it at
 * start, the web only in its Hindi build (docs/decisions/054).
 */
import './messages.ts';
import './notifications.ts';
import './operator-workflow.ts';
import './privacy.ts';
import './texts.ts';
