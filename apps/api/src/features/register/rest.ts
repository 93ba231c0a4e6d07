import { registerQuery } from '@seva/schemas';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { parseQuery, requireAdmin } from '../../lib/http.ts';
import type { Services } from '../../services.ts';
import { registerCsv } from './service.ts';

/** GET /api/admin/register?date=&format=csv: the day register (operators only). */
export function registerRestRoutes(services: Services) {
  return async function routes(app: FastifyInstance) {
    app.get('/admin/register', async (request, reply) => {
      await requireAdmin(request, services);
      const query = parseQuery(registerQuery, request.query);
      const register = await services.register.day(query.date ?? services.register.today());
      reply.header('cache-control', 'no-store');
      if (query.format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            contentDisposition('attachment', `register-${register.date}.csv`),
          )
          .send(registerCsv(register));
      }
      return register;
    });
  };
}
