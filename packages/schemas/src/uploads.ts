/**
 * What an upload may be (docs/product.md, Security and privacy: uploads), without Zod (docs/decisions/045): the web app's first render imports these,
 * and Zod there would cost ~23 kB gzip of evaluation before a product page can paint.
 */
import { bilingual } from './texts.ts';

/** Upload limit: 5 MB, exactly 5,242,880 bytes. */
export const MAX_UPLOAD_BYTES = 5_242_880;

/**
 * Largest picture accepted, read from its headers: 40 megapixels (8000 × 5000; a phone's
 * 12–16 MP photos pass with room to spare). Decoded, that is 160 MB of pixels on the
 * operator's screen; a 30000 × 30000 "image bomb" of a few kilobytes would be 3.6 GB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type DetectedType = 'image/jpeg' | 'image/png' | 'application/pdf' | 'image/webp';
export const IMAGE_TYPES: readonly DetectedType[] = ['image/jpeg', 'image/png'];
export const DOCUMENT_TYPES: readonly DetectedType[] = [
  'image/jpeg',
  'image/png',
  'application/pdf',
];

export const uploadMessages = bilingual({
  documents: 'Only JPEG, JPG, PNG and PDF files are allowed',
  jobCardDocuments: 'Only JPEG, PNG, and PDF files are allowed',
  images: 'Only JPEG, JPG and PNG files are allowed',
  tooLarge: 'File size should not exceed 5MB',
  tooManyPixels: 'Image is too large: at most 40 megapixels (for example 8000 × 5000 pixels)',
  unreadableImage: 'This image is damaged or incomplete. Please choose the file again.',
} as const);

export interface FileRule {
  types: readonly DetectedType[];
  typeMessage: string;
}
