import {
  addCommentInput,
  adminListInput,
  adminOrdersInput,
  adminUsersInput,
  assignInput,
  changeOrderStatusInput,
  changeStatusInput,
  citizenSearchInput,
  inboxInput,
  markOrderPaidInput,
  outboxRetryInput,
  registerCitizenInput,
  rtpsCodeInput,
  serviceTypeSchema,
  setDisabledInput,
  setHandledInput,
  setRoleInput,
  takeOverInput,
  updateCentreInput,
  updateProductInput,
  updateServiceFeeInput,
  updateStorageQuotaInput,
} from '@seva/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { parseBody, parseQuery, requireAdmin, requireAuth } from '../../lib/http.ts';
import { discardForm, receiveForm } from '../../lib/uploads.ts';
import type { Services } from '../../services.ts';
import { operatorBadgesOf } from './badges.ts';
import { counterDesk } from './counter.ts';

type Id = { Params: { id: string } };

/** A JSON body with the path's id added (a non-object body stays as it is, to be refused). */
const withId = (body: unknown, id: string) =>
  body && typeof body === 'object' && !Array.isArray(body) ? { ...body, id } : body;

/** The old portal's admin calls (/api/admin/service/…) and the admin screens' own. */
export function adminRestRoutes(services: Services) {
  const { queue, users, settings, orders, inbox } = services.admin;
  return async function routes(app: FastifyInstance) {
    app.get('/admin/service/all-services', async (request) => {
      const { user } = await requireAdmin(request, services);
      return queue.list(parseQuery(adminListInput, request.query), user);
    });

    app.get<{ Querystring: Record<string, string> }>('/admin/service/by-type', async (request) => {
      const { user } = await requireAdmin(request, services);
      if (!serviceTypeSchema.safeParse(request.query.type).success) {
        throw new AppError('INVALID', 'Invalid service type');
      }
      return queue.list(parseQuery(adminListInput, request.query), user);
    });

    // Assignment (docs/decisions/067): give, unassign, take over; the operators to give to.
    app.post<Id>('/admin/service/:id/assign', async (request) => {
      const { user } = await requireAdmin(request, services);
      const input = parseBody(assignInput, request.body);
      return services.admin.assignment.assign(user, request.params.id, input.operatorId);
    });

    app.post<Id>('/admin/service/:id/take-over', async (request) => {
      const { user } = await requireAdmin(request, services);
      const input = parseBody(takeOverInput, request.body);
      return services.admin.assignment.takeOver(user, request.params.id, input.from);
    });

    app.get('/admin/operators', async (request) => {
      await requireAdmin(request, services);
      return services.admin.assignment.operators();
    });

    app.patch<Id>('/admin/service/:id/status', async (request) => {
      const { user } = await requireAdmin(request, services);
      return queue.changeStatus(
        user,
        request.params.id,
        parseBody(changeStatusInput, request.body),
      );
    });

    app.post<Id>('/admin/service/:id/comment', async (request) => {
      const { user } = await requireAdmin(request, services);
      return queue.addComment(user, request.params.id, parseBody(addCommentInput, request.body));
    });

    // An operator's result document, or an answer to a send-back (the owner, or an operator
    // at the counter): docs/decisions/066.
    app.post<Id>('/services/:id/documents', async (request, reply) => {
      const { user } = await requireAuth(request, services);
      if (user.role !== 'admin') {
        // Someone else's application is a 404 before a byte of the body is read.
        await services.sendBacks.visibleTo(user, request.params.id);
        await services.storageQuota.admit(user, request.ip);
      }
      const form = await receiveForm(request, services.storage, ['document']);
      try {
        reply.code(201);
        return await queue.addDocument(user, request.params.id, form);
      } finally {
        await discardForm(form, services.storage);
      }
    });

    app.get('/admin/overview', async (request) => {
      await requireAdmin(request, services);
      return queue.overview();
    });

    app.get('/admin/badges', async (request) => {
      await requireAdmin(request, services);
      return operatorBadgesOf(services.admin);
    });

    app.get('/admin/users', async (request) => {
      await requireAdmin(request, services);
      return users.list(parseQuery(adminUsersInput, request.query));
    });

    app.patch<Id>('/admin/users/:id/role', async (request) => {
      const { user } = await requireAdmin(request, services);
      const input = parseBody(setRoleInput, {
        ...(request.body as object),
        userId: request.params.id,
      });
      return users.setRole(user, input.userId, input.role);
    });

    app.patch<Id>('/admin/users/:id/disabled', async (request) => {
      const { user } = await requireAdmin(request, services);
      const input = parseBody(setDisabledInput, {
        ...(request.body as object),
        userId: request.params.id,
      });
      return users.setDisabled(user, input.userId, input.disabled);
    });

    app.get('/admin/citizens', async (request) => {
      await requireAdmin(request, services);
      return users.findCitizens(parseQuery(citizenSearchInput, request.query).search);
    });

    app.post('/admin/citizens', async (request, reply) => {
      await requireAdmin(request, services);
      const result = await services.counter.register(parseBody(registerCitizenInput, request.body));
      reply.code(201);
      return result;
    });

    app.get<{ Params: { citizenId: string } }>('/admin/citizens/:citizenId', async (request) => {
      await requireAdmin(request, services);
      return counterDesk(services, request.params.citizenId);
    });

    app.get('/admin/outbox', async (request) => {
      await requireAdmin(request, services);
      return services.admin.outbox.overview();
    });

    app.post<{ Params: { id: string } }>('/admin/outbox/:id/retry', async (request) => {
      await requireAdmin(request, services);
      return services.admin.outbox.retry(parseBody(outboxRetryInput, request.params).id);
    });

    app.get('/admin/settings', async (request) => {
      await requireAdmin(request, services);
      return settings.all();
    });

    app.put<{ Params: { slug: string } }>('/admin/settings/products/:slug', async (request) => {
      await requireAdmin(request, services);
      return settings.updateProduct(
        parseBody(updateProductInput, { ...(request.body as object), slug: request.params.slug }),
      );
    });

    app.put('/admin/settings/storage-quota', async (request) => {
      const { user } = await requireAdmin(request, services);
      return settings.updateStorageQuota(user, parseBody(updateStorageQuotaInput, request.body));
    });

    app.get('/admin/settings/fees', async (request) => {
      await requireAdmin(request, services);
      return services.admin.fees.settings();
    });

    app.put<{ Params: { serviceType: string } }>(
      '/admin/settings/fees/:serviceType',
      async (request) => {
        const { user } = await requireAdmin(request, services);
        const input = parseBody(updateServiceFeeInput, {
          ...(request.body as object),
          serviceType: request.params.serviceType,
        });
        return services.admin.fees.update(user, input);
      },
    );

    app.put('/admin/settings/centre', async (request) => {
      const { user } = await requireAdmin(request, services);
      return settings.updateCentre(user, parseBody(updateCentreInput, request.body));
    });

    app.put('/admin/settings/rtps', async (request) => {
      await requireAdmin(request, services);
      return settings.saveRtpsCode(parseBody(rtpsCodeInput, request.body));
    });

    app.get('/admin/orders', async (request) => {
      await requireAdmin(request, services);
      return orders.list(parseQuery(adminOrdersInput, request.query));
    });

    app.patch<Id>('/admin/orders/:id/status', async (request) => {
      const { user } = await requireAdmin(request, services);
      const input = parseBody(changeOrderStatusInput, withId(request.body, request.params.id));
      return orders.setStatus(user, input.id, input.status);
    });

    app.post<Id>('/admin/orders/:id/payment', async (request) => {
      const { user } = await requireAdmin(request, services);
      const input = parseBody(markOrderPaidInput, withId(request.body, request.params.id));
      return orders.markPaid(user, input.id, input);
    });

    app.get('/admin/messages', async (request) => {
      await requireAdmin(request, services);
      return inbox.list(parseQuery(inboxInput, request.query));
    });

    app.patch<Id>('/admin/messages/:id', async (request) => {
      const { user } = await requireAdmin(request, services);
      const input = parseBody(setHandledInput, withId(request.body, request.params.id));
      return inbox.setHandled(user, input.id, input.handled);
    });
  };
}
