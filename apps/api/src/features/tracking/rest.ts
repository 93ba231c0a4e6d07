import { trackQuery } from '@seva/schemas';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/http.ts';
import type { Services } from '../../services.ts';

/** GET /api/track: public, throttled, never cached (a status changes; a query names a mobile). */
export function trackingRestRoutes(services: Services) {
  return async function routes(app: FastifyInstance) {
    app.get('/track', async (request, reply) => {
      const query = parseBody(trackQuery, request.query);
      reply.header('cache-control', 'no-store');
      return services.tracking.track(query, request.ip);
    });
  };
}
