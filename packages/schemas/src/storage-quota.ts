import { z } from 'zod';
import { bilingual } from './texts.ts';

/**
 * Each citizen's storage space (docs/product.md, Security and privacy: quotas): the bytes of their own uploads to applications,
 * orders and the locker. Operators set it in Settings, in whole megabytes of 1,048,576 bytes
 * (the unit of the 5 MB upload limit).
 */
export const BYTES_PER_MB = 1_048_576;
export const STORAGE_QUOTA_DEFAULT_MB = 200;
export const STORAGE_QUOTA_MIN_MB = 10;
export const STORAGE_QUOTA_MAX_MB = 10_240;

/** Megabytes as operators and citizens read them: whole numbers stay whole, else one decimal. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / BYTES_PER_MB;
  return `${Number.isInteger(mb) ? mb : Math.max(0.1, Math.floor(mb * 10) / 10)} MB`;
}

export const storageQuotaMessages = bilingual({
  required: 'Storage per citizen is required',
  whole: 'Storage per citizen must be a whole number of MB',
  range: 'Storage per citizen must be between 10 MB and 10,240 MB',
  saved: 'Storage per citizen saved',
  /** Nothing more fits: the upload was refused before a byte of it was read. */
  full: (quotaBytes: number) =>
    `You have used your storage space (${formatMegabytes(quotaBytes)}). Delete old documents to upload new ones.`,
  /** This upload is larger than what is left. */
  doesNotFit: (freeBytes: number, quotaBytes: number) =>
    `These files do not fit in your storage space: ${formatMegabytes(freeBytes)} of ${formatMegabytes(quotaBytes)} is left. Delete old documents to upload new ones.`,
} as const);

export const updateStorageQuotaInput = z.object({
  // An emptied number field sends '' (or null): that is a missing value, not 0 MB.
  storageQuotaMb: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: storageQuotaMessages.required })
      .int({ error: storageQuotaMessages.whole })
      .min(STORAGE_QUOTA_MIN_MB, { error: storageQuotaMessages.range })
      .max(STORAGE_QUOTA_MAX_MB, { error: storageQuotaMessages.range }),
  ),
});
export type UpdateStorageQuotaInput = z.infer<typeof updateStorageQuotaInput>;
