import { z } from 'zod';
import { serviceTypeSchema } from './applications.ts';
import { isCalendarDate } from './fees.ts';
import { requiredText } from './fields.ts';
import { bilingual } from './texts.ts';

/** Settings: each type's fee and working days, the centre's details and holidays (docs/product.md, Fees). */
export const feeSettingsMessages = bilingual({
  feeSaved: 'Fee saved',
  centreSaved: 'Centre details saved',
} as const);

const rupees = z.coerce
  .number({ error: 'Fees must be numbers' })
  .int({ error: 'Fees must be in whole rupees' })
  .min(0, { error: 'Fees cannot be negative' })
  .max(100_000, { error: 'Fees are too high' });

export const updateServiceFeeInput = z.object({
  serviceType: serviceTypeSchema,
  governmentFee: rupees,
  serviceCharge: rupees,
  days: z.coerce
    .number({ error: 'Working days must be a number' })
    .int({ error: 'Working days must be a whole number' })
    .min(1, { error: 'Working days must be between 1 and 365' })
    .max(365, { error: 'Working days must be between 1 and 365' }),
});
export type UpdateServiceFeeInput = z.infer<typeof updateServiceFeeInput>;

/** GSTIN: state code, the PAN, entity number, Z, check character. */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const updateCentreInput = z.object({
  name: requiredText('Centre name is required', 120),
  address: z.string().trim().max(300, { error: 'Address is too long' }),
  phone: z
    .string()
    .trim()
    .max(40, { error: 'Invalid phone number' })
    .refine((value) => value === '' || /^[0-9+\-\s()]{6,20}$/.test(value), {
      error: 'Invalid phone number',
    }),
  gstin: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || GSTIN.test(value), { error: 'Invalid GSTIN' })
    .transform((value) => (value === '' ? null : value)),
  holidays: z
    .array(z.string().trim().refine(isCalendarDate, { error: 'Invalid holiday date' }))
    .max(100, { error: 'Too many holidays' })
    .transform((days) => [...new Set(days)].sort()),
});
export type UpdateCentreInput = z.infer<typeof updateCentreInput>;

const serviceFeeView = z.object({
  serviceType: serviceTypeSchema,
  governmentFee: z.number().int(),
  serviceCharge: z.number().int(),
  days: z.number().int(),
});

/** What Settings shows: the fees, the latest changes to them, the centre. */
export const feeSettings = z.object({
  fees: z.array(serviceFeeView),
  changes: z.array(
    z.object({
      serviceType: serviceTypeSchema,
      changedBy: z.string().nullable(),
      changedAt: z.string(),
      old: serviceFeeView.omit({ serviceType: true }),
      new: serviceFeeView.omit({ serviceType: true }),
    }),
  ),
  centre: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    gstin: z.string().nullable(),
    holidays: z.array(z.string()),
  }),
});
export type FeeSettings = z.infer<typeof feeSettings>;

export const feeSaved = z.object({ message: z.string() });
