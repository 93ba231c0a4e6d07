import { RESULT_DOCUMENT_TYPE } from '@seva/schemas/application-kinds';
import { uploadRequestedDocument } from '../applications/detail/requested-upload.ts';

/**
 * The operator's result document: the same REST call as an answer to a send-back
 * (POST /services/{id}/documents), with `documentType=additional_document`. Resolves with the
 * server's message; rejects with the server's `{ message }`, else `fallback`.
 */
export function uploadResultDocument(
  applicationId: string,
  file: File,
  fallback: string,
  send: typeof fetch = fetch,
): Promise<string> {
  return uploadRequestedDocument(applicationId, RESULT_DOCUMENT_TYPE, file, fallback, send);
}
