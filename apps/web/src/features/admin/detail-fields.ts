import {
  derivedDetailFields,
  detailFields,
  type ServiceType,
} from '@seva/schemas/application-kinds';
import { m } from '../../messages/index.ts';
import { mo } from '../../messages/operator.ts';

const f = mo.detail.fields;

/** Each type's fields in the order the seeds list them (seed 001 §2.4, §3), then the derived. */
function fieldOrder(type: ServiceType): readonly (keyof typeof f)[] {
  return [...detailFields[type], ...derivedDetailFields[type]];
}

export interface Field {
  key: string;
  label: string;
  value: string;
}

/** The type's fields as label/value pairs; a missing value shows as 'Not available'. */
export function fieldsOf(
  type: ServiceType,
  details: Readonly<Partial<Record<string, string>>>,
): Field[] {
  return fieldOrder(type).map((key) => {
    const value = details[key];
    return {
      key,
      label: f[key],
      value: value !== undefined && value.trim() !== '' ? value : m.common.notAvailable,
    };
  });
}

export const ADDITIONAL_DOCUMENT = 'additional_document';

export interface DocumentEntry {
  _id: string;
  documentType: string;
  originalName: string | null;
  contentType: string;
  path: string;
}

export interface LabelledDocument extends DocumentEntry {
  label: string;
}

const labels: Record<string, string> = mo.detail.fileLabels;

/**
 * The citizen's submitted files (labelled by what they are, else by documentType, else
 * 'Document N') and the operator's additional documents (original name, else 'Document N').
 */
export function splitDocuments(documents: readonly DocumentEntry[]): {
  submitted: LabelledDocument[];
  additional: LabelledDocument[];
} {
  const submitted: LabelledDocument[] = [];
  const additional: LabelledDocument[] = [];
  for (const document of documents) {
    if (document.documentType === ADDITIONAL_DOCUMENT) {
      additional.push({
        ...document,
        label: document.originalName || mo.detail.documentN(additional.length + 1),
      });
    } else {
      submitted.push({
        ...document,
        label:
          labels[document.documentType] ||
          document.documentType ||
          mo.detail.documentN(submitted.length + 1),
      });
    }
  }
  return { submitted, additional };
}

export function isImage(document: Pick<DocumentEntry, 'contentType'>): boolean {
  return document.contentType.startsWith('image/');
}

export function inlineUrl(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}inline=1`;
}
