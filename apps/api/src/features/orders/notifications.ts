import type { OrderStatus, PaymentMethod } from '@seva/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { composeNotice, type Mailer } from '../../lib/mail.ts';
import { orderPagePath } from './shapes.ts';

export const orderStatusNames: Record<OrderStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const methodNames: Record<PaymentMethod, string> = { cash: 'cash', upi: 'UPI' };

export interface NotifiedOrder {
  id: string;
  reference: string;
  productTitle: string;
  owner: { name: string; email: string };
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/**
 * E-mails to the citizen about their order, sent after answering. They name the product and
 * the reference, never the identity numbers typed on the form.
 */
export function createOrderNotifier(deps: {
  mailer: Mailer;
  publicUrl: URL;
  logger: FastifyBaseLogger;
}) {
  const { mailer, publicUrl, logger } = deps;

  function send(order: NotifiedOrder, subject: string, lines: string[]) {
    mailer
      .send(
        composeNotice({
          to: order.owner,
          subject: `Seva ${order.reference}: ${subject}`,
          title: `Order ${order.reference} (${order.productTitle})`,
          lines,
          link: new URL(orderPagePath(order.id), publicUrl).href,
          linkLabel: 'Open your order',
        }),
      )
      .catch((error: unknown) =>
        logger.error({ err: error, kind: 'order-update' }, 'e-mail could not be sent'),
      );
  }

  return {
    placed(order: NotifiedOrder, price: { quantity: number; unitPrice: number; amount: number }) {
      send(order, 'order placed', [
        'Your order has been placed. Keep this reference number: the counter asks for it.',
        `${price.quantity} × ${rupees(price.unitPrice)} = ${rupees(price.amount)}, to be paid at the counter.`,
      ]);
    },
    statusChanged(order: NotifiedOrder, status: OrderStatus) {
      send(order, `status is now ${orderStatusNames[status]}`, [
        `Its status is now: ${orderStatusNames[status]}.`,
      ]);
    },
    paymentRecorded(order: NotifiedOrder, payment: { amount: number; method: PaymentMethod }) {
      send(order, 'payment recorded', [
        `We have recorded your payment of ${rupees(payment.amount)} by ${methodNames[payment.method]}. Thank you.`,
      ]);
    },
  };
}

export type OrderNotifier = ReturnType<typeof createOrderNotifier>;
