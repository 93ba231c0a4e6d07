import { z } from 'zod';
import { isPastDate, isValidAadhaar, isValidMobile, isValidPan } from './identity.ts';
import type { NoteView } from './notes.ts';
import {
  asksForDelivery,
  FULFILMENT_FIELD,
  isBlankValue,
  MAX_ORDER_QUANTITY,
  type OrderField,
  type OrderProductSlug,
  type OrderStatus,
  orderForms,
  orderProductSlugs,
  orderStatuses,
  PDF_ONLY_MESSAGE,
  type ProductSlug,
  productSlugs,
} from './order-forms.ts';
import { type PaymentMethod, recordPaymentInput } from './payments.ts';
import { bilingual } from './texts.ts';
import type { IdentityAccessView } from './timeline.ts';

/**
 * Orders for the counter products (docs/product.md, Orders and the catalogue): statuses, payments and the server's check of
 * each product's form. The forms themselves are in order-forms.ts (no Zod there).
 */

export const productSlugSchema = z.enum(productSlugs, { error: 'Unknown product' });
/** The product an existing order names: one on sale or one retired since (docs/product.md, Orders and the catalogue). */
export const orderProductSlugSchema = z.enum(orderProductSlugs);

export const orderStatusSchema = z.enum(orderStatuses);

export { type PaymentMethod, paymentMethodSchema, paymentMethods } from './payments.ts';

export const orderMessages = bilingual({
  statusUpdated: 'Status updated successfully!',
  placed: 'Order placed successfully!',
  cancelled: 'Order cancelled successfully',
  notFound: 'Order not found',
  onlyPendingCancel: 'Only a pending order can be cancelled',
  paid: 'Payment recorded successfully',
  alreadyPaid: 'This order is already marked paid',
  cancelledNotPaid: 'A cancelled order cannot be marked paid',
  nothingDue: 'This order has nothing to pay',
  inactive: 'This product is not available right now',
  retired: 'This is no longer sold as a product: apply for it from the Services page',
  pdfOnly: PDF_ONLY_MESSAGE,
} as const);

const textFieldRules: Record<string, { test: (v: string) => boolean; message: string }> = {
  mobile: { test: isValidMobile, message: 'Invalid mobile number' },
  aadharNumber: { test: isValidAadhaar, message: 'Invalid Aadhar number' },
  aadhaar: { test: isValidAadhaar, message: 'Invalid Aadhar number' },
  pan: { test: isValidPan, message: 'Invalid PAN number' },
  panNumber: { test: isValidPan, message: 'Invalid PAN number' },
  pincode: { test: (v) => /^[1-9]\d{5}$/.test(v), message: 'Invalid pincode' },
  voterIdNumber: { test: (v) => /^[A-Z]{3}\d{7}$/.test(v), message: 'Invalid voter ID number' },
  dob: { test: isPastDate, message: 'Invalid date of birth' },
};

/** Fields typed with spaces or in lower case are read without the spaces, upper-cased. */
const normalisers: Record<string, (v: string) => string> = {
  mobile: (v) => v.replace(/\s+/g, ''),
  aadharNumber: (v) => v.replace(/\s+/g, ''),
  aadhaar: (v) => v.replace(/\s+/g, ''),
  pincode: (v) => v.replace(/\s+/g, ''),
  pan: (v) => v.toUpperCase(),
  panNumber: (v) => v.toUpperCase(),
  voterIdNumber: (v) => v.replace(/\s+/g, '').toUpperCase(),
};

const isOptional = (field: OrderField, values: Record<string, unknown>) =>
  field.optional === true || (field.optional === 'whenUpdating' && values.requestType === 'update');

/**
 * The check of one product's order form. Text fields arrive as strings (multipart or JSON);
 * file fields as any non-empty value (a File in the browser, a stored upload on the server;
 * their content is checked against `field.file` by the upload code). Required fields are
 * checked first, in form order, then the formats — as the application forms do.
 * The output keeps only the form's fields, trimmed and normalised; quantity is a number.
 */
