import { noteInput } from '@seva/schemas';
import type { FastifyInstance } from 'fastify';
import { parseBody, requireAdmin } from '../../lib/http.ts';
import type { Services } from '../../services.ts';

type Id = { Params: { id: string } };

/** Operators' internal notes (docs/decisions/067): beside the admin paths they belong to. */
export function noteRestRoutes(services: Services) {
  const { notes } = services;
  return async function routes(app: FastifyInstance) {
    app.post<Id>('/admin/service/:id/notes', async (request, reply) => {
      const { user } = await requireAdmin(request, services);
      const result = await notes.addToApplication(
        user,
        request.params.id,
        parseBody(noteInput, request.body),
      );
      reply.code(201);
      return result;
    });

    app.post<Id>('/admin/orders/:id/notes', async (request, reply) => {
      const { user } = await requireAdmin(request, services);
      const result = await notes.addToOrder(
        user,
        request.params.id,
        parseBody(noteInput, request.body),
      );
      reply.code(201);
      return result;
    });
  };
}
