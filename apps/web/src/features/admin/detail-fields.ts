import {
  derivedDetailFields,
  detailFields,
  type ServiceType,
} from '@seva/schemas/application-kinds';
import { m } from '../../messages/index.ts';
import { mo } from '../../messages/operator-screens.ts';
import type { AttachmentView, LabelledAttachment } from '../applications/detail/DocumentCard.tsx';
import { partitionDocuments } from '../applications/detail/documents.ts';
import { formatBirthDate } from '../applications/format.ts';

const f = mo.detail.fields;

/** Each type's fields in their form's order (docs/product.md, Applications), then the derived. */
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
    const given = value !== undefined && value.trim() !== '';
    return {
      key,
      label: f[key],
      // A date of birth reads as on the citizen's side: 15 Apr 1990 (docs/product.md, Words).
      value: !given
        ? m.common.notAvailable
        : key === 'dateOfBirth'
          ? formatBirthDate(value)
          : value,
    };
  });
}

const labels: Record<string, string> = mo.detail.fileLabels;

/**
 * The citizen's submitted files (labelled by what they are, else by documentType, else
 * 'Document N') and the operator's additional documents (original name, else 'Document N').
 */
export function splitDocuments(documents: readonly AttachmentView[]): {
  submitted: LabelledAttachment[];
  additional: LabelledAttachment[];
} {
  const { submitted, additional } = partitionDocuments(documents);
  return {
    submitted: submitted.map((document, index) => {
      const label =
        labels[document.documentType] ||
        document.requestedAs ||
        document.documentType ||
        mo.detail.documentN(index + 1);
      // A file a send-back's answer replaced stays in the history (docs/decisions/066).
      return {
        ...document,
        label: document.replacedAt ? `${label} (${mo.sendBack.replaced})` : label,
      };
    }),
    additional: additional.map((document, index) => ({
      ...document,
      label: document.originalName || mo.detail.documentN(index + 1),
    })),
  };
}
