import { myOrdersInput } from '@seva/schemas';
import type { FastifyInstance } from 'fastify';
import { sendStoredFile } from '../../lib/downloads.ts';
import { parseQuery, requireAdmin, requireAuth } from '../../lib/http.ts';
import { discardForm, receiveForm } from '../../lib/uploads.ts';
import type { Services } from '../../services.ts';
import { orderFileFields, orderFileNotFound, orderUploadOptions } from './service.ts';

type Id = { Params: { id: string } };

/** The citizen's /api/orders paths; the admin's are with the other admin routes. */
export function orderRestRoutes(services: Services) {
  const { orders, storage } = services;
  return async function routes(app: FastifyInstance) {
    app.post('/orders', async (request, reply) => {
      // Who is asking is settled before a byte of the body is read.
      const { user } = await requireAuth(request, services);
      await services.storageQuota.admit(user, request.ip);
      const form = await receiveForm(request, storage, orderFileFields, orderUploadOptions);
      try {
        const result = await orders.place(user, form);
        reply.code(201);
        return result;
      } finally {
        await discardForm(form, storage);
      }
    });

    // The counter: an operator places an order for a citizen, with the citizen's own form.
    app.post<{ Params: { citizenId: string } }>(
      '/admin/citizens/:citizenId/orders',
      async (request, reply) => {
        const { user: operator } = await requireAdmin(request, services);
        const citizen = await services.counter.citizen(request.params.citizenId);
        await services.storageQuota.admit(citizen, request.ip);
        const form = await receiveForm(request, storage, orderFileFields, orderUploadOptions);
        try {
          const result = await orders.place(citizen, form, operator);
          reply.code(201);
          return result;
        } finally {
          await discardForm(form, storage);
        }
      },
    );

    app.get('/orders/my-orders', async (request) => {
      const { user } = await requireAuth(request, services);
      return orders.listMine(user, parseQuery(myOrdersInput, request.query));
    });

    app.get<Id>('/orders/:id', async (request) => {
      const { user } = await requireAuth(request, services);
      return orders.get(user, request.params.id);
    });

    app.post<Id>('/orders/:id/cancel', async (request) => {
      const { user } = await requireAuth(request, services);
      return orders.cancel(user, request.params.id);
    });

    app.get<{ Params: { id: string; fileId: string }; Querystring: { inline?: string } }>(
      '/orders/:id/files/:fileId/download',
      async (request, reply) => {
        const { user } = await requireAuth(request, services);
        const file = await orders.findFile(
          user,
          request.params.id,
          request.params.fileId,
          request.query.inline === '1' ? 'view' : 'download',
        );
        return sendStoredFile(
          request,
          reply,
          storage,
          {
            id: file.id,
            key: file.storageKey,
            contentType: file.contentType,
            size: file.size,
            sha256: file.sha256,
            originalName: file.originalName,
          },
          orderFileNotFound,
        );
      },
    );
  };
}
