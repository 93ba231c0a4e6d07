import type { OrderField, OrderView } from '@seva/schemas';
import { fieldLabel, optionLabel } from '../../messages/order-fields.ts';
import { formatBirthDate } from '../applications/format.ts';

export interface DetailRow {
  name: string;
  label: string;
  value: string;
}

/** How a typed value reads: a select's option label, a date as `15 Apr 1990`, else as typed. */
function shown(field: OrderField | undefined, value: string | number): string {
  const text = String(value);
  if (field?.kind === 'select' || field?.kind === 'choice') {
    const option = field.options?.find((candidate) => candidate.value === text);
    return option ? optionLabel(option) : text;
  }
  if (field?.kind === 'date') return formatBirthDate(text);
  return text;
}

/**
 * The details the customer typed, in the product form's order and with its labels. Quantity is
 * left out (the summary shows it), as are file fields (listed with their downloads). A key the
 * form no longer has (the form changed since) is still shown, under its own name.
 */
export function detailRows(
  fields: readonly OrderField[] | undefined,
  details: OrderView['details'],
): DetailRow[] {
  const rows: DetailRow[] = [];
  const known = new Set<string>();
  for (const field of fields ?? []) {
    known.add(field.name);
    if (field.kind === 'quantity' || field.kind === 'file') continue;
    const value = details[field.name];
    if (value === undefined || value === '') continue;
    rows.push({ name: field.name, label: fieldLabel(field), value: shown(field, value) });
  }
  for (const [name, value] of Object.entries(details)) {
    if (known.has(name) || name === 'quantity' || value === '') continue;
    rows.push({ name, label: name, value: String(value) });
  }
  return rows;
}

/** A file's label: its form field's label ('Supporting Document'), else the field name. */
export function fileLabel(fields: readonly OrderField[] | undefined, field: string): string {
  const found = fields?.find((candidate) => candidate.name === field);
  return found ? fieldLabel(found) : field;
}
