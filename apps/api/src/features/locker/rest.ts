import { lockerMessages } from '@seva/schemas';
import type { FastifyInstance } from 'fastify';
import { sendStoredFile } from '../../lib/downloads.ts';
import { requireAuth } from '../../lib/http.ts';
import { discardForm, receiveForm } from '../../lib/uploads.ts';
import type { Services } from '../../services.ts';
import { lockerFileFields, lockerUploadOptions } from './service.ts';

type Id = { Params: { id: string } };

/** The old portal's /api/document paths (docs/product.md, Document locker). */
export function lockerRestRoutes(services: Services) {
  const { locker, storage } = services;
  return async function routes(app: FastifyInstance) {
    app.post('/document/create', async (request, reply) => {
      const { user } = await requireAuth(request, services);
      await services.storageQuota.admit(user, request.ip);
      const form = await receiveForm(request, storage, lockerFileFields, lockerUploadOptions);
      try {
        const result = await locker.create(user, form);
        reply.code(201);
        return result;
      } finally {
        await discardForm(form, storage);
      }
    });

    app.get('/document', async (request) => {
      const { user } = await requireAuth(request, services);
      return locker.list(user);
    });

    app.get<Id>('/document/:id', async (request) => {
      const { user } = await requireAuth(request, services);
      return locker.get(user, request.params.id);
    });

    app.delete<Id>('/document/:id', async (request) => {
      const { user } = await requireAuth(request, services);
      return locker.remove(user, request.params.id);
    });

    for (const image of lockerFileFields) {
      app.get<Id & { Querystring: { inline?: string } }>(
        `/document/:id/${image}`,
        async (request, reply) => {
          const { user } = await requireAuth(request, services);
          const file = await locker.image(user, request.params.id, image);
          return sendStoredFile(request, reply, storage, file, lockerMessages.notFound);
        },
      );
    }
  };
}
