import type { NewNotification, NoticeRecipient } from '@seva/db';
import type { NotificationKind, OrderStatus, PaymentMethod } from '@seva/schemas';
import { composeNotice } from '../../lib/mail.ts';
import { mailTexts, nameInMail } from '../../lib/mail-texts.ts';
import type { NoticeParts, Recipients } from '../notifications/recipients.ts';
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
  ownerId: string;
}

/**
 * A notice to the order's owner, composed for the recipient its unit reads (null: no such
 * account): a `Notify` of the orders and payments repositories (docs/decisions/078).
 */
export type OrderNotice = (recipient: NoticeRecipient | null) => NewNotification[];

/** Indian digit grouping in either language (₹1,00,000). */
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/**
 * Notices to the citizen about their order, put in the outbox with the change (docs/decisions/
 * 075). They name the product and the reference, never the identity numbers typed on the form.
 */
export function createOrderNotifier(deps: {
  recipients: Pick<Recipients, 'notices'>;
  publicUrl: URL;
}) {
  const { recipients, publicUrl } = deps;

  function tell(
    order: NotifiedOrder,
    kind: NotificationKind,
    compose: () => { subject: string; lines: string[] },
    sms?: NoticeParts['sms'],
  ): OrderNotice {
    return (recipient) =>
      recipients.notices(recipient, kind, {
        // In the citizen's language, whoever's request sent it.
        email: (to) => {
          const { subject, lines } = compose();
          return composeNotice({
            to,
            subject: mailTexts.noticeSubject(order.reference, subject),
            title: mailTexts.orderTitle(order.reference, order.productTitle),
            lines,
            link: new URL(orderPagePath(order.id), publicUrl).href,
            linkLabel: mailTexts.openOrder,
          });
        },
        ...(sms ? { sms } : {}),
      });
  }

  return {
    placed(
      order: NotifiedOrder,
      price: { quantity: number; unitPrice: number; amount: number },
    ): OrderNotice {
      return tell(order, 'order_placed', () => ({
        subject: mailTexts.orderPlacedSubject,
        lines: [
          mailTexts.orderPlacedLine,
          mailTexts.orderPriceLine(price.quantity, rupees(price.unitPrice), rupees(price.amount)),
        ],
      }));
    },
    statusChanged(order: NotifiedOrder, status: OrderStatus): OrderNotice {
      return tell(
        order,
        'order_status',
        () => ({
          subject: mailTexts.applicationStatusSubject(nameInMail(orderStatusNames[status])),
          lines: [mailTexts.statusLine(nameInMail(orderStatusNames[status]))],
        }),
        status === 'completed' ? { kind: 'order_ready', vars: [order.reference] } : undefined,
      );
    },
    paymentRecorded(
      order: NotifiedOrder,
      payment: { amount: number; method: PaymentMethod; receiptNumber: string },
    ): OrderNotice {
      return tell(
        order,
        'payment_received',
        () => ({
          subject: mailTexts.paymentSubject,
          lines: [mailTexts.paymentLine(rupees(payment.amount), mailTexts[payment.method])],
        }),
        { kind: 'payment_received', vars: [order.reference, payment.receiptNumber] },
      );
    },
  };
}

export type OrderNotifier = ReturnType<typeof createOrderNotifier>;