export function orderFormSchema(slug: ProductSlug) {
  const fields = orderForms[slug];
  return z.record(z.string(), z.unknown()).transform((values, ctx) => {
    const out: Record<string, string | number> = {};
    let missing = false;
    const delivery = asksForDelivery(fields, values);
    for (const field of fields) {
      // Collected at the counter: no address is asked, and none sent is kept.
      if (field.optional === 'unlessDelivery' && !delivery) continue;
      const raw = values[field.name];
      if (isBlankValue(raw)) {
        if (!isOptional(field, values)) {
          missing = true;
          ctx.addIssue({
            code: 'custom',
            message: `${field.label} is required`,
            path: [field.name],
          });
        }
        continue;
      }
      if (field.kind === 'file') continue;
      if (typeof raw !== 'string' && typeof raw !== 'number') {
        ctx.addIssue({ code: 'custom', message: `${field.label} is invalid`, path: [field.name] });
        continue;
      }
      // NFC: a name typed in Devanagari is stored and searched one way (decision 41).
      const trimmed = String(raw).trim().normalize('NFC');
      const value = normalisers[field.name]?.(trimmed) ?? trimmed;
      if (field.max && value.length > field.max) {
        ctx.addIssue({
          code: 'custom',
          message: `${field.label} must be at most ${field.max} characters`,
          path: [field.name],
        });
        continue;
      }
      out[field.name] = value;
    }
    if (missing) return z.NEVER;
    if (
      fields.some((field) => field.name === FULFILMENT_FIELD) &&
      out[FULFILMENT_FIELD] === undefined
    ) {
      out[FULFILMENT_FIELD] = delivery ? 'delivery' : 'pickup';
    }
    for (const field of fields) {
      const value = out[field.name];
      if (value === undefined) continue;
      const text = String(value);
      const chosen = field.kind === 'select' || field.kind === 'choice';
      if (chosen && !field.options?.some((option) => option.value === text)) {
        ctx.addIssue({ code: 'custom', message: `Invalid ${field.label}`, path: [field.name] });
      } else if (field.kind === 'email' && !z.email().safeParse(text).success) {
        ctx.addIssue({
          code: 'custom',
          message: 'Please enter a valid email address',
          path: [field.name],
        });
      } else if (field.kind === 'quantity') {
        const n = Number(text);
        if (!Number.isInteger(n) || n < 1) {
          ctx.addIssue({
            code: 'custom',
            message: 'Quantity must be at least 1',
            path: [field.name],
          });
        } else if (n > MAX_ORDER_QUANTITY) {
          ctx.addIssue({
            code: 'custom',
            message: `Quantity must be at most ${MAX_ORDER_QUANTITY}`,
            path: [field.name],
          });
        } else {
          out[field.name] = n;
        }
      } else {
        const rule = textFieldRules[field.name];
        if (rule && !rule.test(text)) {
          ctx.addIssue({ code: 'custom', message: rule.message, path: [field.name] });
        } else if (field.kind === 'email') {
          out[field.name] = text.toLowerCase();
        }
      }
    }
    return out;
  });
}

/** The order call's text part: which product, then that product's form. */
export const createOrderInput = z.object({ product: productSlugSchema });

export const orderIdInput = z.object({ id: z.string().min(1).max(64) });

export const myOrdersInput = z.object({
  status: orderStatusSchema.optional(),
});

export const adminOrdersInput = z.object({
  status: orderStatusSchema.optional(),
  paid: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  search: z
    .string()
    .trim()
    .max(100, { error: 'Search is too long' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminOrdersInput = z.infer<typeof adminOrdersInput>;

export const changeOrderStatusInput = z.object({
  id: z.string().min(1).max(64),
  status: orderStatusSchema,
});

/** An order's payment: the same fields and UTR rule as an application's (payments.ts). */
export const markOrderPaidInput = recordPaymentInput;

/** An order as the API answers it (REST and tRPC). Identity numbers in `details` are masked
 * in lists and shown whole only on the order's own page (owner or admin). */
export interface OrderView {
  _id: string;
  reference: string;
  product: { slug: OrderProductSlug; title: string; unit: string };
  quantity: number;
  unitPrice: number;
  amount: number;
  status: OrderStatus;
  paid: boolean;
  payment: { amount: number; method: PaymentMethod; at: string } | null;
  applicantName: string;
  details: Record<string, string | number>;
  files: { _id: string; field: string; originalName: string; contentType: string; size: number }[];
  history: { from: OrderStatus | null; to: OrderStatus; at: string; by: string | null }[];
  user?: { _id: string; name: string; email: string | null; mobile: string | null };
  /** Operators only, on the order's own page: internal notes, newest first (docs/decisions/067). */
  internalNotes?: NoteView[];
  /** On the order's own page: operators' openings of its identity data (docs/decisions/064). */
  identityAccess?: IdentityAccessView[];
  createdAt: string;
  updatedAt: string;
}
