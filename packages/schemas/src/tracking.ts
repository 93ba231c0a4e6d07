import { z } from 'zod';
import { applicationStatusSchema, serviceTypeSchema } from './applications.ts';
import { normaliseTrackingCode, TRACKING_CODE_PATTERN } from './fees.ts';
import { isValidMobile } from './identity.ts';
import { bilingual } from './texts.ts';

/**
 * Public tracking (docs/product.md, Public tracking): the reference with the mobile number or
 * e-mail on the application, or the tracking code printed on its slip.
 */
export const trackingMessages = bilingual({
  notFound: 'No application matches these details. Check the reference number and try again.',
  tooMany: 'Too many lookups. Please wait a minute and try again.',
} as const);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const trackQuery = z
  .object({
    reference: z
      .string({ error: 'Reference number is required' })
      .trim()
      .min(1, { error: 'Reference number is required' })
      .max(40, { error: 'Invalid reference number' })
      .transform((value) => value.toUpperCase()),
    mobile: optionalText(20)
      .transform((value) => value?.replace(/^(\+91|0)/, '').replace(/[\s-]/g, ''))
      .refine((value) => value === undefined || isValidMobile(value), {
        error: 'Invalid mobile number',
      }),
    email: optionalText(254).transform((value) => value?.toLowerCase()),
    code: optionalText(20)
      .transform((value) => (value === undefined ? undefined : normaliseTrackingCode(value)))
      .refine((value) => value === undefined || TRACKING_CODE_PATTERN.test(value), {
        error: 'Invalid tracking code',
      }),
  })
  .refine((query) => query.mobile || query.email || query.code, {
    error: 'Enter the mobile number or e-mail on the application, or the tracking code',
  });
export type TrackQuery = z.infer<typeof trackQuery>;

/** What the citizen should do now, by status (the page words it). */
export const nextSteps = ['wait', 'bring', 'collect', 'contact'] as const;

export const trackAnswer = z.object({
  reference: z.string(),
  serviceType: serviceTypeSchema,
  status: applicationStatusSchema,
  /** The name as filed, masked: `R*** K****`. */
  applicant: z.string(),
  filedAt: z.string(),
  /** `yyyy-mm-dd` in India. */
  promisedBy: z.string(),
  history: z.array(z.object({ status: applicationStatusSchema, at: z.string() })),
  nextStep: z.enum(nextSteps),
  /**
   * While it waits for documents (`bring`): the names of those still to come, as the operator
   * wrote them (docs/decisions/066). Never a number or a note.
   */
  bring: z.array(z.string()),
});
export type TrackAnswer = z.infer<typeof trackAnswer>;
