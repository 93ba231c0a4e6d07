import { z } from 'zod';
import { requiredText } from './fields.ts';
import { bilingual } from './texts.ts';

/**
 * Payments at the counter and their receipts (docs/product.md, Payments and receipts): cash, or
 * UPI with its 12-digit UTR; one gapless receipt series per Indian financial year; a recorded
 * payment is never changed, only reversed by a new entry that names it.
 */
export const paymentMethods = ['cash', 'upi'] as const;
export const paymentMethodSchema = z.enum(paymentMethods, {
  error: 'Payment method must be cash or UPI',
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMessages = bilingual({
  recorded: 'Payment recorded',
  reversed: 'Payment reversed',
  noFee: 'This application has no fee to pay',
  alreadyPaid: 'This application is already paid',
  overpaid: (due: string) => `The amount is more than what is due (${due})`,
  notFound: 'Payment not found',
  alreadyReversed: 'This payment has already been reversed',
  reversalOfReversal: 'A reversal cannot be reversed',
  receiptNotFound: 'Receipt not found',
} as const);

export const UTR_PATTERN = /^\d{12}$/;

/** The amount, method and UTR of a payment, checked together. */
export const paymentFields = {
  amount: z.coerce
    .number({ error: 'Amount is required' })
    .int({ error: 'Amount must be in whole rupees' })
    .min(1, { error: 'Amount must be at least ₹1' })
    .max(1_000_000, { error: 'Amount is too large' }),
  method: paymentMethodSchema,
  utr: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
};

export function checkUtr(
  value: { method: 'cash' | 'upi'; utr?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.method === 'upi' && !value.utr) {
    ctx.addIssue({ code: 'custom', path: ['utr'], message: 'UPI payments need the 12-digit UTR' });
  } else if (value.method === 'upi' && value.utr && !UTR_PATTERN.test(value.utr)) {
    ctx.addIssue({ code: 'custom', path: ['utr'], message: 'The UTR is 12 digits' });
  } else if (value.method === 'cash' && value.utr) {
    ctx.addIssue({ code: 'custom', path: ['utr'], message: 'A cash payment has no UTR' });
  }
}

export const recordPaymentInput = z
  .object({ id: z.string().min(1).max(64), ...paymentFields })
  .superRefine(checkUtr);
export type RecordPaymentInput = z.infer<typeof recordPaymentInput>;

export const reversePaymentInput = z.object({
  id: z.string().min(1).max(64),
  reason: requiredText('A reason is required', 500),
});
export type ReversePaymentInput = z.infer<typeof reversePaymentInput>;

export const receiptView = z.object({
  _id: z.string(),
  /** `SEVA/2026-27/000001`: the next of one gapless series per financial year. */
  number: z.string(),
  /** Whole rupees; a reversal is negative. */
  amount: z.number().int(),
  method: paymentMethodSchema,
  utr: z.string().nullable(),
  /** For a reversal: the receipt it reverses, and why. */
  reverses: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** Where its PDF is. */
  path: z.string(),
});
export type ReceiptView = z.infer<typeof receiptView>;

export const paymentRecorded = z.object({ message: z.string(), receipt: receiptView });
