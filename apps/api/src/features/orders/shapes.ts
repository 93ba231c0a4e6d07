import type { Order, OrderFile, OrderStatusChange } from '@seva/db';
import {
  maskAadhaar,
  maskTail,
  type OrderView,
  orderIdentityFields,
  type ProductSlug,
} from '@seva/schemas';

/** Demat account numbers are account numbers: masked in lists like the identity numbers. */
export const maskedFields = new Set([...orderIdentityFields, 'demat']);
const aadhaarFields = new Set(['aadharNumber', 'aadhaar']);

/** Lists never show a whole Aadhaar, PAN, voter ID or account number (docs/product.md, Security and privacy: identity numbers). */
export function maskDetails(details: Record<string, string | number>) {
  return Object.fromEntries(
    Object.entries(details).map(([name, value]) => {
      if (!maskedFields.has(name) || typeof value !== 'string') return [name, value];
      return [name, aadhaarFields.has(name) ? maskAadhaar(value) : maskTail(value)];
    }),
  );
}

export function parseDetails(json: string): Record<string, string | number> {
  const value: unknown = JSON.parse(json);
  return value && typeof value === 'object' ? (value as Record<string, string | number>) : {};
}

/** The account an order belongs to, as operators see it. */
export interface OrderOwner {
  id: string;
  name: string;
  email: string | null;
  mobile: string | null;
}

export interface OrderParts {
  order: Order;
  files: OrderFile[];
  history: Array<OrderStatusChange & { changedByName: string | null }>;
  user?: OrderOwner;
  /** Lists mask identity numbers; the order's own page (owner or admin) shows them whole. */
  masked: boolean;
  /** The order's identity numbers opened (its own page): `details` holds them masked. */
  identity?: Record<string, string>;
}

export function orderView({
  order,
  files,
  history,
  user,
  masked,
  identity,
}: OrderParts): OrderView {
  const details = { ...parseDetails(order.details), ...(masked ? {} : identity) };
  return {
    _id: order.id,
    reference: order.reference,
    product: {
      slug: order.productSlug as ProductSlug,
      title: order.productTitle,
      unit: order.unit,
    },
    quantity: order.quantity,
    unitPrice: order.unitPrice,
    amount: order.amount,
    status: order.status,
    paid: order.paid,
    // What has been paid so far (all of it once `paid`), with the latest payment's method and time.
    payment:
      order.paidAmount !== null && order.paidMethod && order.paidAt
        ? { amount: order.paidAmount, method: order.paidMethod, at: order.paidAt.toISOString() }
        : null,
    applicantName: order.applicantName,
    details: masked ? maskDetails(details) : details,
    files: files.map((file) => ({
      _id: file.id,
      field: file.field,
      originalName: file.originalName,
      contentType: file.contentType,
      size: file.size,
    })),
    history: history.map((change) => ({
      from: change.fromStatus,
      to: change.toStatus,
      at: change.createdAt.toISOString(),
      by: change.changedByName,
    })),
    ...(user
      ? { user: { _id: user.id, name: user.name, email: user.email, mobile: user.mobile } }
      : {}),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The order page's path, for links in e-mails. */
export const orderPagePath = (id: string) => `/dashboard/orders/${id}`;

/** Whether the order's own page shows a whole Aadhaar, PAN, voter ID or account number. */
export function carriesIdentityNumbers(order: Pick<Order, 'details'>): boolean {
  const details = parseDetails(order.details);
  return [...maskedFields].some((name) => {
    const value = details[name];
    return typeof value === 'string' && value.trim() !== '';
  });
}
