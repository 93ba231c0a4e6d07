import { checkFile } from '../../lib/files.ts';
import type { Schemas } from '../../lib/schemas.ts';
import { zodErrors } from '../../lib/zod-form.ts';

/**
 * The success banner's life (docs/product.md, Document locker); equal to `LOCKER_BANNER_MS` (see
 * the test).
 */
export const BANNER_MS = 3000;

export interface LockerValues {
  name: string;
  photo: File | null;
  signature: File | null;
}

/**
 * The create form's check, in the original portal's order and with its messages (docs/product.md):
 * name, photo, signature required; then each file's browser type (JPEG, PNG, WebP) and size (5 MB).
 * The server checks the bytes again. Nothing is reported until '@seva/schemas' has loaded.
 */
export function lockerErrors(schemas: Schemas | undefined, values: LockerValues) {
  if (!schemas) return {};
  const errors = zodErrors(schemas.createLockerDocumentInput, values);
  for (const field of ['photo', 'signature'] as const) {
    const file = values[field];
    if (errors[field] || !file) continue;
    const problem = checkFile(
      file,
      schemas.lockerFileRule,
      schemas.MAX_UPLOAD_BYTES,
      schemas.lockerMessages.tooLarge,
    );
    if (problem) errors[field] = problem;
  }
  return errors;
}
