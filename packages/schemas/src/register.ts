import { z } from 'zod';
import { serviceTypeSchema } from './applications.ts';
import { isCalendarDate } from './fees.ts';
import { paymentMethodSchema } from './payments.ts';

/**
 * The day register (docs/product.md, The day register): one Asia/Kolkata calendar day of
 * applications and orders filed, payments and reversals with their receipt numbers, totals by
 * method and by operator, and how many of the day's filings are still unpaid.
 */
export const registerQuery = z.object({
  date: z.string().trim().refine(isCalendarDate, { error: 'Invalid date' }).optional(),
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).optional(),
});
export type RegisterQuery = z.infer<typeof registerQuery>;

const money = z.object({ cash: z.number().int(), upi: z.number().int(), total: z.number().int() });

export const dayRegister = z.object({
  /** `yyyy-mm-dd`, India. */
  date: z.string(),
  filed: z.array(
    z.object({
      kind: z.enum(['application', 'order']),
      reference: z.string(),
      /** The application's type, or null for an order. */
      serviceType: serviceTypeSchema.nullable(),
      /** The order's product title, or null for an application. */
      product: z.string().nullable(),
      citizen: z.string(),
      at: z.string(),
      /** Filed at the counter by an operator, or online by the citizen. */
      via: z.enum(['counter', 'online']),
      /** The operator who filed it at the counter (null online, or if their account is gone). */
      filedBy: z.string().nullable(),
      /** Its fee (an application) or amount (an order), whole rupees. */
      amount: z.number().int(),
      paid: z.boolean(),
    }),
  ),
  payments: z.array(
    z.object({
      number: z.string(),
      at: z.string(),
      reference: z.string(),
      amount: z.number().int(),
      method: paymentMethodSchema,
      utr: z.string().nullable(),
      /** A reversal: the receipt it reverses. */
      reverses: z.string().nullable(),
      reason: z.string().nullable(),
      operator: z.string().nullable(),
    }),
  ),
  totals: money,
  byOperator: z.array(money.extend({ operator: z.string() })),
  /** Filed that day and not yet paid (free ones are never unpaid). */
  unpaid: z.number().int(),
});
export type DayRegister = z.infer<typeof dayRegister>;
