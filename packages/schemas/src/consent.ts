import { z } from 'zod';
import { bilingual } from './texts.ts';

/**
 * The privacy notice's version (docs/decisions/061-consent-and-retention.md). Whoever changes
 * what the notice says (apps/web/src/messages/en/consent.ts and its Hindi) bumps it: every citizen is then
 * asked again before their next application.
 */
export const CONSENT_NOTICE_VERSION = 1;

/** `account`: at sign-up; `application`: before the first application. */
export const consentPurposes = ['account', 'application'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** Days identity documents and numbers are kept after an application closes (Settings). */
export const DEFAULT_RETENTION_DAYS = 180;
export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 3650;

export const consentMessages = bilingual({
  signupRequired: 'Please read the notice about your data and tick the box to agree',
  applicationRequired:
    'Please read the notice about your data and tick the box to agree before your first application',
  counterRequired: 'Please confirm that you told the citizen what the notice about their data says',
  retentionRange: 'Keep identity documents for a whole number of days from 30 to 3,650',
  retentionSaved: 'How long identity documents are kept: saved',
} as const);

/** `true` in JSON, or the text `true` from a multipart form. */
const agreed = (value: unknown) => value === true || value === 'true';

/** Sign-up needs it: the citizen ticked "I agree" under the privacy notice. */
export const signupConsentField = z
  .preprocess(agreed, z.literal(true, { error: consentMessages.signupRequired }))
  .meta({
    description:
      'Required: `true` once the citizen has read the privacy notice (what is kept, why, for how long, who sees it, how to withdraw) and agrees to it.',
  });

/**
 * On an application: `true` when the citizen agrees now (online), or the operator confirms the
 * citizen was told (at the counter). Needed only while the citizen has not agreed to the
 * current notice for applications; the server refuses with 400 otherwise.
 */
export const applicationConsentField = z
  .preprocess((value) => (value === undefined ? undefined : agreed(value)), z.boolean().optional())
  .meta({
    description:
      "`true` (in a multipart form the text `true`): the citizen agrees to the privacy notice now — at the counter, the operator confirms the citizen was told. Required for the citizen's first application under the current notice version, else the answer is 400.",
  });

export const updateRetentionInput = z.object({
  retentionDays: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: consentMessages.retentionRange })
      .int({ error: consentMessages.retentionRange })
      .min(RETENTION_MIN_DAYS, { error: consentMessages.retentionRange })
      .max(RETENTION_MAX_DAYS, { error: consentMessages.retentionRange }),
  ),
});
export type UpdateRetentionInput = z.infer<typeof updateRetentionInput>;

export const retentionSaved = z.object({ message: z.string(), retentionDays: z.number().int() });

/**
 * The notice's facts that come from the database (public): its version, the retention days and
 * whom to ask; with the caller's consents when signed in.
 */
export const consentNotice = z.object({
  version: z.number().int(),
  retentionDays: z.number().int(),
  centre: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  /** Whether the signed-in caller agreed to this version, by purpose; null when signed out. */
  given: z.object({ account: z.boolean(), application: z.boolean() }).nullable(),
});
export type ConsentNotice = z.infer<typeof consentNotice>;
