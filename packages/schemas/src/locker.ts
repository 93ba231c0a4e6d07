import { z } from 'zod';
import { fileRequired } from './applications.ts';
import { requiredText } from './fields.ts';
import { bilingual } from './texts.ts';
import type { DetectedType, FileRule } from './uploads.ts';

/**
 * The document locker (docs/product.md, Document locker): a named photo + signature pair that
 * belongs to its owner. Images only: JPEG, PNG and WebP, 5 MB each.
 */
export const lockerMessages = bilingual({
  nameRequired: 'Document name is required',
  photoRequired: 'Photo is required',
  signatureRequired: 'Signature is required',
  types: 'Only JPEG, PNG and WebP files are allowed',
  tooLarge: 'File size cannot exceed 5MB',
  created: 'Document uploaded successfully!',
  failed: 'Failed to upload document. Please try again.',
  notFound: 'Document not found',
  loadFailed: 'Failed to load document. Please try again later.',
  deleted: 'Document deleted successfully',
  empty: 'No documents found. Create a new one!',
  prompt: 'Select a document from the list or create a new one',
} as const);

/** An application form's photo or signature taken from the locker (issue 16 item 13). */
export const lockerImageMessages = bilingual({
  fileOrLocker: 'Send each image as a new file or from My Documents, not both',
} as const);

export const LOCKER_IMAGE_TYPES: readonly DetectedType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
];
export const lockerFileRule: FileRule = {
  types: LOCKER_IMAGE_TYPES,
  typeMessage: lockerMessages.types,
};

/** The success banner's life on the locker screen (docs/product.md, Document locker). */
export const LOCKER_BANNER_MS = 3000;

/**
 * The create form, checked in the original portal's order (docs/product.md): name, photo,
 * signature.
 */
export const createLockerDocumentInput = z.object({
  name: requiredText(lockerMessages.nameRequired, 100),
  photo: fileRequired(lockerMessages.photoRequired),
  signature: fileRequired(lockerMessages.signatureRequired),
});

export const lockerDocumentIdInput = z.object({ id: z.string().min(1).max(64) });

/**
 * A locker document as `GET /api/document` answers it. `photoPath` and `signaturePath` are the
 * authorised routes that serve the images (`/api/document/{id}/photo`, `/api/document/{id}/signature`;
 * served as an attachment; add `?inline=1` to show it in an <img>), never a public file path.
 */
export interface LockerDocumentView {
  _id: string;
  name: string;
  photoPath: string;
  signaturePath: string;
  photoOriginalName: string;
  signatureOriginalName: string;
  createdAt: string;
}
