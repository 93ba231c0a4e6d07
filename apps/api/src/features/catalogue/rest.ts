import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

export function catalogueRestRoutes(services: Services) {
  return async function routes(app: FastifyInstance) {
    app.get('/catalogue/services', async () => ({
      data: await services.catalogue.applicationServices(),
    }));
    app.get('/catalogue/products', async () => ({ data: await services.catalogue.products() }));
    app.get('/catalogue/rtps-options', async () => services.catalogue.rtpsOptions());
  };
}
