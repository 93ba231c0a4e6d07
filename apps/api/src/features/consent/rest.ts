import { updateRetentionInput } from '@seva/schemas';
import type { FastifyInstance } from 'fastify';
import { authenticate, parseBody, requireAdmin } from '../../lib/http.ts';
import type { Services } from '../../services.ts';

/** The privacy notice's facts and the retention setting (docs/decisions/061). */
export function consentRestRoutes(services: Services) {
  const { consents } = services;
  return async function routes(app: FastifyInstance) {
    app.get('/consent/notice', async (request) =>
      consents.notice((await authenticate(request, services))?.user ?? null),
    );

    app.put('/admin/settings/retention', async (request) => {
      const { user } = await requireAdmin(request, services);
      return services.admin.settings.updateRetention(
        user,
        parseBody(updateRetentionInput, request.body),
      );
    });
  };
}
