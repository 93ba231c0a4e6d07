import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

export function catalogueRestRoutes(services: Services) {
  return async function routes(app: FastifyInstance) {
    app.get('/catalogue/services', async () => ({
      data: services.catalogue.applicationServices(),
    }));
    app.get('/catalogue/products', async () => ({ data: services.catalogue.products() }));
    app.get('/catalogue/rtps-options', async () => services.catalogue.rtpsOptions());
  };
}
