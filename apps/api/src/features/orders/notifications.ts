import type { OrderStatus, PaymentMethod } from '@seva/schemas';
import type { Language } from '@seva/schemas/language';
import type { FastifyBaseLogger } from 'fastify';
import { withLanguage } from '../../lib/language.ts';
import { composeNotice, type Mailer } from '../../lib/mail.ts';
import { mailTexts, nameInMail } from '../../lib/mail-texts.ts';
import { orderPagePath } from './shapes.ts';

export const orderStatusNames: Record<OrderStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export interface NotifiedOrder {
  id: string;
  reference: string;
  productTitle: string;
  /** `email` is null for a counter account without one: such a citizen gets no e-mail. */
  owner: { name: string; email: string | null; language: Language };
}

/** Indian digit grouping in either language (₹1,00,000). */
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

  function send(order: NotifiedOrder, compose: () => { subject: string; lines: string[] }) {
    const { email } = order.owner;
    if (!email) return;
    // In the citizen's language, whoever's request sent it.
    const mail = withLanguage(order.owner.language, () => {
      const { subject, lines } = compose();
      return composeNotice({
        to: { name: order.owner.name, email },
        subject: mailTexts.noticeSubject(order.reference, subject),
        title: mailTexts.orderTitle(order.reference, order.productTitle),
        lines,
        link: new URL(orderPagePath(order.id), publicUrl).href,
        linkLabel: mailTexts.openOrder,
      });
    });
    mailer
      .send(mail)
      .catch((error: unknown) =>
        logger.error({ err: error, kind: 'order-update' }, 'e-mail could not be sent'),
      );
  }

  return {
    placed(order: NotifiedOrder, price: { quantity: number; unitPrice: number; amount: number }) {
      send(order, () => ({
        subject: mailTexts.orderPlacedSubject,
        lines: [
          mailTexts.orderPlacedLine,
          mailTexts.orderPriceLine(price.quantity, rupees(price.unitPrice), rupees(price.amount)),
        ],
      }));
    },
    statusChanged(order: NotifiedOrder, status: OrderStatus) {
      send(order, () => ({
        subject: mailTexts.applicationStatusSubject(nameInMail(orderStatusNames[status])),
        lines: [mailTexts.statusLine(nameInMail(orderStatusNames[status]))],
      }));
    },
    paymentRecorded(order: NotifiedOrder, payment: { amount: number; method: PaymentMethod }) {
      send(order, () => ({
        subject: mailTexts.paymentSubject,
        lines: [mailTexts.paymentLine(rupees(payment.amount), mailTexts[payment.method])],
      }));
    },
  };
}

export type OrderNotifier = ReturnType<typeof createOrderNotifier>;
