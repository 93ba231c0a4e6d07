import { messageIn } from '../../../lib/rest.ts';

/**
 * A document a send-back asked for (docs/decisions/066): the REST door's
 * POST /services/{id}/documents, multipart `documentType` = the requested key and `document`.
 * The citizen online and the operator at the counter call the same. Same origin: the session
 * cookie goes with it. Resolves with the server's message; rejects with the server's
 * `{ message }`, else `fallback`.
 */
export async function uploadRequestedDocument(
  applicationId: string,
  key: string,
  file: File,
  fallback: string,
  send: typeof fetch = fetch,
): Promise<string> {
  const body = new FormData();
  // The type first: the server reads fields as the stream arrives.
  body.append('documentType', key);
  body.append('document', file, file.name);
  let response: Response;
  try {
    response = await send(`/api/services/${encodeURIComponent(applicationId)}/documents`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(fallback);
  }
  const message = messageIn(await response.json().catch(() => undefined));
  if (!response.ok) throw new Error(message || fallback);
  return message ?? '';
}
