import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from '../index.ts';
import { orderForms, productSlugs } from '../order-forms.ts';
import { orderFormSchema } from '../orders.ts';
import { hindiOf, registeredMessages, translateText } from '../texts.ts';
import './index.ts';

/**
 * Every English text a client can receive from the shared schemas has Hindi: the bilingual
 * objects' texts and every message the schemas actually give for a range of bad inputs (Zod's
 * own defaults are worded in Hindi by its locale, as the API configures it). The texts written
 * inline, which a refinement may give only for otherwise valid input, are found in the source
 * by apps/api/src/lib/language.test.ts (this package has no file system types).
 */
const DEVANAGARI = /[\u0900-\u097F]/;

/** Latin the glossary keeps in Hindi (acronyms, formats), and the API's own field names. */
const KEPT_LATIN = new Set(
  'PAN RTPS ITR OTP SMS UPI UTR GSTIN CSV JSON PDF JPEG JPG PNG WebP MB KB A4 ID IFSC e-PAN en hi limit'.split(
    ' ',
  ),
);

/** Texts whose Hindi is missing, or half English (a template whose part has no Hindi). */
function withoutHindi(texts: Iterable<string>): string[] {
  return [...new Set(texts)].filter((text) => {
    if (DEVANAGARI.test(text)) return false; // Zod's own default, worded by its Hindi locale
    const hindi = translateText(text, 'hi');
    const latin = hindi.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? [];
    return !DEVANAGARI.test(hindi) || latin.some((word) => !KEPT_LATIN.has(word));
  });
}

describe('Hindi for every shared message', () => {
  it('every bilingual object has its Hindi, each text in Devanagari', () => {
    const entries = registeredMessages();
    expect(entries.length).toBeGreaterThanOrEqual(6);
    for (const { english, hindi } of entries) {
      expect(hindi, `no Hindi for ${JSON.stringify(english)}`).toBeDefined();
      for (const key of Object.keys(english)) {
        const text = hindi?.[key];
        const sample =
          typeof text === 'function' ? (text as (...a: number[]) => string)(1, 2) : text;
        expect(String(sample), `${key} of ${Object.keys(english).join(',')}`).toMatch(DEVANAGARI);
      }
    }
  });

  it('every message the schemas give for bad input has Hindi', () => {
    z.config(z.locales.hi());
    try {
      const messages: string[] = [];
      const collect = (schema: z.ZodType, input: unknown) => {
        const result = schema.safeParse(input);
        if (!result.success) for (const issue of result.error.issues) messages.push(issue.message);
      };
      const bad: unknown[] = [
        undefined,
        null,
        '',
        ' ',
        'zz',
        'x'.repeat(3000),
        12345,
        -5,
        1.5,
        true,
        {},
      ];
      const exported: unknown[] = Object.values(schemas);
      const objects: Array<{ schema: z.ZodType; keys: string[] }> = [];
      for (const value of exported) {
        if (value instanceof z.ZodObject)
          objects.push({ schema: value, keys: Object.keys(value.shape) });
      }
      for (const slug of productSlugs) {
        const keys = orderForms[slug].map((field) => field.name);
        objects.push({ schema: orderFormSchema(slug), keys });
      }
      expect(objects.length).toBeGreaterThan(25);
      for (const { schema, keys } of objects) {
        collect(schema, {});
        for (const key of keys) {
          for (const value of bad) collect(schema, { [key]: value });
        }
      }
      for (const value of exported) {
        if (value instanceof z.ZodType && !(value instanceof z.ZodObject)) {
          for (const input of bad) collect(value, input);
        }
      }
      expect(messages.length).toBeGreaterThan(200);
      expect(withoutHindi(messages)).toEqual([]);
    } finally {
      z.config(z.locales.en());
    }
  });

  it('the order forms word their templated messages in Hindi, labels included', () => {
    expect(hindiOf('Full Name is required')).toBe('पूरा नाम आवश्यक है');
    expect(hindiOf('Voter ID Number must be at most 20 characters')).toBe(
      'वोटर ID संख्या अधिकतम 20 अक्षरों का हो सकता है',
    );
    expect(hindiOf('Invalid Pincode')).toBe('अमान्य पिन कोड');
  });
});
