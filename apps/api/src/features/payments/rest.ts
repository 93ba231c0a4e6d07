import { recordPaymentInput, reversePaymentInput } from '@seva/schemas';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { parseBody, requireAdmin, requireAuth } from '../../lib/http.ts';
import type { Services } from '../../services.ts';
import { renderReceipt } from './receipt.ts';

type Id = { Params: { id: string } };

/** Payments at the counter, their reversals and receipts (docs/product.md, Payments and receipts). */
export function paymentRestRoutes(services: Services) {
  const { payments } = services;
  return async function routes(app: FastifyInstance) {
    app.post<Id>('/admin/service/:id/payment', async (request, reply) => {
      const { user } = await requireAdmin(request, services);
      const input = parseBody(recordPaymentInput, {
        ...(request.body as object),
        id: request.params.id,
      });
      reply.code(201);
      return payments.payApplication(user, input.id, input);
    });

    app.post<Id>('/admin/payments/:id/reverse', async (request, reply) => {
      const { user } = await requireAdmin(request, services);
      const input = parseBody(reversePaymentInput, {
        ...(request.body as object),
        id: request.params.id,
      });
      reply.code(201);
      return payments.reverse(user, input.id, input.reason);
    });

    app.get<Id & { Querystring: { inline?: string } }>(
      '/receipts/:id.pdf',
      async (request, reply) => {
        const { user } = await requireAuth(request, services);
        const facts = await payments.receipt(user, request.params.id);
        const receipt = await renderReceipt({
          ...facts,
          centre: await services.fees.centre(),
        });
        return reply
          .header('content-type', 'application/pdf')
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            contentDisposition(
              request.query.inline === '1' ? 'inline' : 'attachment',
              receipt.fileName,
            ),
          )
          .send(receipt.pdf);
      },
    );
  };
}
