import { orderForms } from '@seva/schemas/order-forms';
import { describe, expect, it } from 'vitest';
import english from './en/order-fields.ts';
import hindi from './hi/order-fields.ts';

// The order forms are data in '@seva/schemas/order-forms' (the server checks with them too);
// their words live in the catalogues. English must be the data's own words, and every field and
// option of every product must have a text in both languages.
const fields = Object.values(orderForms).flat();

describe('the order forms’ catalogue', () => {
  it('says in English exactly what the form data says', () => {
    for (const field of fields) {
      expect(english.labels[field.name as keyof typeof english.labels], field.name).toBe(
        field.label,
      );
      for (const option of field.options ?? []) {
        expect(english.options[option.value as keyof typeof english.options], option.value).toBe(
          option.label,
        );
      }
    }
  });

  it('has every label and option in Hindi, and no key the forms lack', () => {
    const names = new Set(fields.map((field) => field.name));
    const values = new Set(fields.flatMap((field) => (field.options ?? []).map((o) => o.value)));
    expect(new Set(Object.keys(english.labels))).toEqual(names);
    expect(new Set(Object.keys(english.options))).toEqual(values);
    for (const text of [...Object.values(hindi.labels), ...Object.values(hindi.options)]) {
      expect(text).toMatch(/[\u0900-\u097F]/);
    }
  });
});
