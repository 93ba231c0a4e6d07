import { contactInput } from '@seva/schemas';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/http.ts';
import type { Services } from '../../services.ts';

export function contactRestRoutes(services: Services) {
  return async function routes(app: FastifyInstance) {
    // No login: anyone on the home page may write. Limited per address by the service.
    app.post('/contact', async (request, reply) => {
      const result = await services.contact.send(request.ip, parseBody(contactInput, request.body));
      reply.code(201);
      return result;
    });
  };
}
