import { RESULT_DOCUMENT_TYPE } from '@seva/schemas/application-kinds';

/**
 * An application's attachments as both detail pages (the citizen's and the operator's) see
 * them: the citizen's uploads, and the operator's result documents.
 */
export interface DocumentEntry {
  _id: string;
  documentType: string;
  originalName: string | null;
  contentType: string;
  path: string;
}

export function partitionDocuments<D extends DocumentEntry>(
  documents: readonly D[],
): { submitted: D[]; additional: D[] } {
  const submitted: D[] = [];
  const additional: D[] = [];
  for (const document of documents) {
    (document.documentType === RESULT_DOCUMENT_TYPE ? additional : submitted).push(document);
  }
  return { submitted, additional };
}

export function isImage(document: Pick<DocumentEntry, 'contentType'>): boolean {
  return document.contentType.startsWith('image/');
}
