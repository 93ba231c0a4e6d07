import { applyRtpsInput, fileRules, serviceTypeSlugs, uploadTypes } from '@seva/schemas';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { sendStoredFile } from '../../lib/downloads.ts';
import { parseBody, requireAdmin, requireAuth } from '../../lib/http.ts';
import { discardForm, receiveForm } from '../../lib/uploads.ts';
import type { Services } from '../../services.ts';
import { renderAcknowledgement } from './acknowledgement.ts';
import { applicationMessages } from './service.ts';

/**
 * The original portal's /api/services paths (and the shared detail path under
 * /api/admin/service): docs/product.md, Applications.
 */
export function applicationRestRoutes(services: Services) {
  const { applications, storage } = services;
  return async function routes(app: FastifyInstance) {
    for (const serviceType of uploadTypes) {
      app.post(`/services/apply/${serviceTypeSlugs[serviceType].form}`, async (request, reply) => {
        // Who is asking is settled before a byte of the body is read.
        const { user } = await requireAuth(request, services);
        await services.storageQuota.admit(user, request.ip);
        const files = Object.keys(fileRules[serviceType]);
        const form = await receiveForm(request, storage, files);
        try {
          // A photo or signature named from the citizen's own locker (issue 16 item 13).
          await services.locker.fillFromLocker(user, form, files);
          const result = await applications.applyWithFiles(user, serviceType, form);
          reply.code(201);
          return result;
        } finally {
          await discardForm(form, storage);
        }
      });
    }

    app.post(`/services/apply/${serviceTypeSlugs.RTPS.form}`, async (request, reply) => {
      const { user } = await requireAuth(request, services);
      const result = await applications.applyRtps(user, parseBody(applyRtpsInput, request.body));
      reply.code(201);
      return result;
    });

    // The counter (docs/product.md): an operator files for a citizen with exactly the body of
    // the citizen's own call; the citizen owns it, the operator is kept as who filed it.
    type ForCitizen = { Params: { citizenId: string } };
    for (const serviceType of uploadTypes) {
      app.post<ForCitizen>(
        `/admin/citizens/:citizenId/apply/${serviceTypeSlugs[serviceType].form}`,
        async (request, reply) => {
          const { user: operator } = await requireAdmin(request, services);
          const citizen = await services.counter.citizen(request.params.citizenId);
          await services.storageQuota.admit(citizen, request.ip);
          const files = Object.keys(fileRules[serviceType]);
          const form = await receiveForm(request, storage, files);
          try {
            // At the counter, the citizen's locker: the documents are theirs, not the operator's.
            await services.locker.fillFromLocker(citizen, form, files);
            const result = await applications.applyWithFiles(citizen, serviceType, form, operator);
            reply.code(201);
            return result;
          } finally {
            await discardForm(form, storage);
          }
        },
      );
    }

    app.post<ForCitizen>(
      `/admin/citizens/:citizenId/apply/${serviceTypeSlugs.RTPS.form}`,
      async (request, reply) => {
        const { user: operator } = await requireAdmin(request, services);
        const citizen = await services.counter.citizen(request.params.citizenId);
        const input = parseBody(applyRtpsInput, request.body);
        const result = await applications.applyRtps(citizen, input, operator);
        reply.code(201);
        return result;
      },
    );

    app.get('/services/my-services', async (request) => {
      const { user } = await requireAuth(request, services);
      return applications.listMine(user);
    });

    app.get<{ Params: { id: string } }>('/admin/service/:id', async (request) => {
      const { user } = await requireAuth(request, services);
      return applications.get(user, request.params.id);
    });

    app.delete('/services/all', async (request) => {
      const { user } = await requireAuth(request, services);
      return applications.deleteAllMine(user);
    });

    app.delete<{ Params: { id: string } }>('/services/:id', async (request) => {
      const { user } = await requireAuth(request, services);
      return applications.deleteMine(user, request.params.id);
    });

    app.get<{ Params: { id: string }; Querystring: { inline?: string } }>(
      '/services/:id/acknowledgement.pdf',
      async (request, reply) => {
        const { user } = await requireAuth(request, services);
        const slip = await renderAcknowledgement(
          await applications.slip(user, request.params.id),
          services.config.publicUrl,
        );
        // Identity data, even masked: never kept by a browser or a proxy.
        return (
          reply
            .header('content-type', 'application/pdf')
            .header('cache-control', 'no-store')
            // ?inline=1 opens it in the browser's viewer, to print at the counter.
            .header(
              'content-disposition',
              contentDisposition(
                request.query.inline === '1' ? 'inline' : 'attachment',
                slip.fileName,
              ),
            )
            .send(slip.pdf)
        );
      },
    );

    app.get<{ Params: { serviceId: string; docId: string }; Querystring: { inline?: string } }>(
      '/services/:serviceId/documents/:docId/download',
      async (request, reply) => {
        const { user } = await requireAuth(request, services);
        // Recorded before a byte is sent (docs/decisions/064): `?inline=1` is a view.
        const attachment = await applications.findDocument(
          user,
          request.params.serviceId,
          request.params.docId,
          request.query.inline === '1' ? 'view' : 'download',
        );
        return sendStoredFile(
          request,
          reply,
          storage,
          {
            id: attachment.id,
            key: attachment.storageKey,
            contentType: attachment.contentType,
            size: attachment.size,
            sha256: attachment.sha256,
            originalName: attachment.originalName,
          },
          applicationMessages.documentNotFound,
        );
      },
    );
  };
}
