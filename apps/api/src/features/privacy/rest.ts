import { eraseCitizenBody, eraseMyAccountInput, erasureListInput } from '@seva/schemas';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { parseBody, parseQuery, requireAdmin, requireAuth } from '../../lib/http.ts';
import type { Services } from '../../services.ts';

/** A citizen's export and erasure, and the operators' door and audit list (service.ts). */
export function privacyRestRoutes(services: Services) {
  const { privacy, dataExport } = services;
  return async function routes(app: FastifyInstance) {
    app.get('/me/export', async (request, reply) => {
      const { user } = await requireAuth(request, services);
      await privacy.admitExport(user);
      const { fileName, stream } = await dataExport.zipOf(user);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'no-store')
        .send(stream);
    });

    app.post('/me/erase', async (request) => {
      const { user } = await requireAuth(request, services);
      return privacy.eraseMine(user, parseBody(eraseMyAccountInput, request.body), request.ip);
    });

    app.post<{ Params: { citizenId: string } }>(
      '/admin/citizens/:citizenId/erase',
      async (request) => {
        const { user } = await requireAdmin(request, services);
        const body = parseBody(eraseCitizenBody, request.body);
        return privacy.eraseAtCounter(user, { ...body, citizenId: request.params.citizenId });
      },
    );

    app.get('/admin/erasures', async (request) => {
      await requireAdmin(request, services);
      return privacy.list(parseQuery(erasureListInput, request.query));
    });
  };
}
