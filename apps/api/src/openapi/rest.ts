import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './document.ts';
import { referencePage } from './reference-page.ts';
import { routeDocs } from './route-docs.ts';

/** /api/openapi.json and /api/docs: built once, at start, from the route descriptions. */
export function openApiRestRoutes() {
  const document = openApiDocument(routeDocs);
  const body = JSON.stringify(document);
  const page = referencePage(document);
  return async function routes(app: FastifyInstance) {
    app.get('/openapi.json', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(body),
    );
    app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  };
}
