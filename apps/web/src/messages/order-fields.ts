/**
 * The order forms' labels and choices in this build's language. Imported only by lazy order and
 * product chunks (decision 011). `#lang/…` is this build's language (vite.config.ts).
 */
import type { OrderField } from '@seva/schemas/order-forms';
import catalogue from '#lang/order-fields.ts';
import type english from './en/order-fields.ts';
import type { Translation } from './translation.ts';

export type OrderFieldMessages = Translation<typeof english>;
export const mof: OrderFieldMessages = catalogue;

const labels: Readonly<Record<string, string>> = mof.labels;
const options: Readonly<Record<string, string>> = mof.options;

/** A field's label as shown: the catalogue's, else the form data's own (a field added later). */
export function fieldLabel(field: Pick<OrderField, 'name' | 'label'>): string {
  return labels[field.name] ?? field.label;
}

/** A select option's label as shown, likewise. */
export function optionLabel(option: { value: string; label: string }): string {
  return options[option.value] ?? option.label;
}
