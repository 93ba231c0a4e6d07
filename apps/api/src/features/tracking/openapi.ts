import { trackAnswer, trackQuery } from '@seva/schemas';
import type { RouteDoc } from '../../openapi/route-doc.ts';

/** Public tracking (rest.ts beside this file). */
export const trackingRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/track',
    tag: 'Tracking',
    summary:
      "An application's status story by its reference and the mobile number or e-mail on it, " +
      'or the tracking code on its slip; no login. A wrong reference and a wrong mobile give the ' +
      'same 404. 10 lookups a minute per address and per reference.',
    access: 'public',
    query: trackQuery,
    response: trackAnswer,
  },
];
